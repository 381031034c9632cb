import { gzipSync } from 'node:zlib';
import { expect, expectAccessible, test, urls } from './fixtures';

test('an unknown URL shows the error page with a not-found line', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(page.getByText('Sorry, an unexpected error has occurred.')).toBeVisible();
  await expect(page.getByText(/Not Found/)).toBeVisible();
  await expect(page.getByTestId('global-container')).toBeVisible();
  await expectAccessible(page);
});

test('a malformed Clerk key shows a configuration error naming the variable', async ({ page }) => {
  await page.goto(`${urls.misconfigured}/login`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Configuration error');
  await expect(alert).toContainText('VITE_CLERK_PUBLISHABLE_KEY');
  await expect(alert).toContainText('pk_live_');
  await expectAccessible(page);
});

test('when Clerk cannot load, the person is told and can retry', async ({ page }) => {
  const clerkScript = page.waitForRequest(/\/npm\/@clerk\/clerk-js@/);
  await page.goto(`${urls.connected}/login`);
  // The pinned version, from the key's Frontend API (unreachable here, as if Clerk were down).
  expect((await clerkScript).url()).toBe(
    'https://contrarx-e2e.clerk.accounts.dev/npm/@clerk/clerk-js@6.40.0/dist/clerk.browser.js',
  );
  await expect(page.getByRole('heading', { name: 'Sign-in is unavailable' })).toBeVisible();
  await expectAccessible(page);
  const reload = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Try again' }).click();
  await reload;
});

test('the connected first screen loads at most 150 KB of gzipped JS', async ({ page }) => {
  const scripts = new Map<string, number>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== urls.connected || !url.pathname.endsWith('.js')) return;
    reading.push(
      response.body().then((body) => void scripts.set(url.pathname, gzipSync(body).length)),
    );
  });
  await page.goto(`${urls.connected}/login`);
  await expect(page.getByRole('heading', { name: 'Sign-in is unavailable' })).toBeVisible();
  // Every script the screen asked for, each one read whole: none counted short, none left over.
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  console.info(
    `first screen JS (gzip): ${(total / 1000).toFixed(1)} kB in ${scripts.size} files\n` +
      [...scripts].map(([path, size]) => `  ${path} ${(size / 1000).toFixed(1)} kB`).join('\n'),
  );
  expect(scripts.size).toBeGreaterThan(0);
  expect([...scripts.keys()].some((path) => /msw|mock|browser/i.test(path))).toBe(false);
  expect(total).toBeLessThanOrEqual(150_000);
});
