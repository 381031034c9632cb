/** The patient form as the session specs use it: Maya's record, opened from the list. */
import type { Page } from '@playwright/test';
import { MAYA } from '../tests/sample-patients';
import { expect } from './fixtures';

export const EDIT_MAYA = `/d/providers/dashboard/patients/${MAYA}`;
const RESTORE = 'Restore unsaved changes?';

export const field = (page: Page, key: string) => page.locator(`main form [name="${key}"]`);

/**
 * Opens Maya's form from the patient list. In-app, never page.goto: values kept at the end
 * of a session live in the tab's memory, which a page load starts afresh.
 */
export async function openMayaFromList(page: Page) {
  await page.getByRole('link', { name: 'View Maya Thompson' }).click();
  await expect(page).toHaveURL(new RegExp(`${EDIT_MAYA}$`));
  await expect(field(page, 'weight')).toHaveValue('132');
}

/** Several changes, typed. */
const TYPED = { weight: '150', ethnicity: 'Prefers not to say', allergies: 'latex' };

export async function typeChanges(page: Page) {
  for (const [key, text] of Object.entries(TYPED)) await field(page, key).fill(text);
}

export async function expectTypedValues(page: Page) {
  for (const [key, text] of Object.entries(TYPED)) await expect(field(page, key)).toHaveValue(text);
}

/** Signs in again from the sign-in page as the demo provider and restores what was kept. */
export async function signInAgainAndRestore(page: Page) {
  await page.getByRole('button', { name: 'Sign in as demo provider' }).click();
  await expect(page).toHaveURL(/\/d\/providers\/dashboard\/patients$/);
  await page.getByRole('link', { name: 'View Maya Thompson' }).click();
  const offer = page.getByRole('dialog', { name: RESTORE });
  await offer.getByRole('button', { name: 'Restore unsaved changes' }).click();
  await expect(offer).toBeHidden();
}
