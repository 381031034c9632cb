/**
 * Patient data stays out of the browser's stores (docs/architecture.md, "Security"): after a whole
 * provider session, nothing a patient field held is in web storage, IndexedDB, Cache Storage,
 * cookies, any URL the page visited or the console, and no token is logged. localStorage holds
 * one entry, the pharmacy's details typed on a visit's documents, kept for that provider on the
 * device (docs/adr/0011-pharmacy-details-kept-on-the-device.md): the pharmacy's, and nothing of a
 * patient's. The demo with its mock API in the page keeps its database in sessionStorage, and
 * sign-out wipes it.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { samplePatients } from '../src/domain/samples';
import { answerRequiredInPage } from './fault-forms';
import { expect, signedInAs, test, urls } from './fixtures';
import { pharmacy, reviewAnswers, step } from './visit-steps';

const LIST = /\/d\/providers\/dashboard\/patients$/;
const DEMO_NOTICE = 'This is a demo: do not enter real patient data. Use made-up details only.';

/** The one entry the app keeps in localStorage: the demo provider's pharmacy details. */
const PHARMACY_DETAILS = 'contrarx.pharmacyDetails.user_demo_provider';

/** Every sample patient's name and email: the mock API's seed, loaded by the list and forms. */
const seeded = samplePatients.flatMap(({ email, information }) => [
  email,
  String(information.name),
]);

const field = (page: Page, key: string) => page.locator(`main form [name="${key}"]`);

/** What the page's origin keeps: web storage, every IndexedDB database and every cache. */
function pageStores(page: Page): Promise<Record<string, string> & { localStorage: string }> {
  return page.evaluate(async () => {
    const request = <T>(open: IDBRequest<T> | IDBOpenDBRequest) =>
      new Promise<T>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result as T);
        open.onerror = () => reject(open.error);
      });
    const databases = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await request<IDBDatabase>(indexedDB.open(name));
      for (const store of Array.from(database.objectStoreNames)) {
        const records = await request(database.transaction(store).objectStore(store).getAll());
        databases.push({ name, store, records });
      }
      database.close();
    }
    const cached = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const entry of await cache.keys()) {
        cached.push({ name, url: entry.url, body: await (await cache.match(entry))?.text() });
      }
    }
    const entries = (storage: Storage) => JSON.stringify(Object.entries(storage));
    return {
      localStorage: entries(localStorage),
      sessionStorage: entries(sessionStorage),
      indexedDB: JSON.stringify(databases),
      cacheStorage: JSON.stringify(cached),
    };
  });
}

async function browserStores(
  page: Page,
  context: BrowserContext,
): Promise<Record<string, string> & { localStorage: string }> {
  return { ...(await pageStores(page)), cookies: JSON.stringify(await context.cookies()) };
}

/** The needles in a haystack, compared case-blind and after URL decoding. */
function found(haystack: string, needles: readonly string[]): string[] {
  let decoded = haystack;
  try {
    decoded = decodeURIComponent(haystack);
  } catch {
    // Not URL-encoded text: compare it as it is.
  }
  const text = `${haystack}\n${decoded}`.toLowerCase();
  return needles.filter((needle) => text.includes(needle.toLowerCase()));
}

/** Per store (or URL, or console line), the needles it holds; empty when it holds none. */
function leaks(places: Record<string, string>, needles: readonly string[]) {
  return Object.entries(places)
    .map(([place, text]) => [place, found(text, needles)] as const)
    .filter(([, hits]) => hits.length > 0);
}

