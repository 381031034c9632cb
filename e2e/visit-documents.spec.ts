/**
 * The visit's documents on the production build: the visit summary printed alone, in
 * English and in Spanish, read back from the PDF; a referral's; the note to her primary-care
 * provider only with her consent; the visit record downloaded and validated as FHIR R4.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Bundle, Observation } from '@medplum/fhirtypes';
import { fhirProblems } from '../tests/fhir-r4';
import { MAYA } from '../tests/sample-patients';
import { expect, expectAccessible, test } from './fixtures';
import {
  answer,
  chooseProduct,
  expectSays,
  pharmacy,
  printed,
  step,
  visitUpToDecision,
} from './visit-steps';

/** Prescribes Yaz, a combined pill, which the visit allows. */
async function prescribeYaz(page: Page) {
  await answer(page, 'Decision', 'Prescribe');
  await chooseProduct(page, 'yaz', 'Yaz');
}

test('a prescription prints her summary alone, in English and in Spanish', async ({ page }) => {
  await visitUpToDecision(page);
  await prescribeYaz(page);
  await page.getByLabel('Days since her last period started').fill('10');
  await step(page, '6. Documents');
  await expect(page.getByRole('status').filter({ hasText: 'Before the documents' })).toBeVisible();
  await pharmacy(page);
  await expectAccessible(page);

  const english = await printed(page, 'Print visit summary');
  expectSays(english, [
    'You got Yaz.',
    'Take your first pill today.',
    'Start your next pack the day after you end one.',
    'For the next 7 days, use condoms or do not have sex.',
    'Call 911 or go to the emergency room if you have:',
    'Chest pain',
    'does not protect you from HIV',
  ]);
  // Printed alone: no navigation, no other document, and its pages numbered.
  expect(english).not.toContain('All Patients');
  expect(english).not.toContain('Note to primary-care provider');
  // Its pages numbered "page / pages", up to the last.
  const pages = /1 \/ (\d+)/.exec(english)?.[1];
  expect(pages).toBeDefined();
  expect(english).toContain(`${pages} / ${pages}`);

  await answer(page, 'Language of her visit summary', 'Español');
  await expect(page.locator('article[lang="es"]')).toContainText('Resumen de su visita');
  await expectAccessible(page);
  const spanish = await printed(page, 'Print visit summary');
  expectSays(spanish, [
    'Le dimos Yaz.',
    'Tome su primera pastilla hoy.',
    'Por los próximos 7 días, use condón o no tenga sexo.',
    'Llame al 911 o vaya a la sala de emergencias si tiene:',
  ]);
});

test('a referral prints a plan and the reason chosen, in the language of her summary', async ({
  page,
}) => {
  await visitUpToDecision(page);
  await answer(page, 'Decision', 'Refer');
  await page.getByLabel('Refer to').fill('Salem Family Clinic');
  await answer(page, 'Reason', 'Blood pressure high today');
  await step(page, '6. Documents');
  await pharmacy(page);
  const english = await printed(page, 'Print visit summary');
  expectSays(english, [
    'Make a visit at: Salem Family Clinic.',
    'Why: Your blood pressure was high today.',
    'Until you start a birth control method, use condoms each time you have sex.',
    'An emergency pill can stop a pregnancy if you take it within 5 days.',
  ]);
  expect(english).not.toContain('You got');

  await answer(page, 'Language of her visit summary', 'Español');
  const spanish = await printed(page, 'Print visit summary');
  expectSays(spanish, [
    'Haga una cita en: Salem Family Clinic.',
    'Por qué: Su presión salió alta hoy.',
    'Hasta que empiece un método, use condón cada vez que tenga sexo.',
  ]);
  expect(spanish).not.toContain('blood pressure');
});

test('the note to her primary-care provider prints only with her consent', async ({ page }) => {
  await visitUpToDecision(page);
  await answer(page, 'Decision', 'No method today');
  await answer(page, 'Reason', 'Other');
  await page
    .getByLabel('Other reason (printed on her summary as you type it)')
    .fill('She wants to think it over.');
  await step(page, '6. Documents');
  await pharmacy(page);
  const note = page.getByRole('button', { name: 'Print note to primary-care provider' });
  await expect(page.getByRole('button', { name: 'Print visit summary' })).toBeVisible();
  await expect(note).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Note to primary-care provider' })).toHaveCount(0);

  await page
    .getByRole('checkbox', { name: 'She consents to her primary-care provider being told' })
    .check();
  await expect(page.getByRole('article', { name: 'Note to primary-care provider' })).toBeVisible();
  await expectAccessible(page);
  const text = await printed(page, 'Print note to primary-care provider');
  expect(text).toContain('Note to primary-care provider');
  expect(text).toContain('Maya Thompson');
  expect(text).toContain('128/82 mm Hg');
  expect(text).toContain('No method started. Reason: She wants to think it over.');
  expect(text).not.toContain('Your visit summary');
});

test('the downloaded visit record is FHIR R4, with the blood pressure and its LOINC codes', async ({
  page,
}) => {
  await visitUpToDecision(page);
  await prescribeYaz(page);
  await step(page, '6. Documents');
  await pharmacy(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download visit record' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^visit-record-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.json$/,
  );
  const bundle = JSON.parse(await readFile(await download.path(), 'utf8')) as Bundle;
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  expect(fhirProblems(bundle)).toEqual([]);
  const pressure = bundle.entry
    ?.map(({ resource }) => resource)
    .find(
      (resource): resource is Observation =>
        resource?.resourceType === 'Observation' && resource.code.coding?.[0]?.code === '85354-9',
    );
  expect(pressure?.component?.map((part) => part.code.coding?.[0]?.code)).toEqual([
    '8480-6',
    '8462-4',
  ]);
  expect(pressure?.component?.map((part) => part.valueQuantity?.value)).toEqual([128, 82]);
  expect(JSON.stringify(bundle)).toContain(MAYA);
});
