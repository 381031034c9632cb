/**
 * Organization and provider ids as the backend gives them: the spec gives them no type, so a
 * backend may answer text ("3", "org-7f") where the mock API answers numbers. Every page of the
 * administrator area reads them, leads to them and sends them back as they came.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/render-app';
import type { ApiId } from '../../api/schemas';
import { server } from '../../mocks/node';
import { mockBackend } from '../../../tests/mock-profile';

/** The records of a backend whose ids are text, not all of them digits. */
const organizations = [
  { id: '3', name: 'Lakeside Clinic', unique_key: 'lakeside' },
  { id: 'org-7f', name: 'Harbor Health', unique_key: 'harbor' },
];
const providers: Record<string, { id: string; email: string }[]> = {
  '3': [{ id: '11', email: 'rosa@lakeside.example' }],
  'org-7f': [
    { id: 'prov-a1', email: 'ana@harbor.example' },
    { id: 'prov-b2', email: 'ben@harbor.example' },
  ],
};

/** Answers the organization and provider reads as that backend would. */
function answerTextIds() {
  server.use(
    http.get('*/api/organizations', () => HttpResponse.json(organizations)),
    http.get('*/api/organizations/get/:id', ({ params }) => {
      const found = organizations.find((organization) => organization.id === params.id);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
    http.get('*/api/providers/organizations/:id', ({ params }) =>
      HttpResponse.json(providers[String(params.id)] ?? []),
    ),
  );
}

/**
 * A backend holding one organization, Lakeside Clinic, whose id is `id`, with ids of that kind
 * for its providers: it answers the organization's reads and creates, and keeps each provider
 * create's body.
 */
function lakesideBackend(id: ApiId) {
  const organization = { id, name: 'Lakeside Clinic', unique_key: 'lakeside' };
  const sent: { email: string }[] = [];
  const providerId = (n: number) => (typeof id === 'number' ? n : `p${n}`);
  server.use(
    http.post('*/api/organizations/create', () => HttpResponse.json({ id }, { status: 201 })),
    http.get(`*/api/organizations/get/${id}`, () => HttpResponse.json(organization)),
    http.get(`*/api/providers/organizations/${id}`, () =>
      HttpResponse.json(sent.map(({ email }, index) => ({ id: providerId(index + 1), email }))),
    ),
    http.post('*/api/providers/create', async ({ request }) => {
      sent.push((await request.json()) as { email: string });
      return HttpResponse.json({ id: providerId(sent.length) }, { status: 201 });
    }),
  );
  return sent;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('organization and provider ids as text', () => {
  it('list the organizations, each leading to its page by its id', async () => {
    answerTextIds();
    const app = renderApp('/d/admin/organizations', 'superuser');
    const table = await screen.findByRole('table', { name: 'Organizations' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['3', 'Lakeside Clinic', 'lakeside', 'View Organization'],
      ['org-7f', 'Harbor Health', 'harbor', 'View Organization'],
    ]);

    await app.user.click(screen.getByRole('button', { name: 'ID, sorted ascending' }));
    expect(within(table).getAllByRole('row').slice(1).map(cells)[0]![0]).toBe('org-7f');

    await app.user.click(screen.getByRole('link', { name: 'View Organization Harbor Health' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Health' })).toBeVisible();
    expect(app.pathname()).toBe('/d/admin/organizations/org-7f');
  });

  it('show an organization’s page and its providers', async () => {
    answerTextIds();
    renderApp('/d/admin/organizations/org-7f', 'superuser');
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Health' })).toBeVisible();
    const id = screen.getAllByRole('term').find((term) => term.textContent === 'ID');
    expect(id?.nextElementSibling).toHaveTextContent('org-7f');
    const table = await screen.findByRole('table', { name: 'Providers' });
    expect(within(table).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['prov-a1', 'ana@harbor.example'],
      ['prov-b2', 'ben@harbor.example'],
    ]);
    expect(screen.getByRole('link', { name: 'New Provider' })).toHaveAttribute(
      'href',
      '/d/admin/organizations/org-7f/providers/create',
    );
  });

  it('count each organization’s providers on the administrator home', async () => {
    answerTextIds();
    renderApp('/d/admin', 'superuser');
    const providersCard = await screen.findByRole('region', { name: 'Providers' });
    expect(await within(providersCard).findByText('3')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Providers by organization' });
    const harbor = within(table).getByRole('row', { name: /Harbor/ });
    expect(harbor).toHaveTextContent('2 providers');
    expect(within(harbor).getByRole('link')).toHaveAttribute(
      'href',
      '/d/admin/organizations/org-7f',
    );
    expect(within(table).getByRole('row', { name: /Lakeside/ })).toHaveTextContent('1 provider');
  });
});

describe('an organization create', () => {
  it('opens the new organization’s page when its answer is {"id":"3"}', async () => {
    lakesideBackend('3');
    const app = renderApp('/d/admin/organizations/create', 'superuser');
    await app.user.type(await screen.findByLabelText(/^Name/), 'Lakeside Clinic');
    await app.user.type(screen.getByLabelText(/^Unique Key/), 'lakeside');
    await app.user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lakeside Clinic' })).toBeVisible();
    expect(app.pathname()).toBe('/d/admin/organizations/3');
    expect(await screen.findByText('This organization has no providers yet.')).toBeVisible();
  });
});

describe('a provider create', () => {
  it.each([
    ['text', '3'],
    ['a whole number', 3],
  ] as const)('sends the organization’s id as the backend gave it, here as %s', async (_, id) => {
    const sent = lakesideBackend(id);
    const app = renderApp('/d/admin/organizations/3/providers/create', 'superuser');
    await app.user.type(await screen.findByLabelText(/^Email/), 'rosa@lakeside.example');
    await app.user.type(screen.getByLabelText(/^Clerk user ID/), 'user_2kS9xQ');
    await app.user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(app.pathname()).toBe('/d/admin/organizations/3'));
    expect(sent).toEqual([
      { organization_id: id, email: 'rosa@lakeside.example', clerk_id: 'user_2kS9xQ' },
    ]);
    const table = await screen.findByRole('table', { name: 'Providers' });
    expect(within(table).getByRole('cell', { name: 'rosa@lakeside.example' })).toBeVisible();
  });

  it('adds a provider to an organization of the mock API with text ids', async () => {
    const db = mockBackend('sparse');
    const app = renderApp('/d/admin/organizations/2/providers/create', 'superuser');
    await app.user.type(await screen.findByLabelText(/^Email/), 'rosa@northgate-cc.example');
    await app.user.type(screen.getByLabelText(/^Clerk user ID/), 'user_2kS9xQ');
    await app.user.click(screen.getByRole('button', { name: 'Create' }));

    const table = await screen.findByRole('table', { name: 'Providers' });
    expect(
      await within(table).findByRole('cell', { name: 'rosa@northgate-cc.example' }),
    ).toBeVisible();
    expect(db.listProviders('2').at(-1)).toMatchObject({
      id: '6',
      email: 'rosa@northgate-cc.example',
      organization_id: '2',
    });
  });
});
