/**
 * The visit's documents on the production build: the visit summary printed alone, in
 * English and in Spanish, read back from the PDF, every page headed by her name and date of
 * birth and numbered; a referral's; the note to her primary-care provider only with her
 * consent, addressed and with a line to sign; no "0 days" anywhere; the visit record downloaded
 * and validated as FHIR R4; and the printed recommendations, headed and numbered the same way.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type {
  Bundle,
  MedicationRequest,
  Observation,
  Patient,
  Practitioner,
} from '@medplum/fhirtypes';
import { NO_RECORD_PROBLEMS, recordProblems, recordWarnings } from '../tests/fhir-r4';
import { intake } from '../tests/safety-records';
import { MAYA } from '../tests/sample-patients';
import { expect, expectAccessible, test } from './fixtures';
import { ownPatient } from './own-patient';
import { pdfPages } from './pdf-text';
import {
  answer,
  chooseProduct,
  expectSays,
  openVisit,
  pharmacy,
  printed,
  printedPages,
  reviewAnswers,
  step,
  visitUpToDecision,
} from './visit-steps';

const MAYA_HEADER = 'Maya Thompson · Date of birth: March 14, 2002';

/**
 * Every page carries `header` and "`words.page` i `words.of` n", n the number of pages; the
 * pages' text is read with its runs of spaces made one.
 */
function expectEveryPage(
  pages: string[],
  header: string,
  words: { page: string; of: string } = { page: 'Page', of: 'of' },
) {
  pages.forEach((text, index) => {
    const flat = text.replace(/\s+/g, ' ');
    expect(flat, `page ${index + 1}`).toContain(header);
    expect(flat, `page ${index + 1}`).toContain(
      `${words.page} ${index + 1} ${words.of} ${pages.length}`,
    );
  });
}

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

  const englishPages = await printedPages(page, 'Print visit summary');
  const english = englishPages.join('\n');
  expectSays(english, [
    'You got Yaz (drospirenone 3 mg, ethinyl estradiol 0.02 mg).',
    'Take your first pill today.',
    'Start your next pack the day after you end one.',
    'For the next 7 days, use condoms or do not have sex.',
    'Call 911 or go to the emergency room if you have:',
    'Chest pain',
    'does not protect you from HIV',
  ]);
  // Printed alone: no navigation, no other document.
  expect(english).not.toContain('All Patients');
  expect(english).not.toContain('Note to primary-care provider');
  // Long enough for two pages or more, each headed by her name and date of birth, and numbered.
  expect(englishPages.length).toBeGreaterThanOrEqual(2);
  expectEveryPage(englishPages, MAYA_HEADER);
  expect(englishPages[0]).toContain(`Page 1 of ${englishPages.length}`);

  await answer(page, 'Language of her visit summary', 'Español');
  await expect(page.locator('article[lang="es"]')).toContainText('Resumen de su visita');
  await expectAccessible(page);
  const spanishPages = await printedPages(page, 'Print visit summary');
  expectSays(spanishPages.join('\n'), [
    'Le dimos Yaz (drospirenone 3 mg, ethinyl estradiol 0.02 mg).',
    'Tome su primera pastilla hoy.',
    'Por los próximos 7 días, use condón o no tenga sexo.',
    'Llame al 911 o vaya a la sala de emergencias si tiene:',
  ]);
  expect(spanishPages.length).toBeGreaterThanOrEqual(2);
  expectEveryPage(spanishPages, 'Maya Thompson · Fecha de nacimiento: 14 de marzo de 2002', {
    page: 'Página',
    of: 'de',
  });
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
  // Addressed to someone before it can be printed.
  await expect(page.getByText('Before the note, give her primary-care provider.')).toBeVisible();
  await expect(note).toHaveCount(0);
  await page
    .getByLabel('Her primary-care provider (name, clinic)')
    .fill('Dr. Ana Ruiz, Salem Family Clinic');
  await expect(page.getByRole('article', { name: 'Note to primary-care provider' })).toBeVisible();
  await expectAccessible(page);
  const pages = await printedPages(page, 'Print note to primary-care provider');
  const text = pages.join('\n');
  expect(text).toContain('Note to primary-care provider');
  expectSays(text, [
    'To',
    'Dr. Ana Ruiz, Salem Family Clinic',
    'Maya Thompson',
    '128/82 mm Hg',
    'No method started. Reason: She wants to think it over.',
    // The pharmacist's signature line: who signs, the licence and the day.
    "Pharmacist's signature",
    'Sam Lee, Oregon licence RPH-0012345',
    'Date: ',
  ]);
  expect(text).not.toContain('Your visit summary');
  expectEveryPage(pages, MAYA_HEADER);
});

