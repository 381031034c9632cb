import { expectSortAnnounced } from '../../../../tests/sort-announced';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { neverAnswers, retryAfterFailure } from '../../../../tests/page-states';
import { renderApp } from '../../../../tests/render-app';
import { server } from '../../../mocks/node';

const LIST = '/d/admin/organizations';
const table = () => screen.findByRole('table', { name: 'Organizations' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const firstNames = () =>
  bodyRows(screen.getByRole('table')).map(
    (row) => within(row).getAllByRole('cell')[1]!.textContent,
  );

describe('the organization list', () => {
  it('lists ID, Name and Unique Key with a View Organization link per row', async () => {
    const app = renderApp(LIST, 'superuser');
    const t = await table();
    await waitFor(() => expect(document.title).toBe('ContraRx - Organizations'));
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ID', 'Name', 'Unique Key', 'Actions']);
    const [riverside] = bodyRows(t);
    expect(
      within(riverside!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Riverside Women’s Health Pharmacy', 'riverside-whp', 'View Organization']);
    expect(
      within(riverside!).getByRole('link', {
        name: 'View Organization Riverside Women’s Health Pharmacy',
      }),
    ).toHaveAttribute('href', '/d/admin/organizations/1');
    await app.user.click(screen.getByRole('link', { name: 'New Organization' }));
    await waitFor(() => expect(app.pathname()).toBe('/d/admin/organizations/create'));
  });

  it('filters by ID, name or unique key and says how many match', async () => {
    const app = renderApp(LIST, 'superuser');
    await table();
    expect(screen.getByText('2 organizations')).toBeVisible();
    const filter = screen.getByRole('searchbox', { name: 'Filter by ID, name or unique key' });
    await app.user.type(filter, 'northgate-cc');
    await waitFor(() => expect(bodyRows(screen.getByRole('table'))).toHaveLength(1));
    expect(screen.getByText('1 of 2 organizations')).toBeVisible();

    await app.user.clear(filter);
    await app.user.type(filter, 'nowhere');
    expect(await screen.findByText('No organization matches “nowhere”.')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Clear the filter' }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table'))).toHaveLength(2));
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('sorts by a column, and the other way on a second click', async () => {
    const app = renderApp(LIST, 'superuser');
    await table();
    expect(firstNames()[0]).toMatch(/^Riverside/);
    await app.user.click(screen.getByRole('button', { name: 'Name' }));
    expect(firstNames()[0]).toMatch(/^Northgate/);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await app.user.click(screen.getByRole('button', { name: 'ID' }));
    await app.user.click(screen.getByRole('button', { name: 'ID, sorted ascending' }));
    expect(firstNames()[0]).toMatch(/^Northgate/);
    expect(screen.getByRole('columnheader', { name: /ID/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('names the sorted column and its direction, and says each new sort', async () => {
    const app = renderApp(LIST, 'superuser');
    const t = await table();
    for (const name of ['ID, sorted ascending', 'Name', 'Unique Key']) {
      expect(within(t).getByRole('button', { name })).toBeVisible();
    }

    await expectSortAnnounced(app.user, t, { column: 'Unique Key', unsorted: 'ID' });
  });

  it('labels each cell with its column, for the stacked layout of a narrow box', async () => {
    renderApp(LIST, 'superuser');
    const [riverside] = bodyRows(await table());
    expect(
      within(riverside!)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual(['ID', 'Name', 'Unique Key', undefined]);
  });

  it('shows a spinner while loading', async () => {
    server.use(neverAnswers('*/api/organizations'));
    renderApp(LIST, 'superuser');
    expect(await screen.findByText('Loading the organizations')).toBeInTheDocument();
  });

  it('says so when there are none, and offers to create one', async () => {
    server.use(http.get('*/api/organizations', () => HttpResponse.json([])));
    renderApp(LIST, 'superuser');
    expect(await screen.findByText('There are no organizations yet.')).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'New Organization' })).toHaveLength(1);
  });

  it('says so when the list fails to load, and tries again', async () => {
    server.use(http.get('*/api/organizations', () => HttpResponse.json({}, { status: 500 })));
    await retryAfterFailure(
      renderApp(LIST, 'superuser'),
      'The organizations could not be loaded. The server answered 500.',
    );
    expect(bodyRows(await table())).toHaveLength(2);
  });

  it('reports a malformed list as a failure, not a crash', async () => {
    // An id is text or a whole number (src/api/schemas.ts): a fraction is neither.
    server.use(
      http.get('*/api/organizations', () =>
        HttpResponse.json([{ id: 1.5, name: 'One', unique_key: 'one' }]),
      ),
    );
    renderApp(LIST, 'superuser');
    expect(await screen.findByRole('alert')).toHaveTextContent(/unexpected shape/);
  });
});
