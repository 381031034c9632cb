import { expect, expectAccessible, signedInAs, signInAs, test } from './fixtures';

test('signed-out visitors of signed-in pages go to /login', async ({ page }) => {
  for (const path of ['/d', '/d/admin/organizations', '/d/providers/dashboard/patients']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('a provider cannot open the administrator area', async ({ page }) => {
  await signedInAs(page, 'provider');
  await page.goto('/d/admin/organizations');
  await expect(page).toHaveURL(/\/d\/providers\/dashboard\/patients$/);
});

test('an administrator cannot open the provider dashboard', async ({ page }) => {
  await signedInAs(page, 'administrator');
  await page.goto('/d/providers/dashboard');
  await expect(page).toHaveURL(/\/d\/admin$/);
});

test('a failed login says so and can be tried again', async ({ page }) => {
  await page.route('**/api/auth/login', (route) => route.fulfill({ status: 500, body: 'down' }));
  await signInAs(page, 'provider');
  await expect(page.getByText('An unexpected error has occurred. Please try again.')).toBeVisible();
  await expectAccessible(page);
  await page.unroute('**/api/auth/login');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/patients$/);
});

test('a failed whoami alerts in the administrator area', async ({ page }) => {
  await signedInAs(page, 'administrator');
  await page.route('**/api/auth/whoami', (route) => route.abort('connectionreset'));
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('A fatal error has occured.');
});

test('a person with no role gets a no-access screen, not a loop', async ({ page }) => {
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({ json: { user_type: 'patient' } }),
  );
  await signInAs(page, 'provider');
  await expect(page.getByRole('heading', { name: 'No access yet' })).toBeVisible();
  await expect(page).toHaveURL(/\/d$/);
  await expectAccessible(page);
});
