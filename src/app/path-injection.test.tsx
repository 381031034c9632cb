/**
 * No path injection (docs/architecture.md, "Security"): an address whose parameter is not an id
 * of the right shape, such as `..%2F..%2Fpatients` (which the router decodes to
 * `../../patients`), shows the route's "not found" and sends no request at all, so it can
 * never make a signed-in browser call another path of the API. One row per route with a
 * parameter: a new one fails the first test until it is given its row.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../tests/render-app';
import type { DemoPersona } from '../auth/demo/demo-identity';
import { paths, type RoutePath } from '../config/paths';
import { server } from '../mocks/node';

/**
 * Addresses' parameters as typed in the address bar: each decodes to a climb or a trick (a
 * segment's parameters after `;`, full-width dots a server may fold into `..`).
 */
const TRAVERSALS = [
  '..%2F..%2Fpatients',
  '1%2F..%2F..%2F..%2Fpatients',
  '%252E%252E',
  '1%3Bx',
  '%EF%BC%8E%EF%BC%8E',
];

const WHOAMI = '/api/auth/whoami';

interface Row {
  route: RoutePath<string>;
  persona: DemoPersona;
  /** Waits for what the page shows for an id it does not know. */
  notFound: () => Promise<unknown>;
  /**
   * A well-formed id that no record has, with the API paths its page may ask: the server's
   * "not found" must look the same as the refused id's.
   */
  missing?: { id: string; asks: RegExp };
}

const alertSays = (text: string) => async () =>
  expect(await screen.findByRole('alert')).toHaveTextContent(text);

const ORGANIZATION_NOT_FOUND = 'This organization could not be found. The link may be out of date.';
const PATIENT_NOT_FOUND =
  'This patient could not be found. The link may be out of date, or the patient was removed.';
const UNKNOWN_ORGANIZATION = {
  id: '999999',
  asks: /^\/api\/(organizations\/get|providers\/organizations)\/999999$/,
};
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const unknownPatient = (suffix = '') => ({
  id: UNKNOWN_UUID,
  asks: new RegExp(`^/api/patients/get/${UNKNOWN_UUID}${suffix}$`),
});

const rows: Row[] = [
  {
    route: paths.admin.organization,
    persona: 'superuser',
    notFound: alertSays(ORGANIZATION_NOT_FOUND),
    missing: UNKNOWN_ORGANIZATION,
  },
  {
    route: paths.admin.providerCreate,
    persona: 'superuser',
    notFound: alertSays(ORGANIZATION_NOT_FOUND),
    missing: UNKNOWN_ORGANIZATION,
  },
  {
    route: paths.dashboard.patient,
    persona: 'provider',
    notFound: alertSays(PATIENT_NOT_FOUND),
    missing: unknownPatient(),
  },
  {
    route: paths.dashboard.patientSummary,
    persona: 'provider',
    notFound: alertSays(PATIENT_NOT_FOUND),
    missing: unknownPatient(),
  },
  {
    route: paths.dashboard.patientVisit,
    persona: 'provider',
    notFound: alertSays(PATIENT_NOT_FOUND),
    missing: unknownPatient(),
  },
  {
    route: paths.dashboard.patientRecommendations,
    persona: 'provider',
    notFound: alertSays('An unexpected error has occured.'),
    missing: unknownPatient('(/recommendations)?'),
  },
  {
    // The demo's report reads its built-in table, never the API.
    route: paths.demoIntake.report,
    persona: 'provider',
    notFound: () => screen.findByRole('heading', { level: 1, name: '404 Not Found' }),
  },
  {
    // The tablet's legal steps read no API; a step it does not have goes to the first.
    route: paths.legal,
    persona: 'provider',
    notFound: () => screen.findByText('Step 1 of 2'),
  },
  {
    route: paths.legalReader,
    persona: 'provider',
    notFound: () => screen.findByRole('heading', { level: 1, name: 'Text not found' }),
  },
];

/** Every route of the paths list, however deep. */
function routesOf(tree: object): RoutePath<string>[] {
  return Object.values(tree).flatMap((value: object) =>
    'pattern' in value ? [value as RoutePath<string>] : routesOf(value),
  );
}

/** The address of `route` with every parameter written as `text`. */
const addressOf = (route: RoutePath<string>, text: string) => route.pattern.replace(/:\w+/g, text);

/** Every API path the app asks for, as the server sees it (after the URL's own resolving). */
let asked: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  asked.push(`${url.pathname}${url.search}${url.hash}`);
};
beforeEach(() => {
  asked = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

describe('routes with a parameter', () => {
  it('each have a row here', () => {
    const parameterised = routesOf(paths)
      .filter((route) => route.pattern.includes(':'))
      .map((route) => route.pattern);
    expect(rows.map((row) => row.route.pattern).sort()).toEqual([...new Set(parameterised)].sort());
  });

  describe.each(rows.map((row) => [row.route.pattern, row] as const))('%s', (_, row) => {
    it.each(TRAVERSALS)('shows not found for %s, and asks the API nothing', async (text) => {
      renderApp(addressOf(row.route, text), row.persona);
      // A page shows only once its role is confirmed, and its reads start no later.
      await row.notFound();
      expect(asked.filter((path) => path !== WHOAMI)).toEqual([]);
    });

    if (row.missing) {
      const { id, asks } = row.missing;
      it('shows the same for a well-formed id no record has, asking only its own paths', async () => {
        renderApp(addressOf(row.route, id), row.persona);
        await row.notFound();
        expect(asked.filter((path) => path !== WHOAMI && !asks.test(path))).toEqual([]);
        expect(asked.some((path) => asks.test(path))).toBe(true);
      });
    }
  });
});
