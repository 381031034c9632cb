import { expectSortAnnounced } from '../../../../tests/sort-announced';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_NAMES } from '../../../../tests/hostile-input';
import { renderApp } from '../../../../tests/render-app';
import { MAYA } from '../../../../tests/sample-patients';
import { emptyPatientInformation } from '../../../domain/intake/model';
import { mockDb, server } from '../../../mocks/node';
import { hannahLee } from '../../../domain/samples/patients/hannah-lee';
import { mockBackend } from '../../../../tests/mock-profile';

const LIST = '/d/providers/dashboard/patients';
const table = () => screen.findByRole('table', { name: 'Patients' });
const bodyRows = (t: HTMLElement) =>
  within(t)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
const columnHeaders = (t: HTMLElement) =>
  within(t)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('the patient list', () => {
  beforeEach(() => {
    // jsdom has no layout: give the scrolling table a desktop-sized box, and each row the
    // height of one line (the virtual list measures the rows it draws).
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(700);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(53);
  });

  it('shows skeleton rows while loading', async () => {
    server.use(http.get('*/api/patients', () => new Promise<never>(() => {})));
    renderApp(LIST, 'provider');
    expect(await screen.findByText('Loading patients')).toBeInTheDocument();
  });

  it('lists each patient by email and name with their two links', async () => {
    const app = renderApp(LIST, 'provider');
    const t = await table();
    expect(columnHeaders(t)).toEqual(['Patient', 'Name', 'Actions']);
    const rows = bodyRows(t);
    expect(rows).toHaveLength(5);
    const maya = rows.find((row) => within(row).queryByText('maya.thompson@example.com'))!;
    expect(within(maya).getByRole('cell', { name: 'Maya Thompson' })).toBeVisible();
    expect(within(maya).getByRole('link', { name: 'View Maya Thompson' })).toHaveAttribute(
      'href',
      `/d/providers/dashboard/patients/${MAYA}`,
    );
    expect(
      within(maya).getByRole('link', { name: 'Medication Recommendations for Maya Thompson' }),
    ).toHaveAttribute('href', `/d/providers/dashboard/patients/${MAYA}/recommendations`);
    await app.user.click(screen.getByRole('link', { name: 'Add new Patient' }));
    await waitFor(() => expect(app.pathname()).toBe('/d/providers/dashboard/patients/create'));
  });

  it('shows markup, right-to-left and emoji names as text, each isolated', async () => {
    HOSTILE_NAMES.forEach((name, index) =>
      mockDb.createPatient({
        email: `hostile.${index}@example.com`,
        information: { ...emptyPatientInformation(), name },
      }),
    );
    renderApp(LIST, 'provider');
    const t = await table();
    for (const name of HOSTILE_NAMES) {
      const cell = within(t).getByRole('cell', { name });
      expect(cell.querySelector('bdi')).toHaveTextContent(name);
      expect(within(t).getByRole('link', { name: `View ${name}` })).toBeVisible();
    }
    expect(t.querySelector('img, script')).toBeNull();
  });

  it('filters by name or email and says how many match', async () => {
    const app = renderApp(LIST, 'provider');
    await table();
    await app.user.type(
      screen.getByRole('searchbox', { name: 'Filter by name or email' }),
      'sofia',
    );
    await waitFor(() => expect(bodyRows(screen.getByRole('table'))).toHaveLength(1));
    expect(screen.getByText('1 of 5 patients')).toBeVisible();

    await app.user.clear(screen.getByRole('searchbox'));
    await app.user.type(screen.getByRole('searchbox'), 'nobody');
    expect(await screen.findByText('No patient matches “nobody”.')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Clear the filter' }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table'))).toHaveLength(5));
  });

  it('sorts by a column, and the other way on a second click', async () => {
    const app = renderApp(LIST, 'provider');
    await table();
    const firstEmail = () =>
      within(bodyRows(screen.getByRole('table'))[0]!).getAllByRole('cell')[0];
    expect(firstEmail()).toHaveTextContent('hannah.lee@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Name' }));
    expect(firstEmail()).toHaveTextContent('hannah.lee@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Name, sorted ascending' }));
    expect(firstEmail()).toHaveTextContent('sofia.marquez@example.com');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('names the sorted column and its direction, and says each new sort', async () => {
    const app = renderApp(LIST, 'provider');
    const t = await table();
    expect(within(t).getByRole('button', { name: 'Patient, sorted ascending' })).toBeVisible();
    expect(within(t).getByRole('button', { name: 'Name' })).toBeVisible();

    await expectSortAnnounced(app.user, t, { column: 'Name', unsorted: 'Patient' });
  });

  it('labels each cell with its column, for the stacked layout of a narrow box', async () => {
    renderApp(LIST, 'provider');
    const maya = bodyRows(await table()).find((row) =>
      within(row).queryByText('maya.thompson@example.com'),
    )!;
    expect(
      within(maya)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual(['Patient', 'Name', undefined]);
  });

  it('lists a backend’s records that hold few answers or none: a nameless one by email', async () => {
    mockBackend('sparse');
    renderApp(LIST, 'provider');
    const rows = bodyRows(await table());
    expect(rows).toHaveLength(5);
    // Her record holds nothing, so the list carries no name: her email stands for it.
    const hannah = rows.find((row) => within(row).queryByText(hannahLee.email))!;
    expect(within(hannah).getByRole('link', { name: `View ${hannahLee.email}` })).toHaveAttribute(
      'href',
      `/d/providers/dashboard/patients/${hannahLee.uuid}`,
    );
    const priya = rows.find((row) => within(row).queryByText('Priya Raman'))!;
    expect(within(priya).getByRole('link', { name: 'View Priya Raman' })).toBeVisible();
  });

  it('has no Name column, and filters by email only, when the list carries no names', async () => {
    // The list shape of docs/product.md, "Calls": uuid and email.
    server.use(
      http.get('*/api/patients', () =>
        HttpResponse.json([
          { uuid: 'uuid-b', email: 'b.patient@example.com' },
          { uuid: 'uuid-a', email: 'a.patient@example.com' },
        ]),
      ),
    );
    const app = renderApp(LIST, 'provider');
    const t = await table();
    expect(columnHeaders(t)).toEqual(['Patient', 'Actions']);
    expect(within(t).queryByRole('button', { name: 'Name' })).not.toBeInTheDocument();
    expect(within(t).queryByText('—')).not.toBeInTheDocument();
    const rows = bodyRows(t);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'a.patient@example.com',
      'b.patient@example.com',
    ]);
    expect(within(rows[0]!).getAllByRole('cell')).toHaveLength(2);
    expect(
      within(rows[0]!).getByRole('link', { name: 'View a.patient@example.com' }),
    ).toHaveAttribute('href', '/d/providers/dashboard/patients/uuid-a');
    expect(
      within(rows[0]!).getByRole('link', {
        name: 'Medication Recommendations for a.patient@example.com',
      }),
    ).toHaveAttribute('href', '/d/providers/dashboard/patients/uuid-a/recommendations');

    await app.user.type(screen.getByRole('searchbox', { name: 'Filter by email' }), 'b.pat');
    await waitFor(() => expect(bodyRows(screen.getByRole('table'))).toHaveLength(1));
  });

  it('keeps only the rows in view in the page for a long list', async () => {
    const patients = Array.from({ length: 10_000 }, (_, i) => ({
      uuid: `uuid-${i}`,
      email: `patient${i}@example.com`,
      name: `Patient ${i}`,
    }));
    server.use(http.get('*/api/patients', () => HttpResponse.json(patients)));
    renderApp(LIST, 'provider');
    const t = await table();
    expect(t).toHaveAttribute('aria-rowcount', '10001');
    expect(bodyRows(t).length).toBeGreaterThan(10);
    expect(bodyRows(t).length).toBeLessThan(50);
    expect(screen.getByText('10000 patients')).toBeVisible();
  });

  it('says so when there are no patients, and offers to add one', async () => {
    server.use(http.get('*/api/patients', () => HttpResponse.json([])));
    renderApp(LIST, 'provider');
    expect(await screen.findByText('You have no patients yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add new Patient' })).toBeVisible();
  });

  it('says so when the list fails to load, and tries again', async () => {
    server.use(http.get('*/api/patients', () => HttpResponse.json({}, { status: 500 })));
    const app = renderApp(LIST, 'provider');
    expect(await screen.findByText(/Your patients could not be loaded/)).toBeVisible();
    server.resetHandlers();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(bodyRows(await table())).toHaveLength(5);
  });

  it('reports a malformed list as a failure, not a crash', async () => {
    server.use(http.get('*/api/patients', () => HttpResponse.json({ patients: [] })));
    renderApp(LIST, 'provider');
    expect(await screen.findByText(/unexpected shape/)).toBeVisible();
  });
});
