/**
 * A shared clinic device: the demo provider signs out and the demo administrator signs in,
 * in the same tab with no reload, and never sees a patient, not even for a frame.
 */
import { samplePatients } from '../src/domain/samples';
import { expect, signedInAs, test } from './fixtures';

const patientTexts = samplePatients.flatMap(({ email, information }) => [
  email,
  String(information.name),
]);

test('the administrator who signs in after a provider never sees a patient', async ({ page }) => {
  await signedInAs(page, 'provider');
  await expect(page.getByRole('link', { name: 'View Maya Thompson' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // From here on, every change to the page is checked for a patient's name or email.
  await page.evaluate((texts) => {
    const seen: string[] = [];
    const check = () => {
      const text = document.body.textContent ?? '';
      seen.push(...texts.filter((each) => text.includes(each)));
    };
    new MutationObserver(check).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    check();
    (window as unknown as { patientTextsSeen: string[] }).patientTextsSeen = seen;
  }, patientTexts);

  await page.getByRole('button', { name: 'Sign in as demo administrator' }).click();
  await expect(page).toHaveURL(/\/d\/admin$/);
  await expect(page.getByRole('table', { name: 'Providers by organization' })).toBeVisible();
  await page.getByRole('link', { name: 'View all organizations' }).click();
  await expect(page).toHaveURL(/\/d\/admin\/organizations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();

  const seen = await page.evaluate(
    () => (window as unknown as { patientTextsSeen: string[] }).patientTextsSeen,
  );
  expect(seen).toEqual([]);
});
