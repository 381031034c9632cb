/** Moving through Maya's visit as a provider does: the visit specs' shared steps. */
import type { Page } from '@playwright/test';
import { MAYA } from '../tests/sample-patients';
import { expect, signedInAs } from './fixtures';
import { pdfPages } from './pdf-text';

export const CHC = 'Combined pill, patch or ring (CHC)';

export async function openVisit(page: Page) {
  await signedInAs(page, 'provider');
  await page.goto(`/d/providers/dashboard/patients/${MAYA}/visit`);
  await expect(page.getByRole('heading', { name: 'Visit', level: 1 })).toBeVisible();
  await expect(page.getByText('Maya Thompson, 24 years')).toBeVisible();
}

/** Her answers gone over with her: the steps after the review open only then. */
export const reviewAnswers = (page: Page) =>
  page.getByRole('checkbox', { name: 'Reviewed with the patient' }).check();

/** Opens a step from the steps' row; its heading takes focus. */
export async function step(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Visit steps' }).getByRole('button', { name }).click();
  await expect(
    page.getByRole('heading', { name: name.replace(/^\d\. /, ''), level: 2 }),
  ).toBeFocused();
}

export async function takeReading(page: Page, legend: string, systolic: string, diastolic: string) {
  const group = page.getByRole('group', { name: legend });
  await group.getByLabel('Systolic (mm Hg)').fill(systolic);
  await group.getByLabel('Diastolic (mm Hg)').fill(diastolic);
}

/** Picks `choice` among the radio buttons of `question`. */
export const answer = (page: Page, question: string, choice: string) =>
  page
    .getByRole('group', { name: question, exact: true })
    .getByRole('radio', { name: choice, exact: true })
    .check();

/** Types `query` in the decision's product picker and clicks the product `brand`. */
export async function chooseProduct(page: Page, query: string, brand: string) {
  await page.getByRole('combobox', { name: 'Product' }).fill(query);
  await page
    .getByRole('listbox', { name: 'Product' })
    .getByRole('option', { name: new RegExp(`^${brand} `) })
    .click();
}

/** Maya's visit at 128/82, criterion 1 met, up to the decision. */
export async function visitUpToDecision(page: Page) {
  await openVisit(page);
  await reviewAnswers(page);
  await step(page, '2. Blood pressure');
  await takeReading(page, 'Reading', '128', '82');
  await step(page, '3. Pregnancy');
  await answer(page, '7 days or fewer after the start of normal menses', 'Yes');
  await answer(page, 'Symptoms or signs of pregnancy', 'No');
  await step(page, '5. Decision');
}

/** Types the pharmacy's details the documents need (kept on the device for the next visit). */
export async function pharmacy(page: Page) {
  await page.getByLabel('Pharmacy', { exact: true }).fill('Main Street Pharmacy');
  await page.getByLabel('Pharmacy phone').fill('503-555-0100');
  await page.getByLabel("Pharmacist's given name").fill('Sam');
  await page.getByLabel("Pharmacist's family name").fill('Lee');
  await page.getByLabel('Licence number').fill('RPH-0012345');
  await page.getByLabel('State of the licence').selectOption('OR');
  await page.getByLabel("Pharmacist's NPI (optional)").fill('1234567893');
}

/** Every one of the sentences is in the text. */
export function expectSays(text: string, sentences: string[]) {
  for (const sentence of sentences) expect(text).toContain(sentence);
}

/** Prints `button`'s document as the browser would, and reads back its PDF's text, page by page. */
export async function printedPages(page: Page, button: string): Promise<string[]> {
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
  return pdfPages(await page.pdf({ format: 'Letter' }));
}

/** Prints `button`'s document as the browser would, and reads back its PDF's text. */
export async function printed(page: Page, button: string): Promise<string> {
  return (await printedPages(page, button)).join('\n');
}
