import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { neverAnswers, retryAfterFailure } from '../../../tests/page-states';
import { renderApp } from '../../../tests/render-app';
import { server } from '../../mocks/node';

const HOME = '/d/admin';
const providersCount = async () =>
  within(await screen.findByRole('region', { name: 'Providers' })).getByText('5');

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

  it.each([
    ['the organizations', '*/api/organizations', 'Loading the organizations'],
    ['the providers', '*/api/providers/organizations/:id', 'Counting the providers'],
  ])('shows a spinner while %s load', async (_, url, label) => {
    server.use(neverAnswers(url));
    renderApp(HOME, 'superuser');
    expect(await screen.findByText(label)).toBeInTheDocument();
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
      'The providers could not be counted. The server could not be reached.',
    ],
  ])('says so when %s fail to load, and tries again', async (_, failure, words) => {
    server.use(failure);
    await retryAfterFailure(renderApp(HOME, 'superuser'), words);
    expect(await providersCount()).toBeVisible();
  });
});
