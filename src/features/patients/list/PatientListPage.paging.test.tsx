/**
 * The patient list against a backend that pages it (the proposed extension of
 * docs/api/README.md, "Paging"), at the HTTP level: here two patients a page, as Django REST
 * framework answers with a `max_page_size` of 2 whatever size the app asks for.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../tests/render-app';
import { server } from '../../../mocks/node';

const LIST = '/d/providers/dashboard/patients';
const PER_PAGE = 2;
const table = () => screen.findByRole('table', { name: 'Patients' });
const shownEmails = () =>
  within(screen.getByRole('table', { name: 'Patients' }))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1')
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const loadingStatus = () => screen.getByText(/^Loaded |^All .* loaded\.$/);

const patient = (n: number) => ({
  uuid: `uuid-${n}`,
  email: `patient${n}@example.com`,
  name: `Patient ${n}`,
});
const SIX = [1, 2, 3, 4, 5, 6].map(patient);

/** What the app asked the list call (path and query), and of any other address. */
let asked: string[];
const recordRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  asked.push(url.origin === location.origin ? `${url.pathname}${url.search}` : url.href);
};

interface Backend {
  patients?: ReturnType<typeof patient>[];
  /** A page answered only once this settles. */
  hold?: Map<number, Promise<unknown>>;
  /** Answers of one's own for a page, each used once. */
  answers?: Map<number, Response>;
}

/** A backend that pages the list, its `next` links whole URLs as DRF writes them. */
function pagingBackend({ patients = SIX, hold, answers }: Backend = {}) {
  server.use(
    http.get('*/api/patients', async ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? '1');
      await hold?.get(page);
      const answer = answers?.get(page);
      if (answer) {
        answers!.delete(page);
        return answer;
      }
      const next = new URL(url);
      next.searchParams.set('page', String(page + 1));
      return HttpResponse.json({
        count: patients.length,
        next: page * PER_PAGE < patients.length ? next.href : null,
        previous: null,
        results: patients.slice((page - 1) * PER_PAGE, page * PER_PAGE),
      });
    }),
  );
}

/** A page held until `release` is called. */
function held() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release: () => act(release) };
}

