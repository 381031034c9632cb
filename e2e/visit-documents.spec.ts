/**
 * The visit's documents on the production build (issue 23): the visit summary printed alone, in
 * English and in Spanish, read back from the PDF; a referral's; the note to her primary-care
 * provider only with her consent; the visit record downloaded and validated as FHIR R4.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Bundle, Observation } from '@medplum/fhirtypes';
import { fhirProblems } from '../tests/fhir-r4';
import { MAYA } from '../tests/sample-patients';
import { expect, expectAccessible, test } from './fixtures';
import { pdfPages } from './pdf-text';
import { answer, CHC, openVisit, step, takeReading } from './visit-steps';

/** Maya's visit at 128/82, criterion 1 met, up to the decision. */
async function visitUpToDecision(page: Page) {
  await openVisit(page);
  await step(page, '2. Blood pressure');
  await takeReading(page, 'Reading', '128', '82');
  await step(page, '3. Pregnancy');
  await answer(page, '7 days or fewer after the start of normal menses', 'Yes');
  await answer(page, 'Symptoms or signs of pregnancy', 'No');
  await step(page, '5. Decision');
}

/** Prescribes Yaz, a combined pill, which the visit allows. */
async function prescribeYaz(page: Page) {
  await answer(page, 'Decision', 'Prescribe');
  await page
    .getByRole('group', { name: 'Method', exact: true })
    .getByRole('radio', { name: CHC })
    .check();
  await page.getByLabel('Product').selectOption('Yaz');
}

async function pharmacy(page: Page) {
  await page.getByLabel('Pharmacy', { exact: true }).fill('Main Street Pharmacy');
  await page.getByLabel('Pharmacy phone').fill('503-555-0100');
  await page.getByLabel("Pharmacist's name").fill('Sam Lee');
}

/** Every one of the sentences is in the text. */
function expectSays(text: string, sentences: string[]) {
  for (const sentence of sentences) expect(text).toContain(sentence);
}

/** Prints `button`'s document as the browser would, and reads back its PDF's text. */
async function printed(page: Page, button: string): Promise<string> {
  // The browser's print dialog cannot be answered here: the page prints to PDF instead, once the
  // app has asked the browser to print (its print marks are set by then).
  await page.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => void (counted.printed += 1);
  });
  await page.getByRole('button', { name: button }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBe(1);
  await expect(page.locator('[data-print-root]')).toBeAttached();
  return (await pdfPages(await page.pdf({ format: 'Letter' }))).join('\n');
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
    'Start today.',
    'For the next 7 days, use condoms or do not have sex.',
    'Get care right away if you have:',
    'Chest pain',
  ]);
  // Printed alone: no navigation, no other document, and its pages numbered.
  expect(english).not.toContain('All Patients');
  expect(english).not.toContain('Note to primary-care provider');
  expect(english).toMatch(/1 \/ 1/);

  await answer(page, 'Language of her visit summary', 'Español');
  await expect(page.locator('article[lang="es"]')).toContainText('Resumen de su visita');
  await expectAccessible(page);
  const spanish = await printed(page, 'Print visit summary');
  expectSays(spanish, [
    'Le dimos Yaz.',
    'Empiece hoy.',
    'Por los próximos 7 días, use condón o no tenga sexo.',
    'Busque ayuda de inmediato si tiene:',
  ]);
});

test('a referral prints where she was sent and why', async ({ page }) => {
  await visitUpToDecision(page);
  await answer(page, 'Decision', 'Refer');
  await page.getByLabel('Refer to').fill('Salem Family Clinic');
  await page.getByLabel('Reason').fill('She asks for an IUD, which is placed there.');
  await step(page, '6. Documents');
  await pharmacy(page);
  const text = await printed(page, 'Print visit summary');
  expect(text).toContain('We sent you to: Salem Family Clinic.');
  expect(text).toContain('Why: She asks for an IUD, which is placed there.');
  expect(text).not.toContain('You got');
});

test('the note to her primary-care provider prints only with her consent', async ({ page }) => {
  await visitUpToDecision(page);
  await answer(page, 'Decision', 'No method today');
  await page.getByLabel('Reason').fill('She wants to think it over.');
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
