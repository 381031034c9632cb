import type { Page } from '@playwright/test';
import { expect, expectAccessible, signedInAs, test } from './fixtures';
import { pdfPages } from './pdf-text';
import { samplePatients } from '../src/domain/samples';
import { REPORT_SECTIONS } from '../tests/spec-fixtures';

const INTAKE = '/d/provider/intake';
const MAYA = samplePatients[0]!;

/** What the page around the report shows on screen and must leave out of the printout. */
const SCREEN_ONLY = [
  'Your Dashboard',
  'Log out',
  'Back to Patient Information',
  'Print report',
  'Preparing the report',
  'Reset demo data',
  'Sample data only',
  'Demo',
];

/**
 * The API calls the page makes from now on: the demo pages make none (docs/product.md, "Calls").
 */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  return calls;
}

async function reportIsShown(page: Page) {
  await expect(
    page.getByRole('heading', { name: 'Medication Recommendation Report' }),
  ).toBeVisible();
  // The spinner runs for 2.5 s before the report fades in.
  for (const name of REPORT_SECTIONS)
    await expect(page.getByRole('region', { name })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signedInAs(page, 'provider');
});

test('the provider intake page is in the dashboard navigation and accessible before a choice', async ({
  page,
}) => {
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Recommendation Demo' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${INTAKE}$`));
  await expect(page).toHaveTitle('ContraRx - Patient Information');
  await expect(page.getByLabel('Mock patient')).toHaveValue('');
  await expect(
    page.getByRole('button', { name: 'Generate Medication Recommendation' }),
  ).toBeDisabled();
  await expectAccessible(page);
});

for (const sample of samplePatients) {
  const { name } = sample.information;

  test(`${name}: pick her, generate, and land on her report with every section`, async ({
    page,
  }) => {
    await page.goto(INTAKE);
    const calls = apiCalls(page);
    await page.getByLabel('Mock patient').selectOption({ label: name });
    await expect(page.getByText(sample.uuid, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lab Profile' })).toContainText(
      sample.labHeader.specimenNumber,
    );
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Generate Medication Recommendation' }).click();
    await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(page).toHaveURL(new RegExp(`${INTAKE}/${sample.uuid}/report$`));
    await expect(page).toHaveTitle('ContraRx - Patient Medication Recommendation');
    await reportIsShown(page);
    const ranked = page
      .getByRole('region', { name: 'Medication Recommendations' })
      .locator('ol > li');
    await expect(ranked).toHaveCount(3);
    await expect(ranked.first()).toContainText(sample.report.medical_recommendations[0]!.m);
    await expect(
      page.getByRole('region', { name: 'Clinical Research References' }).getByRole('link'),
    ).toHaveCount(3);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to Patient Information' }).click();
    await expect(page.getByLabel('Mock patient')).toHaveValue(sample.uuid);
    expect(calls).toEqual([]);
  });
}

test('an unknown intake id shows 404 Not Found with a way back', async ({ page }) => {
  await page.goto(`${INTAKE}/00000000-0000-4000-8000-000000000000/report`);
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to Patient Information' }).click();
  await expect(page).toHaveURL(new RegExp(`${INTAKE}$`));
});

test('the printed report is a clean document headed by the patient and the date', async ({
  page,
}) => {
  await page.goto(`${INTAKE}/${MAYA.uuid}/report`);
  await reportIsShown(page);
  const pages = await pdfPages(await page.pdf({ format: 'Letter' }));
  const text = pages.join('\n');

  for (const heading of ['Medication Recommendation Report', ...REPORT_SECTIONS]) {
    expect(text).toContain(heading);
  }
  for (const chrome of SCREEN_ONLY) expect(text).not.toContain(chrome);
  for (const reference of MAYA.report.references) expect(text).toContain(reference);
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
  pages.forEach((pageText, index) => {
    expect(pageText).toContain(
      `Maya Thompson · Date of birth: March 14, 2002 · Medication Recommendation Report · ${date}`,
    );
    expect(pageText).toContain(`Page ${index + 1} of ${pages.length}`);
    // A page that leaves the others' company still says it is a sample.
    expect(pageText).toContain(
      'A sample report made from invented demonstration data: not medical advice.',
    );
  });
  // No heading is left at the foot of a page without the first words below it.
  const firstWords: [string, string][] = [
    ['Patient Goals', MAYA.report.goals[0]!],
    ['Medication Recommendations', MAYA.report.medical_recommendations[0]!.m],
    ['Potential Side Effects', MAYA.report.side_effects[0]!],
    ['Lifestyle Changes and Supplements', MAYA.report.lifestyle_changes[0]!],
    ['Final Remarks', MAYA.report.final_remarks],
    ['Clinical Research References', MAYA.report.references[0]!],
  ];
  for (const [heading, below] of firstWords) {
    const onPage = pages.find((pageText) => pageText.includes(heading));
    expect(onPage, heading).toContain(below.slice(0, 12));
  }
});

test.describe('at tablet size (768x1024)', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the intake page and the report fit without sideways scrolling', async ({ page }) => {
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto(INTAKE);
    await page.getByLabel('Mock patient').selectOption({ label: MAYA.information.name });
    await expect(page.getByRole('region', { name: 'Lab Profile' })).toBeVisible();
    expect(await fits()).toBe(true);
    await page.goto(`${INTAKE}/${MAYA.uuid}/report`);
    await reportIsShown(page);
    expect(await fits()).toBe(true);
  });
});
