/**
 * One idle clock for any signed-in state (ASVS 3.3.2; docs/architecture.md, "Sessions"): the
 * screens outside the signed-in area's pages log off at the limit too. The demo build has no
 * idle settings: the defaults, 15 and 20 minutes, on the page's own clock.
 */
import { expect, signedInAs, test } from './fixtures';

test('a not-found page logs off at 20 minutes', async ({ page }) => {
  await page.clock.install();
  await signedInAs(page, 'provider');
  await page.goto('/d/providers/no-such-page');
  await expect(page.getByText('Not Found: there is no page at this address.')).toBeVisible();

  await page.clock.fastForward('15:00');
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
  await page.clock.fastForward('05:00');
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'You were signed out after 20 minutes' }),
  ).toBeVisible();

  // Back: the patient list of before is not there to see.
  await page.goBack();
  await page.waitForLoadState();
  await expect(page.getByRole('link', { name: 'All Patients' })).toHaveCount(0);
  await expect(page.getByText('Maya Thompson')).toHaveCount(0);
});

test('the locked tablet logs off at 20 minutes', async ({ page }) => {
  await page.clock.install();
  await signedInAs(page, 'provider');
  await page.getByRole('link', { name: 'Patient tablet mode' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await page.goto('/d/providers/dashboard/patients');
  const locked = page.getByRole('heading', { level: 1, name: 'Staff sign-in required' });
  await expect(locked).toBeVisible();

  // No warning asks whoever is at the tablet to keep the provider's session.
  await page.clock.fastForward('19:00');
  await expect(locked).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(
    page.getByRole('heading', { name: 'Ask a staff member to start the tablet' }),
  ).toBeVisible();

  // No new patient's turn starts without a provider's session: the tablet asks for staff.
  await page.goto('/welcome');
  await expect(
    page.getByRole('heading', { name: 'Ask a staff member to start the tablet' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toHaveCount(0);
});