test('a whole provider session leaves no patient data or token in the browser', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => visited.push(frame.url()));
  page.on('request', (request) => visited.push(request.url()));
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`));
  const tokens: string[] = [];
  page.on('request', (request) => {
    const authorization = request.headers().authorization;
    if (authorization) tokens.push(authorization.replace(/^Bearer /, ''));
  });

  // Unique per run: the mock API server keeps patients across tests and runs.
  const run = Date.now().toString(36);
  const typed = {
    name: `Quorra Vantablack ${run}`,
    email: `quorra.vantablack.${run}@storage-check.example`,
    ethnicity: `Zephyrine ${run}`,
  };

  await signedInAs(page, 'provider');
  await page.getByRole('link', { name: 'Add new Patient' }).click();
  await expect(page.getByRole('heading', { name: 'New Patient', level: 1 })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(DEMO_NOTICE);
  await page.locator('main form input[type="email"]').fill(typed.email);
  await field(page, 'name').fill(typed.name);
  await field(page, 'date_of_birth').fill('1994-03-08');
  await page.evaluate(answerRequiredInPage);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(LIST);

  await page.getByRole('link', { name: `View ${typed.name}` }).click();
  await expect(page.getByRole('heading', { name: typed.name, level: 1 })).toBeVisible();
  const typedUuid = /patients\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  expect(typedUuid).toBeDefined();
  await field(page, 'ethnicity').fill(typed.ethnicity);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(LIST);

  await page.getByRole('link', { name: `View ${typed.name}` }).click();
  await expect(field(page, 'ethnicity')).toHaveValue(typed.ethnicity);
  await page.getByRole('link', { name: 'Intake summary' }).click();
  await expect(page.getByRole('heading', { name: 'Intake Summary', level: 1 })).toBeVisible();
  await expect(page.getByText(typed.ethnicity)).toBeVisible();
  await page.getByRole('link', { name: 'Medication Recommendations' }).click();
  await expect(
    page.getByRole('heading', { name: 'Medication Recommendations', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(typed.name)).toBeVisible();

  // A sample patient too, so her record has been in the page.
  await page.getByRole('link', { name: 'All Patients' }).click();
  await page.getByRole('link', { name: 'View Maya Thompson' }).click();
  await expect(page.getByRole('heading', { name: 'Maya Thompson', level: 1 })).toBeVisible();
  await expect(page.locator('main form input[type="email"]')).toHaveValue(
    'maya.thompson@example.com',
  );

  // Her visit's documents, where the pharmacy's details are typed and kept on the device.
  const maya = samplePatients.find(({ information }) => information.name === 'Maya Thompson')!;
  await page.goto(`/d/providers/dashboard/patients/${maya.uuid}/visit`);
  await reviewAnswers(page);
  await step(page, '6. Documents');
  await pharmacy(page);

  const patientValues = [...Object.values(typed), ...seeded];
  // What names a patient besides her name and email: her record's id and date of birth.
  const patientIds = [
    typedUuid!,
    '1994-03-08',
    ...samplePatients.flatMap(({ uuid, information }) => [uuid, String(information.date_of_birth)]),
  ];
  const secrets = ['Bearer', ...new Set(tokens)];
  expect(tokens.length).toBeGreaterThan(0);
  // While signed in, and again once signed out.
  const during = await browserStores(page, context);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const after = await browserStores(page, context);

  for (const [moment, stores] of Object.entries({ during, after })) {
    expect(leaks(stores, patientValues), `patient data in the stores ${moment}`).toEqual([]);
    expect(leaks(stores, secrets), `a token in the stores ${moment}`).toEqual([]);
    // localStorage: the pharmacy's details alone, kept through sign-out for the same provider,
    // and nothing of a patient's in them (no name, email, record id or date of birth).
    const local = JSON.parse(stores.localStorage) as [string, string][];
    expect(
      local.map(([key]) => key),
      `localStorage ${moment}`,
    ).toEqual([PHARMACY_DETAILS]);
    const [[, kept]] = local as [[string, string]];
    expect(found(kept, [...patientValues, ...patientIds]), `patient data kept ${moment}`).toEqual(
      [],
    );
    expect(JSON.parse(kept)).toEqual({
      version: 2,
      pharmacy: 'Main Street Pharmacy',
      address: '',
      phone: '503-555-0100',
      pharmacistGivenName: 'Sam',
      pharmacistFamilyName: 'Lee',
      licence: 'RPH-0012345',
      licenceState: 'OR',
      pharmacistNpi: '1234567893',
      pharmacyNpi: '',
      scope: ['pill', 'patch', 'ring', 'injection'],
    });
  }
  const visitedUrls = Object.fromEntries(visited.map((url) => [url, url]));
  const consoleOutput = Object.fromEntries(consoleLines.map((line, index) => [index, line]));
  expect(visited.length).toBeGreaterThan(0);
  expect(leaks(visitedUrls, patientValues), 'patient data in a URL').toEqual([]);
  expect(leaks(visitedUrls, secrets), 'a token in a URL').toEqual([]);
  expect(leaks(consoleOutput, patientValues), 'patient data in the console').toEqual([]);
  expect(leaks(consoleOutput, secrets), 'a token in the console').toEqual([]);
});

test.describe('the demo with its mock API in the page', () => {
  test.use({ baseURL: urls['demo-worker'] });

  const sessionEntries = (page: Page) =>
    page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));

  test('keeps its database in sessionStorage and wipes it at sign-out', async ({ page }) => {
    const typed = `Zephyrine ${Date.now().toString(36)}`;
    await signedInAs(page, 'provider');
    await page.getByRole('link', { name: 'View Maya Thompson' }).click();
    await expect(page.getByRole('heading', { name: 'Maya Thompson', level: 1 })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(DEMO_NOTICE);
    const seededEthnicity = await field(page, 'ethnicity').inputValue();
    await field(page, 'ethnicity').fill(typed);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(LIST);
    // The demo's backend has it in this tab's sessionStorage, and never in localStorage.
    expect(await sessionEntries(page)).toContain(typed);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(found(await sessionEntries(page), [typed, ...seeded])).toEqual([]);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    // The next person in this tab, without a reload, starts from the sample data.
    await page.getByRole('button', { name: 'Sign in as demo provider' }).click();
    await expect(page).toHaveURL(LIST);
    await page.getByRole('link', { name: 'View Maya Thompson' }).click();
    await expect(field(page, 'ethnicity')).toHaveValue(seededEthnicity);
  });
});

test('a connected build’s first screen writes no web storage or cookies of its own', async ({
  page,
  context,
}) => {
  // Clerk's script cannot load here (no internet); what it stores in a real browser is Clerk's.
  await page.goto(`${urls.connected}/login`);
  await expect(page.getByRole('heading', { name: 'Sign-in is unavailable' })).toBeVisible();
  const stores = await browserStores(page, context);
  expect(stores).toMatchObject({ localStorage: '[]', sessionStorage: '[]', cookies: '[]' });
});
