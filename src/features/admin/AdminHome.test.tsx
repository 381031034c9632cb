import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { neverAnswers, retryAfterFailure } from '../../../tests/page-states';
import { renderApp } from '../../../tests/render-app';
import { REQUESTS_AT_ONCE } from '../../api/settle-with-limit';
import { mockDb, server } from '../../mocks/node';
import { generatedOrganization, padOrganizations } from '../../mocks/seed/generated-organizations';

const HOME = '/d/admin';
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** The providers' count, once every organization's count is in (the card shows first). */
const providersCount = async () =>
  within(await screen.findByRole('region', { name: 'Providers' })).findByText('5');

describe('the administrator home', () => {
  it('counts the organizations and, from each one’s list, the providers', async () => {
    renderApp(HOME, 'superuser');
    const organizations = await screen.findByRole('region', { name: 'Organizations' });
    expect(within(organizations).getByText('2')).toBeVisible();
    expect(
      within(organizations).getByRole('link', { name: 'View all organizations' }),
    ).toHaveAttribute('href', '/d/admin/organizations');
    expect(await providersCount()).toBeVisible();

    const table = screen.getByRole('table', { name: 'Providers by organization' });
    const riverside = within(table).getByRole('row', { name: /Riverside/ });
    expect(riverside).toHaveTextContent('3 providers');
    expect(within(riverside).getByRole('link')).toHaveAttribute('href', '/d/admin/organizations/1');
    expect(within(table).getByRole('row', { name: /Northgate/ })).toHaveTextContent('2 providers');
  });

  it('shows a spinner while the organizations load', async () => {
    server.use(neverAnswers('*/api/organizations'));
    renderApp(HOME, 'superuser');
    expect(await screen.findByText('Loading the organizations')).toBeInTheDocument();
  });

  it('lists the organizations while their providers are counted, and says how far it got', async () => {
    server.use(neverAnswers('*/api/providers/organizations/:id'));
    renderApp(HOME, 'superuser');
    const providers = await screen.findByRole('region', { name: 'Providers' });
    expect(within(providers).getByRole('status')).toHaveTextContent(
      'Counted 0 of 2 organizations.',
    );
    expect(
      within(providers).getByRole('progressbar', { name: 'Counting the providers' }),
    ).toBeInTheDocument();
    expect(within(providers).getByText('At least 0')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Providers by organization' });
    expect(within(table).getByRole('row', { name: /Riverside/ })).toHaveTextContent('Counting…');
  });

  it('says when there are no organizations, and links to create one', async () => {
    server.use(http.get('*/api/organizations', () => HttpResponse.json([])));
    renderApp(HOME, 'superuser');
    expect(await screen.findByText(/There are no organizations yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'New Organization' })).toHaveAttribute(
      'href',
      '/d/admin/organizations/create',
    );
  });

  it.each([
    [
      'the organizations',
      http.get('*/api/organizations', () => HttpResponse.json({}, { status: 500 })),
      'The organizations could not be loaded. The server answered 500.',
    ],
    [
      'one organization’s providers',
      http.get('*/api/providers/organizations/2', () => HttpResponse.error()),
      'The providers of 1 organization could not be counted. The server could not be reached.',
    ],
  ])('says so when %s fail to load, and tries again', async (_, failure, words) => {
    server.use(failure);
    await retryAfterFailure(renderApp(HOME, 'superuser'), words);
    expect(await providersCount()).toBeVisible();
  });
});

describe('the administrator home with many organizations', () => {
  const ORGANIZATIONS = 40;
  const FAILING = new Set([7, 23]);
  const providersOf = (n: number) => generatedOrganization(n).providers.length;
  /** The seed's two organizations have 3 and 2 providers. */
  const allProviders = 5 + range(3, ORGANIZATIONS).reduce((sum, n) => sum + providersOf(n), 0);

  /** Counts the providers requests, each passed on to the mock API unless it is to fail. */
  function countRequests(fail: ReadonlySet<number>) {
    const seen = { total: 0, running: 0, mostAtOnce: 0 };
    server.use(
      http.get('*/api/providers/organizations/:id', async ({ params }) => {
        seen.total += 1;
        seen.running += 1;
        seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
        await delay(5);
        seen.running -= 1;
        if (fail.has(Number(params.id))) return HttpResponse.json({}, { status: 500 });
      }),
    );
    return seen;
  }

  it('shows every count it got, names the ones that failed, and says the total is partial', async () => {
    padOrganizations(mockDb, ORGANIZATIONS);
    const requests = countRequests(FAILING);
    const app = renderApp(HOME, 'superuser');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The providers of 2 organizations could not be counted. The server answered 500.',
    );
    const providers = screen.getByRole('region', { name: 'Providers' });
    const failedProviders = providersOf(7) + providersOf(23);
    expect(within(providers).getByText(`At least ${allProviders - failedProviders}`)).toBeVisible();
    expect(within(providers).getByRole('status')).toHaveTextContent(
      'Counted 38 of 40 organizations. 2 could not be counted.',
    );
    const table = screen.getByRole('table', { name: 'Providers by organization' });
    const row = (n: number) =>
      within(table).getByRole('row', { name: new RegExp(`^${generatedOrganization(n).name} `) });
    for (const n of FAILING) expect(row(n)).toHaveTextContent('Could not be counted');
    expect(row(9)).toHaveTextContent(`${providersOf(9)} providers`);
    expect(within(table).getAllByText('Could not be counted')).toHaveLength(2);
    expect(requests.total).toBe(ORGANIZATIONS);

    // Trying again asks for the failed two only.
    server.resetHandlers();
    const again = countRequests(new Set());
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(providers).findByText(String(allProviders))).toBeVisible();
    expect(row(7)).toHaveTextContent(`${providersOf(7)} providers`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(again.total).toBe(2);
  });

  it(`asks for no more than ${REQUESTS_AT_ONCE} organizations’ providers at once`, async () => {
    padOrganizations(mockDb, ORGANIZATIONS);
    const requests = countRequests(new Set());
    renderApp(HOME, 'superuser');
    const providers = await screen.findByRole('region', { name: 'Providers' });
    expect(await within(providers).findByText(String(allProviders))).toBeVisible();
    expect(requests.total).toBe(ORGANIZATIONS);
    expect(requests.mostAtOnce).toBe(REQUESTS_AT_ONCE);
  });
});
