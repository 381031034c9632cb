import type { Page } from '@playwright/test';
import { expect, expectAccessible, signedInAs, test } from './fixtures';
import { tabTo } from './keyboard';
import { MAYA } from '../tests/sample-patients';
import {
  answer,
  CHC,
  chooseProduct,
  openVisit,
  pharmacy,
  reviewAnswers,
  step,
  takeReading,
} from './visit-steps';
import { intake } from '../tests/safety-records';
import { ownPatient, runId, storedInformation } from './own-patient';

/** What the step shown says of its answers (the page has a status region of its own too). */
const said = (page: Page, stepTitle: string) =>
  page.getByRole('region', { name: stepTitle }).getByRole('status');

test('a visit at 128/82 with criterion 1 met prescribes a combined pill, with its back-up days', async ({
  page,
}) => {
  await openVisit(page);
  await page.getByRole('checkbox', { name: 'Reviewed with the patient' }).check();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Next' }).click();
  await takeReading(page, 'Reading', '128', '82');
  await expect(said(page, 'Blood pressure')).toHaveText("The visit's reading: 128/82 mm Hg.");
  await expectAccessible(page);

  await step(page, '3. Pregnancy');
  await answer(page, '7 days or fewer after the start of normal menses', 'Yes');
  await answer(page, 'Symptoms or signs of pregnancy', 'No');
  await expect(said(page, 'Pregnancy')).toContainText('You can be reasonably certain');
  await expectAccessible(page);

  await step(page, '4. Eligibility');
  await expect(page.getByRole('listitem', { name: CHC })).toContainText('Category 1');
  await expectAccessible(page);

  await step(page, '5. Decision');
  await answer(page, 'Decision', 'Prescribe');
  await chooseProduct(page, 'yaz', 'Yaz');
  await page.getByLabel('Days since her last period started').fill('9');
  await expect(
    page.getByText('Start today. Back-up (abstain or use condoms) for 7 days from the start.'),
  ).toBeVisible();
  await page.getByLabel('Days since her last period started').fill('2');
  await expect(page.getByText('Start today. No back-up is needed.')).toBeVisible();
  // A year's supply: renewed in a year.
  const nextYear = new Date();
  nextYear.setFullYear(nextYear.getFullYear() + 1);
  await expect(page.getByLabel('Next visit or renewal')).toHaveValue(
    new RegExp(`^${nextYear.getFullYear()}-\\d{2}-\\d{2}$`),
  );
  await expectAccessible(page);
});

test('at 150/96 twice a combined method cannot be prescribed, and Refer is suggested with why', async ({
  page,
}) => {
  await openVisit(page);
  await reviewAnswers(page);
  await step(page, '2. Blood pressure');
  await takeReading(page, 'Reading', '150', '96');
  await expect(said(page, 'Blood pressure')).toContainText('take a second reading');
  await takeReading(page, 'Second reading', '150', '96');
  await expect(said(page, 'Blood pressure')).toHaveText("The visit's reading: 150/96 mm Hg.");

  await step(page, '3. Pregnancy');
  await answer(page, '7 days or fewer after the start of normal menses', 'Yes');
  await answer(page, 'Symptoms or signs of pregnancy', 'No');

  await step(page, '5. Decision');
  await answer(page, 'The method she asks for', CHC);
  await expect(said(page, 'Decision')).toHaveText(
    `Refer is suggested. ${CHC} is U.S. MEC category 3 for this patient.`,
  );
  await answer(page, 'Decision', 'Prescribe');
  // Not offered, with why; the picker offers the progestin-only methods, and no combined one.
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `${CHC}: U.S. MEC category 3 for this patient. Refer.` }),
  ).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Product' });
  await expect(picker).toHaveAccessibleDescription(
    /U\.S\. MEC category 3 for this patient\. Refer\./,
  );
  await picker.click();
  const products = page.getByRole('listbox', { name: 'Product' });
  await expect(
    products.getByRole('option', { name: 'Camila (norethindrone 0.35 mg)' }),
  ).toBeVisible();
  await expect(products.getByRole('option', { name: /^Yaz / })).toHaveCount(0);
  await expectAccessible(page);
});

