/**
 * `npm run bench:admin-home`: the administrator home with 500 organizations from the mock API
 * (MOCK_ORGANIZATIONS, scripts/mock-api.ts), in Chromium at 4x CPU slowdown. Prints, for each
 * load of /d/admin, the time from navigation start to the table and to every organization's
 * count shown, and how many providers requests the page had on their way at once (it sends one
 * per organization, src/api/settle-with-limit.ts) and in all.
 */
import type { Request } from '@playwright/test';
import { baseUrl, CPU_SLOWDOWN, describe, launchSlowedBrowser, startApp } from './harness';

const ORGANIZATIONS = 500;
const RUNS = 3;
const PROVIDERS_REQUEST = /\/api\/providers\/organizations\/[^/]+$/;

interface Seen {
  table: number;
  done: number;
  status: string;
}

/**
 * Installed before the page's scripts: `window.__counts` settles with the times, from
 * navigation start, when the table first shows and when it shows with no count still on its
 * way (no progress bar), and the status line then. (A promise read by evaluate: a string for
 * waitForFunction would be eval, which the app's CSP refuses.)
 */
const WATCH_COUNTS = `window.__counts = new Promise((resolve) => {
  let table;
  const watcher = new MutationObserver(() => {
    if (!document.querySelector('table[aria-label="Providers by organization"]')) return;
    table ??= performance.now();
    if (document.querySelector('[aria-label="Counting the providers"]')) return;
    watcher.disconnect();
    const status = document.querySelector('section[aria-label="Providers"] [role="status"]');
    resolve({ table, done: performance.now(), status: status?.textContent });
  });
  watcher.observe(document, { childList: true, subtree: true, characterData: true });
})`;

// startApp hands its environment to the mock API.
process.env.MOCK_ORGANIZATIONS = String(ORGANIZATIONS);
const stop = await startApp();
try {
  const { browser, page } = await launchSlowedBrowser();
  const requests = { total: 0, running: 0, mostAtOnce: 0 };
  const isCount = (request: Request) => PROVIDERS_REQUEST.test(request.url());
  page.on('request', (request) => {
    if (!isCount(request)) return;
    requests.total += 1;
    requests.running += 1;
    requests.mostAtOnce = Math.max(requests.mostAtOnce, requests.running);
  });
  const ended = (request: Request) => {
    if (isCount(request)) requests.running -= 1;
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Sign in as demo administrator' }).click();
  await page.waitForURL(/\/d\/admin$/);
  // Signing in opens /d/admin: its counting ends before the measured loads.
  await page.getByRole('table', { name: 'Providers by organization' }).waitFor();
  await page
    .getByRole('progressbar', { name: 'Counting the providers' })
    .waitFor({ state: 'detached', timeout: 120_000 });
  await page.addInitScript(WATCH_COUNTS);

  const tables: number[] = [];
  const counts: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    while (requests.running > 0) await page.waitForTimeout(50);
    Object.assign(requests, { total: 0, mostAtOnce: 0 });
    await page.goto(`${baseUrl}/d/admin`);
    const { table, done, status } = await page.evaluate<Seen>('window.__counts');
    tables.push(table);
    counts.push(done);
    console.info(
      `  run ${run + 1}: table ${table.toFixed(0)} ms, every count ${done.toFixed(0)} ms, ` +
        `${requests.mostAtOnce} requests at once at most, ${requests.total} in all; "${status}"`,
    );
  }
  await browser.close();

  console.info(
    `Admin home, ${ORGANIZATIONS} organizations, Chromium at ${CPU_SLOWDOWN}x CPU slowdown, ${RUNS} runs`,
  );
  console.info(`  navigation start to the table: ${describe(tables)}`);
  console.info(`  navigation start to every count shown: ${describe(counts)}`);
} finally {
  stop();
}
