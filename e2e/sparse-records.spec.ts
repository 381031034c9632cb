/**
 * Records that hold only some answers, as a backend written from the spec may keep them (the
 * mock API's "sparse" profile, docs/api/README.md): run by the `sparse-backend` project only.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { hannahLee } from '../src/domain/samples/patients/hannah-lee';
import { priyaRaman } from '../src/domain/samples/patients/priya-raman';
import { answerRequiredInPage } from './fault-forms';
import { expect, expectAccessible, signedInAs, test } from './fixtures';
import { ownPatient, runId, storedInformation } from './own-patient';

const patientPath = (uuid: string) => `/d/providers/dashboard/patients/${uuid}`;
const field = (page: Page, key: string) => page.locator(`main form [name="${key}"]`);

/** A patient of this test's own, stored with no answers at all. */
const emptyRecord = (request: APIRequestContext) =>
  ownPatient(request, `empty.${runId()}@example.com`, {});

test.beforeEach(async ({ page }) => {
  await signedInAs(page, 'provider');
});

test('the list shows a record with no name by its email, and it opens', async ({ page }) => {
  const table = page.getByRole('table', { name: 'Patients' });
  await expect(table.getByRole('row', { name: new RegExp(hannahLee.email) })).toBeVisible();
  await page.goto(patientPath(hannahLee.uuid));
  await expect(page.getByText('This record holds only some answers')).toBeVisible();
  await expect(page.getByText(/It holds none of the 116 answers this form asks for/)).toBeVisible();
  await expectAccessible(page);
});

test('an empty record filled in on the form is stored with every answer typed', async ({
  page,
}) => {
  const uuid = await emptyRecord(page.request);
  await page.goto(patientPath(uuid));
  await expect(page.getByText(/It holds none of the 116 answers/)).toBeVisible();

  await field(page, 'name').fill('Filled In');
  await field(page, 'weight').fill('141');
  await field(page, 'allergies').fill('latex, penicillin');
  await page.evaluate(answerRequiredInPage);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/d\/providers\/dashboard\/patients$/);

  const stored = await storedInformation(page.request, uuid);
  expect(stored).toMatchObject({
    name: 'Filled In',
    weight: 141,
    allergies: ['latex', 'penicillin'],
    height: 64,
  });
  // Opened again, the form holds what was typed.
  await page.goto(patientPath(uuid));
  await expect(field(page, 'weight')).toHaveValue('141');
  await expect(field(page, 'allergies')).toHaveValue('latex, penicillin');
});

test('a visit on an empty record: a corrected answer is added to it', async ({ page }) => {
  const uuid = await emptyRecord(page.request);
  await page.goto(`${patientPath(uuid)}/visit`);
  await expect(page.getByRole('heading', { name: 'Visit', level: 1 })).toBeVisible();
  const stroke = page.getByRole('button', { name: 'Edit History of stroke' });
  await expect(stroke.locator('xpath=ancestor::div[1]')).toContainText('Not answered');

  await stroke.click();
  const editor = page.getByRole('group', { name: 'Edit: History of stroke' });
  await editor.getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Saved: History of stroke.')).toBeVisible();
  expect(await storedInformation(page.request, uuid)).toEqual({ stroke: false });
  await expectAccessible(page);
});

test('a sample record that holds only her name and birth date opens in the visit', async ({
  page,
}) => {
  await page.goto(`${patientPath(priyaRaman.uuid)}/visit`);
  await expect(page.getByRole('heading', { name: 'Visit', level: 1 })).toBeVisible();
  await expect(page.getByText('Date of birth').locator('xpath=ancestor::div[1]')).toContainText(
    '1988-06-02',
  );
});
