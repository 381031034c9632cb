/** Moving through Maya's visit as a provider does: the visit specs' shared steps. */
import type { Page } from '@playwright/test';
import { MAYA } from '../tests/sample-patients';
import { expect, signedInAs } from './fixtures';

export const CHC = 'Combined pill, patch or ring (CHC)';

export async function openVisit(page: Page) {
  await signedInAs(page, 'provider');
  await page.goto(`/d/providers/dashboard/patients/${MAYA}/visit`);
  await expect(page.getByRole('heading', { name: 'Visit', level: 1 })).toBeVisible();
  await expect(page.getByText('Maya Thompson, 24 years')).toBeVisible();
}

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
