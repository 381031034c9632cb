import { serveFakeClerk } from './fake-clerk';
import { expect, expectAccessible, signedInAs, signInAs, test, urls } from './fixtures';

test('the demo provider lands on the patients route', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('ContraRx - Login');
  await expect(page.getByRole('complementary', { name: 'Demo' })).toContainText('Demo');
  await expectAccessible(page);
  await signInAs(page, 'provider');
  await expect(page).toHaveURL(/\/d\/providers\/dashboard\/patients$/);
  await expect(page.getByRole('link', { name: 'All Patients' })).toBeVisible();
  await expect(page.getByTestId('global-container')).toBeVisible();
  await expectAccessible(page);
});

test('the demo administrator lands on /d/admin', async ({ page }) => {
  await signInAs(page, 'administrator');
  await expect(page).toHaveURL(/\/d\/admin$/);
  await expect(page).toHaveTitle('ContraRx - Administration');
  await expect(page.getByRole('navigation', { name: 'Administration' })).toContainText(
    'Organizations',
  );
  await expectAccessible(page);
});

test('sign-out returns to /login and Back shows no signed-in page', async ({ page }) => {
  await signInAs(page, 'provider');
  await expect(page.getByRole('link', { name: 'All Patients' })).toBeVisible();
  // A second signed-in page, so Back has one to return to.
  await page.goto('/d/providers/dashboard');
  await expect(page.getByRole('link', { name: 'All Patients' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in as demo provider' })).toBeVisible();
  // Signing out is not a session that ended by itself.
  await expect(page.getByText('Your session has ended')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  for (const email of ['maya', 'priya', 'sofia', 'jasmine', 'hannah']) {
    await expect(page.getByText(new RegExp(email, 'i'))).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'All Patients' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in as demo provider' })).toBeVisible();
});

test('a signed-in visitor of /login goes to /d', async ({ page }) => {
  await signedInAs(page, 'administrator');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/d\/admin$/);
});

test('demo sign-up explains that it needs a Clerk key', async ({ page }) => {
  await page.goto('/signup');
  await expect(page).toHaveTitle('ContraRx - Sign Up');
  await expect(page.getByText(/needs a configured Clerk key/)).toBeVisible();
  await expectAccessible(page);
});

test('/authme greets the signed-in person and registers them', async ({ page }) => {
  const register = page.waitForRequest('**/api/auth/register');
  await signedInAs(page, 'provider');
  await page.goto('/authme');
  await expect(page.getByRole('heading', { name: "Hi, you're signed in" })).toBeVisible();
  expect((await register).method()).toBe('POST');
  await expectAccessible(page);
});

test('/after_signup registers the account and says what comes next', async ({ page }) => {
  await signedInAs(page, 'provider');
  await page.goto('/after_signup');
  await expect(page).toHaveTitle('ContraRx - Post Sign Up Steps');
  await expect(page.getByText(/Your account is set up/)).toBeVisible();
  await expectAccessible(page);
});

// No open redirect: a sign-in link naming another origin leaves the person in the app.
const FOREIGN = encodeURIComponent('https://other.clinic.example/steal');

test('signing in from a link with a foreign redirect_url lands on /d', async ({ page }) => {
  await page.goto(`/login?redirect_url=${FOREIGN}`);
  await page.getByRole('button', { name: 'Sign in as demo provider' }).click();
  await expect(page).toHaveURL(/\/d\/providers\/dashboard\/patients$/);
});

test("the connected build's sign-in drops a foreign redirect_url before Clerk reads it", async ({
  page,
}) => {
  await serveFakeClerk(page, { signedIn: false });
  await page.goto(
    `${urls.connected}/login?redirect_url=${FOREIGN}&sign_in_force_redirect_url=${FOREIGN}&lang=en`,
  );
  await expect(page).toHaveURL(`${urls.connected}/login?lang=en`);
  await expect(page.getByRole('region', { name: 'Sign in' })).toBeVisible();
});
