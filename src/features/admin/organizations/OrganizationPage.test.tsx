import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HOSTILE_TEXT } from '../../../../tests/hostile-input';
import { neverAnswers, retryAfterFailure } from '../../../../tests/page-states';
import { renderApp } from '../../../../tests/render-app';
import { mockDb, server } from '../../../mocks/node';

const NORTHGATE = '/d/admin/organizations/2';
/** The definition after a term of the details list. */
const detail = (term: string) =>
  screen.getAllByRole('term').find((dt) => dt.textContent === term)?.nextElementSibling
    ?.textContent;

describe('the organization page', () => {
  it('shows ID, Name and Unique Key, and the providers with a New Provider link', async () => {
    renderApp(NORTHGATE, 'superuser');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Northgate Community Clinic' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('ContraRx - Organization'));
    expect(detail('ID')).toBe('2');
    expect(detail('Name')).toBe('Northgate Community Clinic');
    expect(detail('Unique Key')).toBe('northgate-cc');

    const table = await screen.findByRole('table', { name: 'Providers' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'IDEmail',
      '4amelia.brooks@northgate-cc.example',
      '5kenji.watanabe@northgate-cc.example',
    ]);
    expect(screen.getByRole('link', { name: 'New Provider' })).toHaveAttribute(
      'href',
      '/d/admin/organizations/2/providers/create',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
        name: 'Organizations',
      }),
    ).toHaveAttribute('href', '/d/admin/organizations');
  });

  it('shows a name of markup, right-to-left text and emoji as text, each place isolated', async () => {
    const name = `${HOSTILE_TEXT.image} ${HOSTILE_TEXT.hebrewAndEmoji}`;
    const created = mockDb.createOrganization({ name, unique_key: HOSTILE_TEXT.script });
    if (!created.ok) throw new Error('not created');
    mockDb.createProvider({
      organization_id: created.value.id,
      email: 'hostile@example.com',
      clerk_id: 'user_2hostile',
    });
    renderApp(`/d/admin/organizations/${created.value.id}`, 'superuser');
    const heading = await screen.findByRole('heading', { level: 1, name });
    expect(heading.querySelector('bdi')).toHaveTextContent(name);
    expect(detail('Name')).toBe(name);
    expect(detail('Unique Key')).toBe(HOSTILE_TEXT.script);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByText(name).parentElement).toHaveAttribute('title', name);
    expect(await screen.findByRole('cell', { name: 'hostile@example.com' })).toBeVisible();
    expect(document.querySelector('main img, main script')).toBeNull();
  });

  it('says an unknown organization was not found, with a way back to the list', async () => {
    const app = renderApp('/d/admin/organizations/999', 'superuser');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This organization could not be found. The link may be out of date.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Organization' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Back to all organizations' }));
    await waitFor(() => expect(app.pathname()).toBe('/d/admin/organizations'));
  });

  it('shows a spinner while the organization loads', async () => {
    server.use(neverAnswers('*/api/organizations/get/:id'));
    renderApp(NORTHGATE, 'superuser');
    expect(await screen.findByText('Loading the organization')).toBeInTheDocument();
  });

  it('says so when the organization fails to load, and tries again', async () => {
    server.use(http.get('*/api/organizations/get/:id', () => HttpResponse.error()));
    await retryAfterFailure(
      renderApp(NORTHGATE, 'superuser'),
      'This organization could not be loaded. The server could not be reached.',
    );
    expect(
      await screen.findByRole('heading', { name: 'Northgate Community Clinic' }),
    ).toBeVisible();
  });

  describe('its providers', () => {
    const providers = '*/api/providers/organizations/:id';

    it('show a spinner while they load', async () => {
      server.use(neverAnswers(providers));
      renderApp(NORTHGATE, 'superuser');
      expect(await screen.findByText('Loading the providers')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'New Provider' })).toBeVisible();
    });

    it('say when there are none', async () => {
      server.use(http.get(providers, () => HttpResponse.json([])));
      renderApp(NORTHGATE, 'superuser');
      expect(await screen.findByText('This organization has no providers yet.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'New Provider' })).toBeVisible();
    });

    it('say so when they fail to load, and try again', async () => {
      server.use(http.get(providers, () => HttpResponse.json({}, { status: 500 })));
      const app = renderApp(NORTHGATE, 'superuser');
      expect(
        await screen.findByRole('heading', { name: 'Northgate Community Clinic' }),
      ).toBeVisible();
      await retryAfterFailure(app, 'The providers could not be loaded. The server answered 500.');
      expect(await screen.findByRole('table', { name: 'Providers' })).toBeVisible();
    });
  });
});