test('no document counts "0 days": a start that needs no back-up says so', async ({ page }) => {
  await visitUpToDecision(page);
  await prescribeYaz(page);
  // Day 3 of her cycle: a combined pill started then needs no back-up (U.S. SPR 2024).
  await page.getByLabel('Days since her last period started').fill('2');
  await step(page, '6. Documents');
  await pharmacy(page);
  await page
    .getByRole('checkbox', { name: 'She consents to her primary-care provider being told' })
    .check();
  await page.getByLabel('Her primary-care provider (name, clinic)').fill('Dr. Ana Ruiz');

  const summary = await printed(page, 'Print visit summary');
  expect(summary).toContain('You do not need a back-up method.');
  const note = await printed(page, 'Print note to primary-care provider');
  expect(note).toContain(
    'Prescribed Yaz (drospirenone 3 mg, ethinyl estradiol 0.02 mg), a combined pill.',
  );
  expect(note).toContain('Started today; no back-up needed.');
  await answer(page, 'Language of her visit summary', 'Español');
  const spanish = await printed(page, 'Print visit summary');
  expect(spanish).toContain('No necesita un método de respaldo.');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download visit record' }).click();
  const record = await readFile(await (await downloading).path(), 'utf8');
  expect(record).toContain('No back-up method needed.');
  for (const [name, text] of Object.entries({ summary, note, spanish, record })) {
    expect(text.replace(/\s+/g, ' '), name).not.toMatch(/\b0 (days|días)\b/);
  }
});

test('the downloaded visit record is a valid FHIR R4 document, with the blood pressure and its LOINC codes', async ({
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
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'document' });
  expect(bundle.entry?.[0]?.resource?.resourceType).toBe('Composition');
  // The same validators and profiles as the record's unit tests (docs/fhir-record.md).
  expect(recordProblems(bundle)).toEqual(NO_RECORD_PROBLEMS);
  expect(recordWarnings(bundle)).toEqual([]);
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
  // Known by the visit's uuid, stamped at the instant it was made, not at midnight UTC.
  expect(bundle.identifier?.value).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
  expect(bundle.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(Date.now() - Date.parse(bundle.timestamp!)).toBeLessThan(10 * 60_000);
  // Her intake's date of birth, gender and sex assigned at birth (female, female).
  const patient = bundle.entry?.find(({ resource }) => resource?.resourceType === 'Patient')
    ?.resource as Patient | undefined;
  expect(patient).toMatchObject({
    name: [{ family: 'Thompson', given: ['Maya'] }],
    birthDate: '2002-03-14',
    gender: 'female',
    extension: [
      { url: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-birthsex', valueCode: 'F' },
    ],
  });
  // The pharmacist by NPI and the Oregon licence; the prescription with its timing.
  const practitioner = bundle.entry?.find(
    ({ resource }) => resource?.resourceType === 'Practitioner',
  )?.resource as Practitioner | undefined;
  expect(practitioner?.identifier).toMatchObject([
    { system: 'http://hl7.org/fhir/sid/us-npi', value: '1234567893' },
    { value: 'RPH-0012345', assigner: { display: 'State of Oregon' } },
  ]);
  const request = bundle.entry?.find(
    ({ resource }) => resource?.resourceType === 'MedicationRequest',
  )?.resource as MedicationRequest | undefined;
  expect(request?.dosageInstruction?.[0]?.timing?.repeat).toMatchObject({
    frequency: 1,
    period: 1,
    periodUnit: 'd',
  });
});

test('a name that is not plain text heads each printed page as typed, and nothing more', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  // Quotes, a backslash and markup that would end the page's CSS string or its style element.
  const name = `Zoë "Q" \\ </style><style>@page{} O’Brien-${run}`;
  const uuid = await ownPatient(
    page.request,
    `zoe.${run}@example.com`,
    intake({ name, date_of_birth: '1995-01-01' }),
  );

  await openVisit(page);
  await page.goto(`/d/providers/dashboard/patients/${uuid}/visit`);
  await reviewAnswers(page);
  await step(page, '5. Decision');
  await answer(page, 'Decision', 'No method today');
  await answer(page, 'Reason', 'She chose not to start a method today');
  await step(page, '6. Documents');
  await pharmacy(page);
  const pages = await printedPages(page, 'Print visit summary');
  expectEveryPage(pages, `${name} · Date of birth: January 1, 1995`);
  expect(pages.join(' ')).toContain('You did not start a birth control method today.');
});

test('every printed page of her recommendations is headed by her name and date of birth', async ({
  page,
}) => {
  await openVisit(page);
  await page.goto(`/d/providers/dashboard/patients/${MAYA}/recommendations`);
  await expect(page.getByRole('heading', { name: 'Option 1' })).toBeVisible();
  await expect(page.getByText('Maya Thompson').first()).toBeVisible();
  const pages = await pdfPages(await page.pdf({ format: 'Letter', printBackground: true }));
  expect(pages.length).toBeGreaterThanOrEqual(2);
  expectEveryPage(pages, MAYA_HEADER);
});
