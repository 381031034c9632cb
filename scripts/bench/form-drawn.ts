/**
 * When the benchmarks count the patient form as drawn. The form shows its first section with
 * the page and draws the others a slice at a time after it (docs/architecture.md, "Budgets"), so
 * a benchmark that measures the whole form waits until every section's heading is in it.
 */
import type { Page } from '@playwright/test';
import { fieldsOfSection, sections } from '../../src/domain/intake/catalog';

/** The form's section headings, one for each catalog section once every one is drawn. */
export const SECTION_HEADINGS = 'main form h2[id^="intake-section-"]';

/** The form's last question, a lab panel shown to every patient: drawn in the last slice. */
const lastQuestion = fieldsOfSection(sections.at(-1)!.id).at(-1)!;

/**
 * Resolves once every section's heading and the form's last question are in the page. With
 * locators, not a function run in the page: the app's content security policy allows no eval.
 */
export async function wholeFormDrawn(page: Page, timeout = 60_000): Promise<void> {
  await page
    .locator(SECTION_HEADINGS)
    .nth(sections.length - 1)
    .waitFor({ timeout });
  await page.locator('main form legend', { hasText: lastQuestion.label }).waitFor({ timeout });
}