describe('the patient list, page by page', () => {
  beforeEach(() => {
    // jsdom has no layout: a desktop-sized box, each row one line.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(700);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(53);
    asked = [];
    server.events.on('request:start', recordRequest);
  });
  afterEach(() => {
    server.events.removeListener('request:start', recordRequest);
  });

  it('shows the first page as it arrives, then the rest, and says how far it has loaded', async () => {
    const second = held();
    pagingBackend({ hold: new Map([[2, second.promise]]) });
    renderApp(LIST, 'provider');
    await table();
    expect(shownEmails()).toEqual(['patient1@example.com', 'patient2@example.com']);
    expect(loadingStatus()).toHaveTextContent(
      'Loaded 2 of 6 patients. Filtering and sorting apply to those loaded so far.',
    );
    expect(loadingStatus()).toHaveAttribute('role', 'status');
    expect(screen.getByText('2 patients')).toHaveAttribute('role', 'status');

    await second.release();
    await waitFor(() => expect(shownEmails()).toHaveLength(6));
    expect(loadingStatus()).toHaveTextContent('All 6 patients loaded.');
    expect(screen.getByText('6 patients')).toBeVisible();
    expect(asked.filter((path) => path.startsWith('/api/patients'))).toEqual([
      '/api/patients?page_size=2000',
      '/api/patients?page=2&page_size=2000',
      '/api/patients?page=3&page_size=2000',
    ]);
  });

  it('takes the whole list from a backend that does not page, and says nothing of pages', async () => {
    server.use(http.get('*/api/patients', () => HttpResponse.json(SIX)));
    renderApp(LIST, 'provider');
    await table();
    expect(shownEmails()).toHaveLength(6);
    expect(screen.getByText('6 patients')).toBeVisible();
    expect(screen.queryByText(/^Loaded |patients loaded\.$/)).not.toBeInTheDocument();
    expect(asked).toContain('/api/patients?page_size=2000');
  });

  describe.each([
    ['another origin', 'https://evil.example/api/patients?page=2&page_size=2000'],
    ['another path', `${location.origin}/api/organizations?page=2&page_size=2000`],
    ['a path out of the list', `${location.origin}/api/patients/../organizations?page=2`],
  ])('a next link to %s', (_, next) => {
    const hostile = () => HttpResponse.json({ count: 6, next, results: SIX.slice(0, 2) });

    it('fails the first page as an answer of the wrong shape, and is not followed', async () => {
      pagingBackend({ answers: new Map([[1, hostile()]]) });
      renderApp(LIST, 'provider');
      expect(
        await screen.findByText(
          'Your patients could not be loaded. The server sent data in an unexpected shape.',
        ),
      ).toBeVisible();
      expect(asked.filter((path) => !path.startsWith('/api/auth'))).toEqual([
        '/api/patients?page_size=2000',
      ]);
    });

    it('on a later page, keeps the rows before it, and is not followed', async () => {
      pagingBackend({ answers: new Map([[2, hostile()]]) });
      renderApp(LIST, 'provider');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'Only 2 of 6 patients could be loaded; filtering and sorting apply to those. The server sent data in an unexpected shape.',
      );
      expect(shownEmails()).toHaveLength(2);
      expect(asked.filter((path) => !path.startsWith('/api/auth'))).toEqual([
        '/api/patients?page_size=2000',
        '/api/patients?page=2&page_size=2000',
      ]);
    });
  });

  it('keeps the rows when a later page fails, and goes on from that page on "Try again"', async () => {
    pagingBackend({
      answers: new Map([[2, HttpResponse.json({ detail: 'Server error.' }, { status: 500 })]]),
    });
    const app = renderApp(LIST, 'provider');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Only 2 of 6 patients could be loaded; filtering and sorting apply to those. The server answered 500.',
    );
    expect(shownEmails()).toEqual(['patient1@example.com', 'patient2@example.com']);

    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(shownEmails()).toHaveLength(6));
    expect(loadingStatus()).toHaveTextContent('All 6 patients loaded.');
    // The button went with the alert: focus is on the status that took its place.
    expect(loadingStatus()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(asked.filter((path) => path.startsWith('/api/patients'))).toEqual([
      '/api/patients?page_size=2000',
      '/api/patients?page=2&page_size=2000',
      '/api/patients?page=2&page_size=2000',
      '/api/patients?page=3&page_size=2000',
    ]);
  });

  it.each([
    ['not a list of patients', { count: 6, next: null, results: [{ uuid: 'uuid-9' }] }],
    ['a count that is not a number', { count: 'six', next: null, results: [] }],
  ])('reports a first page with %s as a failure, not a crash', async (_, body) => {
    pagingBackend({ answers: new Map([[1, HttpResponse.json(body)]]) });
    renderApp(LIST, 'provider');
    expect(
      await screen.findByText(/Your patients could not be loaded\. .*unexpected shape/),
    ).toBeVisible();
  });

  it('reports a malformed later page with the rows before it', async () => {
    pagingBackend({ answers: new Map([[3, HttpResponse.json({ count: 6, results: 'none' })]]) });
    renderApp(LIST, 'provider');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only 4 of 6 patients could be loaded; filtering and sorting apply to those. The server sent data in an unexpected shape.',
    );
    expect(shownEmails()).toHaveLength(4);
  });

  it('filters and sorts the rows loaded so far, and the rest as they arrive', async () => {
    const second = held();
    pagingBackend({ hold: new Map([[2, second.promise]]) });
    const app = renderApp(LIST, 'provider');
    await table();
    await app.user.type(screen.getByRole('searchbox', { name: 'Filter by name or email' }), '3');
    expect(await screen.findByText('No patient matches “3”.')).toBeVisible();
    expect(loadingStatus()).toHaveTextContent(
      'Loaded 2 of 6 patients. Filtering and sorting apply to those loaded so far.',
    );
    await app.user.click(screen.getByRole('button', { name: 'Clear the filter' }));
    await app.user.click(await screen.findByRole('button', { name: 'Name' }));
    await app.user.click(screen.getByRole('button', { name: 'Name, sorted ascending' }));
    await waitFor(() =>
      expect(shownEmails()).toEqual(['patient2@example.com', 'patient1@example.com']),
    );
    await app.user.type(screen.getByRole('searchbox'), 'patient');

    await second.release();
    await waitFor(() => expect(shownEmails()).toHaveLength(6));
    expect(shownEmails()[0]).toBe('patient6@example.com');
    expect(screen.getByText('6 patients')).toBeVisible();
    await app.user.type(screen.getByRole('searchbox'), ' 3');
    await waitFor(() => expect(shownEmails()).toEqual(['patient3@example.com']));
    expect(screen.getByText('1 of 6 patients')).toBeVisible();
  });

  it('keeps the focus on the same patient’s link when rows join above it', async () => {
    const second = held();
    // The first page's patients sort after the second page's.
    pagingBackend({
      patients: [8, 9, 1, 2].map(patient),
      hold: new Map([[2, second.promise]]),
    });
    renderApp(LIST, 'provider');
    await table();
    const link = screen.getByRole('link', { name: 'View Patient 9' });
    link.focus();
    await second.release();
    await waitFor(() => expect(shownEmails()).toHaveLength(4));
    expect(shownEmails()[0]).toBe('patient1@example.com');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'View Patient 9' }));
  });
});