test('with pregnancy not ruled out and no test done, nothing can be prescribed, and an IUD never is', async ({
  page,
}) => {
  await openVisit(page);
  await reviewAnswers(page);
  await step(page, '3. Pregnancy');
  for (const question of [
    '7 days or fewer after the start of normal menses',
    'No sexual intercourse since the start of the last normal menses',
    'Correct and consistent use of a reliable method of contraception',
    '7 days or fewer after a spontaneous or induced abortion',
    'Within 4 weeks postpartum',
    'Fully or nearly fully breastfeeding (85 % or more of feeds), amenorrheic, and under 6 months postpartum',
  ]) {
    await answer(page, question, 'No');
  }
  await answer(page, 'Symptoms or signs of pregnancy', 'No');
  await answer(page, 'Pregnancy test', 'Not done');
  await expect(said(page, 'Pregnancy')).toContainText('You cannot be reasonably certain');

  await step(page, '5. Decision');
  await answer(page, 'Decision', 'Prescribe');
  await expect(page.getByText('No product can be prescribed at this visit.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Product' })).toHaveCount(0);
  for (const method of ['Injection (DMPA)', 'Progestin-only pill (POP)', CHC]) {
    await expect(page.getByRole('listitem').filter({ hasText: `${method}: ` })).toContainText(
      'Pregnancy is not ruled out.',
    );
  }
  // A clinician places an IUD after an exam: it is never the pharmacist's to prescribe.
  await expect(page.getByRole('listitem').filter({ hasText: /IUD/ })).toHaveCount(0);
});

test('leaving a visit that has begun asks first', async ({ page }) => {
  await openVisit(page);
  await reviewAnswers(page);
  await step(page, '2. Blood pressure');
  await takeReading(page, 'Reading', '128', '82');
  await page.getByRole('link', { name: 'All Patients' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave the visit?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(
    page.getByRole('group', { name: 'Reading' }).getByLabel('Systolic (mm Hg)'),
  ).toHaveValue('128');
});

test('going past the review asks for it first', async ({ page }) => {
  await openVisit(page);
  await page.getByRole('button', { name: 'Next' }).click();
  const box = page.getByRole('checkbox', { name: 'Reviewed with the patient' });
  await expect(box).toBeFocused();
  await expect(box).toHaveAccessibleDescription(
    'Go over these answers with her, then tick this box to go on.',
  );
  await expectAccessible(page);
});

test.describe('at 1024x768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('every step fits without sideways scrolling, and the keyboard reaches its choices', async ({
    page,
  }) => {
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await openVisit(page);
    await reviewAnswers(page);
    expect(await fits()).toBe(true);
    for (const name of [
      '2. Blood pressure',
      '3. Pregnancy',
      '4. Eligibility',
      '6. Documents',
      '5. Decision',
    ]) {
      await step(page, name);
      expect(await fits()).toBe(true);
    }
    // From the Decision heading, once its code has loaded, the keyboard reaches the first
    // choice and picks it.
    await expect(page.getByRole('radio', { name: 'Prescribe' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Copper IUD (Cu-IUD)' }).first()).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Copper IUD (Cu-IUD)' }).first()).toBeChecked();
    await answer(page, 'Decision', 'Prescribe');
    expect(await fits()).toBe(true);
  });
});

test('a whole visit, by keyboard alone', async ({ page }) => {
  await openVisit(page);
  // Past each answer's Edit button, to the confirmation below them.
  await tabTo(page, 'input: Reviewed with the patient', { limit: 150 });
  await page.keyboard.press('Space');
  await tabTo(page, 'button: Next');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Blood pressure', level: 2 })).toBeFocused();

  await tabTo(page, 'input: Systolic (mm Hg)');
  await page.keyboard.type('128');
  await page.keyboard.press('Tab');
  await page.keyboard.type('82');
  await tabTo(page, 'button: Next');
  await page.keyboard.press('Enter');

  // The first criterion: Yes. Symptoms or signs: the group's first radio, then the arrow to No.
  await tabTo(page, 'input: Yes');
  await page.keyboard.press('Space');
  for (let group = 0; group < 6; group++) await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(
    page
      .getByRole('group', { name: 'Symptoms or signs of pregnancy', exact: true })
      .getByRole('radio', { name: 'No' }),
  ).toBeChecked();
  await expect(said(page, 'Pregnancy')).toContainText('You can be reasonably certain');
  await tabTo(page, 'button: Next');
  await page.keyboard.press('Enter');
  await tabTo(page, 'button: Next');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Decision', level: 2 })).toBeFocused();
  // The step's code loads as it opens: a keyboard user waits for its choices as anyone does.
  await expect(page.getByRole('radio', { name: 'Prescribe' })).toBeVisible();

  await tabTo(page, 'input: Prescribe');
  await page.keyboard.press('Space');
  // The product picker: typed for, then chosen with the arrow keys and Enter.
  await tabTo(page, 'input: Product');
  await page.keyboard.type('yaz');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Product' })).toHaveValue(
    'Yaz (drospirenone 3 mg, ethinyl estradiol 0.02 mg)',
  );
  await tabTo(page, 'input: Days since her last period started');
  await page.keyboard.type('3');
  await expect(page.getByText('Start today. No back-up is needed.')).toBeVisible();

  // On to the documents: the pharmacy and pharmacist, then the summary printed.
  await tabTo(page, 'button: Next');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Documents', level: 2 })).toBeFocused();
  await tabTo(page, 'input: Pharmacy');
  await page.keyboard.type('Main Street Pharmacy');
  await tabTo(page, 'input: Pharmacy phone');
  await page.keyboard.type('503-555-0100');
  await tabTo(page, "input: Pharmacist's given name");
  await page.keyboard.type('Sam');
  await tabTo(page, "input: Pharmacist's family name");
  await page.keyboard.type('Lee');
  await tabTo(page, 'input: Licence number');
  await page.keyboard.type('RPH-0012345');
  await tabTo(page, 'select: State of the licence');
  await page.keyboard.type('Oregon');
  await page.evaluate(() => {
    window.print = () => {};
  });
  await tabTo(page, 'button: Print visit summary');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-print-root]')).toContainText(
    'You got Yaz (drospirenone 3 mg, ethinyl estradiol 0.02 mg).',
  );
});

