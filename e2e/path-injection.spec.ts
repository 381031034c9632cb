/**
 * No path injection (docs/architecture.md, "Security"), on the production build: an address
 * whose parameter is not an id of the right shape, such as `..%2F..%2Fpatients` (which the
 * router decodes to `../../patients`), shows the route's "not found", and the browser asks the
 * API for nothing but who is signed in and, at most, the route's own paths. One row per route
 * with a parameter (src/config/paths.ts): a new one fails the first test until it has its row.
 */
import type { Page } from '@playwright/test';
import { paths, type RoutePath } from '../src/config/paths';
import { expect, signedInAs, test } from './fixtures';
import { pathsAsked } from './api-paths';

/**
 * Parameters as typed in the address bar: each decodes to a climb or a trick (a segment's
 * parameters after `;`, full-width dots a server may fold into `..`).
 */
const TRAVERSALS = [
  '..%2F..%2Fpatients',
  '1%2F..%2F..%2F..%2Fpatients',
  '%252E%252E',
  '..%2F..%2Fpatients%3Fx%3D1%23frag',
  '1%3Bx',
  '%EF%BC%8E%EF%BC%8E',
];

/** What any signed-in page may ask: who is signed in. */
const SIGN_IN = /^\/api\/auth\/(whoami|login)$/;

const ORGANIZATION_NOT_FOUND = 'This organization could not be found. The link may be out of date.';
const PATIENT_NOT_FOUND =
  'This patient could not be found. The link may be out of date, or the patient was removed.';

interface Row {
  route: RoutePath<string>;
  who: 'provider' | 'administrator';
  /** The route's own API paths, each id one segment; none for a page that reads no API. */
  own?: RegExp;
  /** Checks what the page shows for an id it does not know. */
  notFound: (page: Page) => Promise<void>;
}

const alertSays = (text: string) => (page: Page) =>
  expect(page.getByRole('alert')).toContainText(text);

const rows: Row[] = [
  {
    route: paths.admin.organization,
    who: 'administrator',
    own: /^\/api\/(organizations\/get|providers\/organizations)\/[^/]+$/,
    notFound: alertSays(ORGANIZATION_NOT_FOUND),
  },
  {
    route: paths.admin.providerCreate,
    who: 'administrator',
    own: /^\/api\/organizations\/get\/[^/]+$/,
    notFound: alertSays(ORGANIZATION_NOT_FOUND),
  },
  {
    route: paths.dashboard.patient,
    who: 'provider',
    own: /^\/api\/patients\/get\/[^/]+$/,
    notFound: alertSays(PATIENT_NOT_FOUND),
  },
  {
    route: paths.dashboard.patientSummary,
    who: 'provider',
    own: /^\/api\/patients\/get\/[^/]+$/,
    notFound: alertSays(PATIENT_NOT_FOUND),
  },
  {
    route: paths.dashboard.patientVisit,
    who: 'provider',
    own: /^\/api\/patients\/get\/[^/]+$/,
    notFound: alertSays(PATIENT_NOT_FOUND),
  },
  {
    route: paths.dashboard.patientRecommendations,
    who: 'provider',
    own: /^\/api\/patients\/get\/[^/]+(\/recommendations)?$/,
    notFound: alertSays('An unexpected error has occured.'),
  },
  {
    // The demo's report reads its built-in table, never the API.
    route: paths.demoIntake.report,
    who: 'provider',
    notFound: (page) =>
      expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible(),
  },
  {
    // The tablet's legal steps read no API; a step it does not have goes to the first.
    route: paths.legal,
    who: 'provider',
    notFound: async (page) => {
      await expect(page).toHaveURL(/\/legal\/1$/);
      await expect(page.getByText('Step 1 of 2')).toBeVisible();
    },
  },
  {
    route: paths.legalReader,
    who: 'provider',
    notFound: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Text not found' })).toBeVisible(),
  },
];

/** Every route of the paths list, however deep. */
function routesOf(tree: object): RoutePath<string>[] {
  return Object.values(tree).flatMap((value: object) =>
    'pattern' in value ? [value as RoutePath<string>] : routesOf(value),
  );
}

test('every route with a parameter has a row here', () => {
  const parameterised = routesOf(paths)
    .filter((route) => route.pattern.includes(':'))
    .map((route) => route.pattern);
  expect(rows.map((row) => row.route.pattern).sort()).toEqual([...new Set(parameterised)].sort());
});

for (const row of rows) {
  test(`${row.route.pattern} shows not found for a traversal, and asks no other API path`, async ({
    page,
  }) => {
    await signedInAs(page, row.who);
    // The landing page's own reads (the patient list's) are done before the log starts.
    await page.waitForLoadState('networkidle');
    const asked = pathsAsked(page, '/api/');
    for (const text of TRAVERSALS) {
      asked.length = 0;
      await page.goto(row.route.pattern.replace(/:\w+/g, text));
      await row.notFound(page);
      // Anything still on its way is asked before the check.
      await page.waitForLoadState('networkidle');
      const elsewhere = asked.filter((path) => !SIGN_IN.test(path) && !row.own?.test(path));
      expect(elsewhere, `asked for ${text}`).toEqual([]);
    }
  });
}
