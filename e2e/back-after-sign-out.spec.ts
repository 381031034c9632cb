/**
 * Back after signing out (ASVS 3.3.1; docs/architecture.md, "Sessions"): a provider opens a
 * patient's summary as a full page load, goes to the patient list and signs out; Back, through
 * the whole history of the tab, shows no patient and asks the API for none. The page the
 * summary's load left (the patient list, signed in) is in the browser's back-forward cache:
 * restored, it must not come back signed in. Each mode that runs here: the demo over HTTP, the
 * demo with its service worker, and the connected build with the fake Clerk.
 */
import type { Page } from '@playwright/test';
import { MAYA } from '../tests/sample-patients';
import { serveFakeClerk } from './fake-clerk';
import { expect, signedInAs, test, urls } from './fixtures';
import { pathsAsked } from './api-paths';

// Playwright starts Chromium with the back-forward cache off (`--disable-back-forward-cache`,
// so its own Back waits for a load); a provider's browser has it on.
test.use({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({ ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] }),
    { scope: 'worker' },
  ],
});

const RESTORED = 'e2e: restored from the back-forward cache';

/** Counts the pages the browser restores from its back-forward cache, from now on. */
async function countRestores(page: Page): Promise<() => number> {
  let restores = 0;
  page.on('console', (message) => {
    if (message.text() === RESTORED) restores += 1;
  });
  await page.addInitScript((said) => {
    addEventListener('pageshow', (event) => {
      if (event.persisted) console.info(said);
    });
  }, RESTORED);
  return () => restores;
}

/** Signed in on the patient list: a summary as a full page load, the list, sign out, Back. */
async function signOutAndGoBack(page: Page, base: string) {
  await page.goto(`${base}/d/providers/dashboard/patients/${MAYA}/summary`);
  await expect(page.getByRole('heading', { level: 1, name: 'Intake Summary' })).toBeVisible();
  await page.getByRole('link', { name: 'All Patients' }).click();
  await expect(page.getByRole('link', { name: /Maya Thompson/ }).first()).toBeVisible();
  const sent = pathsAsked(page, '/api/patients');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // A page restored from the cache fires no load event: each step waits for what shows. A step
  // onto an entry that redirects at once aborts the browser's own navigation: fine.
  for (let step = 0; step < 4; step += 1) {
    await page.goBack({ waitUntil: 'commit' }).catch(() => undefined);
    await expect(page.getByText('Maya Thompson')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'All Patients' })).toHaveCount(0);
  }
  expect(sent).toEqual([]);
}

test('Back after sign-out shows no patient data and sends no patient request (demo, mock API over HTTP)', async ({
  page,
}) => {
  const restores = await countRestores(page);
  await signedInAs(page, 'provider');
  await signOutAndGoBack(page, urls.demo);
  expect(restores()).toBeGreaterThan(0);
});

test('Back after sign-out shows no patient data and sends no patient request (demo, service worker)', async ({
  page,
  context,
}) => {
  // MSW's worker unregisters itself when the last page it serves goes (mockServiceWorker.js,
  // CLIENT_CLOSED), and the browser then drops the cached page: with the demo open in a
  // second tab the worker stays, and Back can restore the page.
  const other = await context.newPage();
  await other.goto(`${urls['demo-worker']}/login`);
  const restores = await countRestores(page);
  await page.goto(`${urls['demo-worker']}/login`);
  await page.getByRole('button', { name: 'Sign in as demo provider' }).click();
  await expect(page).toHaveURL(/\/d\/providers\/dashboard\/patients$/);
  await signOutAndGoBack(page, urls['demo-worker']);
  expect(restores()).toBeGreaterThan(0);
});

test('Back after sign-out shows no patient data and sends no patient request (connected, Clerk)', async ({
  page,
}) => {
  const restores = await countRestores(page);
  await serveFakeClerk(page, {});
  await page.goto(`${urls.connected}/d/providers/dashboard/patients`);
  await expect(page.getByRole('link', { name: /Maya Thompson/ }).first()).toBeVisible();
  await signOutAndGoBack(page, urls.connected);
  expect(restores()).toBeGreaterThan(0);
});
