/**
 * The automatic logoff fails closed (docs/architecture.md, "Security"): on the connected build,
 * with the network gone at the 20-minute mark, the page shows no patient value and stays
 * locked, trying again, until Clerk's sign-out succeeds.
 */
import { expect, test, urls } from './fixtures';
import { serveFakeClerk } from './fake-clerk';
import { samplePatients } from '../src/domain/samples';

const MAYA = samplePatients[0]!;

test('offline at 20 minutes: no patient value on screen, locked until signing out succeeds', async ({
  page,
}) => {
  let clerkReachable = true;
  const clerk = await serveFakeClerk(page, { reachable: () => clerkReachable });
  await page.clock.install();
  await page.goto(`${urls.connected}/d/providers/dashboard/patients/${MAYA.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Thompson' })).toBeVisible();

  await page.context().setOffline(true);
  clerkReachable = false;
  await page.clock.fastForward('15:00');
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
  await page.clock.fastForward('05:00');

  const lock = page.getByRole('heading', { name: 'Signing out' });
  await expect(lock).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'Signing out has not finished: the sign-in service could not be reached.',
  );
  const shown = () => page.locator('body').innerText();
  for (const value of [MAYA.information.name, MAYA.email])
    expect(await shown()).not.toContain(value);
  await expect(page.locator('input, textarea, select')).toHaveCount(0);

  // Minutes pass, someone touches the screen: still locked, and still trying.
  await page.mouse.click(10, 10);
  await page.clock.fastForward('02:00');
  await expect(lock).toBeVisible();
  for (const value of [MAYA.information.name, MAYA.email])
    expect(await shown()).not.toContain(value);
  await expect.poll(() => clerk.signOutRequests()).toBeGreaterThan(2);
  expect(page.url()).toBe(`${urls.connected}/d/providers/dashboard/patients/${MAYA.uuid}`);

  // Back online: the sign-out goes through at once, and the sign-in page says why.
  clerkReachable = true;
  await page.context().setOffline(false);
  await expect(page).toHaveURL(`${urls.connected}/login`);
  await expect(
    page.getByRole('status').filter({ hasText: 'You were signed out after 20 minutes' }),
  ).toBeVisible();
});

test("the tablet's logoff fails closed too, and returns to its welcome screen once signed out", async ({
  page,
}) => {
  let clerkReachable = true;
  await serveFakeClerk(page, { reachable: () => clerkReachable });
  await page.clock.install();
  await page.goto(`${urls.connected}/welcome`);
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.context().setOffline(true);
  clerkReachable = false;
  await page.clock.fastForward('20:00');
  await expect(page.getByRole('heading', { name: 'Cerrando la sesión' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'La tableta no pudo terminar de cerrar la sesión porque no está conectada.',
  );
  await expect(page.locator('button', { hasText: 'Staff' })).toHaveCount(0);

  clerkReachable = true;
  await page.context().setOffline(false);
  await expect(page).toHaveURL(`${urls.connected}/welcome`);
  await expect(page.getByRole('heading', { name: 'Cerrando la sesión' })).toHaveCount(0);
});
