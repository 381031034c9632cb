/**
 * Keyboard-only walks through the main flows (WCAG 2.1.1, 2.4.3, 2.4.7, 3.3.1, 4.1.3):
 * the Tab order on each page, and where focus lands after each change of page, each refused
 * submit and each save. Nothing here uses the mouse.
 */
import type { Page } from '@playwright/test';
import { MAYA } from '../tests/sample-patients';
import { expect, test } from './fixtures';
import { expectFocusOnHeading, focused, tabTo } from './keyboard';

const LIST = '/d/providers/dashboard/patients';

/** Signs in as the demo `who` with the keyboard alone; lands on their first page. */
async function signInByKeyboard(page: Page, who: 'provider' | 'administrator') {
  await page.goto('/login');
  await tabTo(page, `button: Sign in as demo ${who}`);
  await page.keyboard.press('Enter');
}

test('sign-in, then the list: the banner’s skip link first, focus on each new page’s heading', async ({
  page,
}) => {
  await signInByKeyboard(page, 'provider');
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expectFocusOnHeading(page, 'Patients');

  // Back from the heading: the navigation, the banner and its skip link, in that order.
  expect(await tabTo(page, 'a: Skip to main content', { back: true })).toEqual([
    'a: Patient tablet mode',
    'a: Recommendation Demo',
    'a: All Patients',
    'button: Sign out',
    'a: Skip to main content',
  ]);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('a: Add new Patient');

  // Open a patient, her summary and her recommendations: each page's heading takes focus.
  await tabTo(page, 'a: View Maya Thompson');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${MAYA}$`));
  await expectFocusOnHeading(page, 'Maya Thompson');
  await tabTo(page, /^a: Intake summary/);
  await page.keyboard.press('Enter');
  await expectFocusOnHeading(page, /Intake Summary/i);

  // The navigation's links: focus leaves the link for the page it opens.
  await tabTo(page, 'a: All Patients', { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expectFocusOnHeading(page, 'Patients');
  await tabTo(page, 'a: Medication Recommendations for Maya Thompson');
  await page.keyboard.press('Enter');
  await expectFocusOnHeading(page, /Recommendation/i);
});

test('the patient form: a refused submit focuses the first problem and counts them; a save says Saved', async ({
  page,
}) => {
  await signInByKeyboard(page, 'provider');
  await expectFocusOnHeading(page, 'Patients');
  await tabTo(page, 'a: Add new Patient');
  await page.keyboard.press('Enter');
  await expectFocusOnHeading(page, 'New Patient');

  // Only an email typed, then Enter in it: the form is sent, and refused.
  await tabTo(page, 'input: Email *');
  await page.keyboard.type(`keyboard.${Date.now()}@example.com`);
  await page.keyboard.press('Enter');
  const problems = page.getByRole('alert').filter({ hasText: /problems? to fix before saving/ });
  await expect(problems).toContainText(/^\d+ problems to fix before saving/);
  await expect(problems.getByRole('listitem').first()).toHaveText(/^Full name: Required\./);
  expect(await focused(page)).toBe('input: Full name *');

  // A saved record: back at the list, its heading focused, and "Saved" said.
  await page.goto(`${LIST}/${MAYA}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Thompson' })).toBeVisible();
  await tabTo(page, 'input: Email *');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expectFocusOnHeading(page, 'Patients');
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved');
});

test('the administrator creates an organization and a provider by keyboard', async ({ page }) => {
  const key = `kbd${Date.now().toString(36)}`;
  await signInByKeyboard(page, 'administrator');
  await expectFocusOnHeading(page, 'Home');
  await tabTo(page, 'a: Organizations');
  await page.keyboard.press('Enter');
  await expectFocusOnHeading(page, 'Organizations');
  await tabTo(page, 'a: New Organization');
  await page.keyboard.press('Enter');
  await expectFocusOnHeading(page, 'New Organization');

  // Nothing typed: both fields refused, counted, the first focused.
  await tabTo(page, /^input: Name/);
  await page.keyboard.press('Enter');
  const problems = page.getByRole('alert');
  await expect(problems).toContainText('2 problems to fix before saving');
  expect(await focused(page)).toMatch(/^input: Name/);

  // A unique key already taken: the server's refusal, at its field.
  await page.keyboard.type(`Keyboard Clinic ${key}`);
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatch(/^input: Unique Key/);
  await page.keyboard.type('riverside-whp');
  await page.keyboard.press('Enter');
  await expect(problems).toContainText('Unique Key: Unique key already exists');
  await expect(page.getByLabel('Unique Key')).toBeFocused();

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(key);
  await page.keyboard.press('Enter');
  await expectFocusOnHeading(page, `Keyboard Clinic ${key}`);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved');

  await tabTo(page, 'a: New Provider');
  await page.keyboard.press('Enter');
  await expectFocusOnHeading(page, 'New Provider');
  await tabTo(page, /^input: Email/);
  await page.keyboard.type(`rosa.${key}@example.com`);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`user_${key}`);
  await page.keyboard.press('Enter');
  await expectFocusOnHeading(page, `Keyboard Clinic ${key}`);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved');
});

test('the tablet from welcome to the chat: each screen’s heading, each switch named for its statement', async ({
  page,
}) => {
  await signInByKeyboard(page, 'provider');
  await expectFocusOnHeading(page, 'Patients');
  await tabTo(page, 'a: Patient tablet mode', { back: true });
  await page.keyboard.press('Enter');
  await expectFocusOnHeading(page, 'Welcome!');
  await tabTo(page, 'a: Let’s Go');
  await page.keyboard.press('Enter');

  const steps = [
    ['I agree: Privacy Policy', 'I agree: Terms & Conditions'],
    ['I agree: Consent for Disclosure', 'I understand: HIPAA Statement'],
  ];
  for (const [index, switches] of steps.entries()) {
    await expect(page).toHaveURL(new RegExp(`/legal/${index + 1}$`));
    await expectFocusOnHeading(page, 'Before we start');
    for (const name of switches) {
      await tabTo(page, `input: ${name}`);
      await page.keyboard.press('Space');
      await expect(page.getByRole('switch', { name, exact: true })).toBeChecked();
    }
    await tabTo(page, 'a: Let’s Go');
    await page.keyboard.press('Enter');
  }

  // The chat puts focus on its first question itself.
  await expect(page).toHaveURL(/\/intake\/chat$/);
  // Polled as one read: the route's focus and then the chat's move it, and between two reads
  // it could be on neither.
  await expect.poll(() => focused(page)).toMatch(/^h[12]: /);
});