test('an answer corrected from the review is saved to her record, and the eligibility reads it', async ({
  page,
}) => {
  const run = runId();
  const uuid = await ownPatient(
    page.request,
    `review.${run}@example.com`,
    intake({ name: `Review ${run}` }),
  );
  await signedInAs(page, 'provider');
  await page.goto(`/d/providers/dashboard/patients/${uuid}/visit`);
  await expect(page.getByRole('heading', { name: 'Visit', level: 1 })).toBeVisible();
  await reviewAnswers(page);

  const saved = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes(`/api/patients/set/${uuid}`),
  );
  await page.getByRole('button', { name: 'Edit History of stroke' }).click();
  const editor = page.getByRole('group', { name: 'Edit: History of stroke' });
  await expect(editor.getByRole('radio', { name: 'No', exact: true })).toBeFocused();
  await editor.getByRole('radio', { name: 'Yes', exact: true }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await saved).postDataJSON().patient_information.stroke).toBe(true);
  await expect(page.getByText('Saved: History of stroke.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit History of stroke' })).toBeFocused();

  // History of stroke: combined hormonal contraception is category 4 (U.S. MEC 2024).
  await step(page, '4. Eligibility');
  const chc = page.getByRole('table', { name: 'For this visit' }).getByRole('row', { name: /CHC/ });
  await expect(chc).toContainText('Category 4');
  await expect(chc).toContainText('Refer.');
  await expect(page.getByRole('region', { name: 'Recommendation' })).toBeVisible();
  await expectAccessible(page);
});

test('a completed visit is stored in her record: the reading and the product started today', async ({
  page,
}) => {
  // A copy of a sample patient's record, of this test's own: a usage history holds at most 5
  // entries, and other tests read the sample's.
  const run = runId();
  const maya = await storedInformation(page.request, MAYA);
  const uuid = await ownPatient(page.request, `complete.${run}@example.com`, {
    ...maya,
    name: `Complete ${run}`,
  });
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));

  await signedInAs(page, 'provider');
  await page.goto(`/d/providers/dashboard/patients/${uuid}/visit`);
  await reviewAnswers(page);
  await step(page, '2. Blood pressure');
  await takeReading(page, 'Reading', '124', '78');
  await step(page, '3. Pregnancy');
  await answer(page, '7 days or fewer after the start of normal menses', 'Yes');
  await answer(page, 'Symptoms or signs of pregnancy', 'No');
  await step(page, '5. Decision');
  await answer(page, 'Decision', 'Prescribe');
  await chooseProduct(page, 'Yaz', 'Yaz');
  await step(page, '6. Documents');
  await pharmacy(page);
  await step(page, '7. Complete visit');
  await expect(page.getByText(`Pill history: Yaz, started ${today}.`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Complete visit', exact: true }).click();
  await expect(page.getByText('The visit is completed. Saved to her record:')).toBeVisible();
  await expectAccessible(page);

  // Leaving asks nothing now.
  await page.getByRole('link', { name: 'Back to the patient list' }).click();
  await expect(page).toHaveURL(/\/d\/providers\/dashboard\/patients$/);
  await expect(page.getByRole('dialog', { name: 'Leave the visit?' })).toHaveCount(0);

  // Her record, read again, holds the visit's reading and the product with today's date.
  await page.goto(`/d/providers/dashboard/patients/${uuid}`);
  const form = page.locator('main form');
  await expect(form.locator('[name="recent_blood_pressure:systolic"]')).toHaveValue('124');
  await expect(form.locator('[name="recent_blood_pressure:diastolic"]')).toHaveValue('78');
  await expect(form.locator('[name="pill_usage_information:1:brand"]')).toHaveValue('yaz');
  await expect(form.locator('[name="pill_usage_information:1:start_date"]')).toHaveValue(today);
});
