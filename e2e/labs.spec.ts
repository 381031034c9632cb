/**
 * The lab panels (docs/product.md, "Lab panels: one box per value, and Not done") as a pharmacist
 * meets them: the visit's review shows the values on file with their flags, a panel of several
 * values takes one box per value and is refused when one is missing, and "Not done" answers a
 * panel in one click, which the review and the intake summary then show.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signedInAs, test } from './fixtures';
import { ownPatient, runId } from './own-patient';
import { openVisit } from './visit-steps';
import { intake } from '../tests/safety-records';
import { MAYA } from '../tests/sample-patients';

const LIPIDS = 'LDL / HDL / triglycerides';
const CBC = 'Complete blood count (CBC)';

/** A review row: the answer's label, value and button. */
const reviewRow = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label.replace(/[()/]/g, '\\$&')}$`) }).locator('..');

test("the review shows Maya's lipid values on file, not 'Not answered', each answer's button Edit", async ({
  page,
}) => {
  await openVisit(page);
  const lipids = reviewRow(page, LIPIDS);
  await expect(lipids.locator('dd span')).toHaveText(
    'LDL: 96 mg/dL, no flag HDL: 62 mg/dL, no flag Triglycerides: 88 mg/dL, no flag',
  );
  await expect(lipids).not.toContainText('Not answered');
  await expect(lipids.getByRole('button', { name: `Edit ${LIPIDS}` })).toHaveText('Edit');
  await expect(page.getByRole('button', { name: /^Correct/ })).toHaveCount(0);

  // Its values one box each, with the unit beside the box.
  await lipids.getByRole('button', { name: `Edit ${LIPIDS}` }).click();
  const editor = page.getByRole('group', { name: `Edit: ${LIPIDS}` });
  await expect(editor.getByRole('textbox', { name: 'LDL', exact: true })).toHaveValue('96');
  await expect(editor.getByRole('textbox', { name: 'Triglycerides flag' })).toHaveValue('-');
  await expectAccessible(page);
});

test('the unit of a weight being edited stays on one line beside its box, at 1440 by 900', async ({
  page,
}) => {
  await openVisit(page);
  await page.getByRole('button', { name: 'Edit Weight' }).click();
  const box = page.getByRole('textbox', { name: 'Weight' });
  await expect(box).toHaveAccessibleDescription('lbs');
  const unit = reviewRow(page, 'Weight').getByText('lbs', { exact: true });
  const [boxArea, unitArea, lineHeight] = await Promise.all([
    box.boundingBox(),
    unit.boundingBox(),
    unit.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight)),
  ]);
  // One line high, and beside the box, not under it.
  expect(unitArea!.height).toBeLessThan(lineHeight * 1.5);
  expect(unitArea!.x).toBeGreaterThan(boxArea!.x + boxArea!.width);
  expect(unitArea!.y).toBeLessThan(boxArea!.y + boxArea!.height);
});

test('a CBC with one value is refused, each value missing named at its box', async ({ page }) => {
  await signedInAs(page, 'provider');
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/patients/set')) saves += 1;
  });
  await page.goto(`/d/providers/dashboard/patients/${MAYA}`);
  const cbc = page.getByRole('group', { name: CBC });
  for (const value of ['RBC', 'Hemoglobin', 'Hematocrit', 'Platelets']) {
    await cbc.getByRole('textbox', { name: value, exact: true }).fill('');
  }
  await page.getByRole('button', { name: 'Submit' }).click();

  const rbc = cbc.getByRole('textbox', { name: 'RBC', exact: true });
  await expect(rbc).toBeFocused();
  await expect(rbc).toHaveAttribute('aria-invalid', 'true');
  await expect(
    cbc.getByText('Missing: the RBC result. Enter it, or mark the panel "Not done".'),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    `${CBC}, Platelets: Missing: the Platelets result.`,
  );
  await expect(cbc.getByRole('textbox', { name: 'WBC', exact: true })).toHaveValue('6.2');
  await expectAccessible(page);
  expect(saves).toBe(0);
});

test('"Not done" answers a panel in one click; the review and the intake summary say so', async ({
  page,
}) => {
  const run = runId();
  // Every answer the form requires, so only the labs are changed.
  const uuid = await ownPatient(
    page.request,
    `labs.${run}@example.com`,
    intake({ name: `Labs ${run}`, ethnicity: 'Hispanic or Latina' }),
  );
  await signedInAs(page, 'provider');
  await page.goto(`/d/providers/dashboard/patients/${uuid}`);

  const lipids = page.getByRole('group', { name: LIPIDS });
  await lipids.getByRole('checkbox', { name: 'Not done' }).check();
  await expect(lipids.getByRole('textbox')).toHaveCount(0);
  const saved = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes(`/api/patients/set/${uuid}`),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  const sent = (await saved).postDataJSON().patient_information.lab_details.lab_results;
  expect(sent.ldl_hdl_tg).toEqual({
    results: ['Not done', 'Not done', 'Not done'],
    flags: ['Not done', 'Not done', 'Not done'],
  });
  await expect(page).toHaveURL(/\/patients$/);

  await page.goto(`/d/providers/dashboard/patients/${uuid}/visit`);
  await expect(reviewRow(page, LIPIDS).locator('dd span')).toHaveText('Not done');

  await page.goto(`/d/providers/dashboard/patients/${uuid}/summary`);
  const profile = page.getByRole('table', { name: 'Biomarker lab profile' });
  await expect(profile.getByRole('row', { name: `${LIPIDS}: HDL` })).toContainText(
    'Not doneNot done',
  );
  await expectAccessible(page);
});
