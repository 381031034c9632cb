/**
 * Hostile and unusual input on the production build: markup, right-to-left text,
 * emoji and very long values show as literal text, run nothing and never push the page
 * sideways; a paste into a name is cut at its limit.
 */
import type { Page } from '@playwright/test';
import { HOSTILE_TEXT } from '../tests/hostile-input';
import { intake } from '../tests/safety-records';
import { expect, expectAccessible, signedInAs, test } from './fixtures';

const AUTHORIZATION = { Authorization: 'Bearer demo.provider.session.e2e' };
/** A 10,000-character value with no break in it: the worst case for a layout. */
const TEN_THOUSAND = 'W'.repeat(10_000);

/** Unique per run: the mock API keeps what is created across tests and retries. */
const fresh = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Whether the page fits the window's width (no sideways scrolling). */
const fits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Nothing typed became an element: no injected image, script or event handler. */
async function expectNothingInjected(page: Page) {
  await expect(page.locator('img[src="x"], [onerror], main script')).toHaveCount(0);
}

/** Creates a patient through the demo's mock API, as a save from any client could. */
async function createPatient(page: Page, email: string, answers: Record<string, unknown>) {
  const response = await page.request.post('/api/patients/set', {
    headers: AUTHORIZATION,
    data: { patient: { email }, patient_information: intake(answers) },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { uuid: string }).uuid;
}

/** The dialogs that opened: any at all means typed text ran as script (alert(1)). */
let dialogs: string[] = [];

test.beforeEach(async ({ page }) => {
  dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});

test.afterEach(() => {
  expect(dialogs, 'typed text ran as script').toEqual([]);
});

test('patients named with markup, right-to-left text and emoji show as literal text', async ({
  page,
}) => {
  const run = fresh();
  const markupName = `${HOSTILE_TEXT.script}${HOSTILE_TEXT.image} ${run}`;
  const rtlName = `${HOSTILE_TEXT.arabic} ${HOSTILE_TEXT.hebrewAndEmoji} ${run}`;
  const markup = await createPatient(page, `markup.${run}@example.com`, {
    name: markupName,
    ethnicity: HOSTILE_TEXT.entities,
  });
  const rtl = await createPatient(page, `rtl.${run}@example.com`, {
    name: rtlName,
    // Stored by some other client: the screens must still hold it.
    ethnicity: TEN_THOUSAND,
    'lab_details:lab_results:dhea:flags': `H${'X'.repeat(199)}`,
  });

  await signedInAs(page, 'provider');
  await page.getByRole('searchbox', { name: 'Filter by name or email' }).fill(run);
  const table = page.getByRole('table', { name: 'Patients' });
  await expect(table.getByRole('cell', { name: markupName, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: rtlName, exact: true })).toBeVisible();
  await expect(table.locator('bdi', { hasText: rtlName })).toHaveCount(1);
  await expectNothingInjected(page);
  expect(await fits(page)).toBe(true);
  await expectAccessible(page);

  await table.getByRole('link', { name: `View ${markupName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: markupName })).toBeVisible();
  await expect(page.locator('main form [name="ethnicity"]')).toHaveValue(HOSTILE_TEXT.entities);
  await expectNothingInjected(page);

  await page.goto(`/d/providers/dashboard/patients/${markup}/recommendations`);
  await expect(page.locator('main bdi', { hasText: markupName })).toBeVisible();
  await expectNothingInjected(page);

  await page.goto(`/d/providers/dashboard/patients/${rtl}/summary`);
  await expect(page.getByRole('heading', { level: 1, name: 'Intake Summary' })).toBeVisible();
  await expect(page.locator('main bdi', { hasText: rtlName })).toBeVisible();
  await expect(page.locator('dd', { hasText: TEN_THOUSAND })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lab Profile' })).toContainText('XXXX');
  expect(await fits(page)).toBe(true);
  await expectNothingInjected(page);
});

test('an organization named with markup shows as literal text', async ({ page }) => {
  const key = `e2e${fresh()}`;
  const name = `${HOSTILE_TEXT.image} ${HOSTILE_TEXT.arabic} ${key}`;
  await signedInAs(page, 'administrator');
  await page.goto('/d/admin/organizations/create');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Unique Key').fill(key);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNothingInjected(page);
  expect(await fits(page)).toBe(true);

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').click();
  await page.getByRole('searchbox', { name: 'Filter by ID, name or unique key' }).fill(key);
  const table = page.getByRole('table', { name: 'Organizations' });
  await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
  await expectNothingInjected(page);
  expect(await fits(page)).toBe(true);
  await expectAccessible(page);
});

test('a 10,000-character paste into a name is cut at its limit', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInAs(page, 'provider');
  await page.getByRole('link', { name: 'Add new Patient' }).click();
  const name = page.locator('main form [name="name"]');
  await expect(name).toHaveAttribute('maxlength', '200');
  await page.evaluate((text) => navigator.clipboard.writeText(text), TEN_THOUSAND);
  await name.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(name).toHaveValue('W'.repeat(200));
  expect(await fits(page)).toBe(true);
});
