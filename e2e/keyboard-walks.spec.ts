/**
 * Keyboard-only walks through the main flows (WCAG 2.1.1, 2.4.3, 2.4.7, 3.3.1, 4.1.3; issue 25):
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
