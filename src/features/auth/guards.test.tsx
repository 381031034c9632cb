import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/render-app';
import { server } from '../../mocks/node';

const login = (body: JsonBodyType, status = 200) =>
  http.post('*/api/auth/login', () => HttpResponse.json(body, { status }));
const whoami = (body: JsonBodyType, status = 200) =>
  http.get('*/api/auth/whoami', () => HttpResponse.json(body, { status }));

describe('sign-in', () => {
  it('sends signed-out visitors of signed-in pages to /login', async () => {
    const app = renderApp('/d/providers/dashboard/patients');
    expect(await screen.findByRole('button', { name: 'Sign in as demo provider' })).toBeVisible();
    expect(app.pathname()).toBe('/login');
    await waitFor(() => expect(document.title).toBe('ContraRx - Login'));
  });

  it('lands the demo provider on the patients route', async () => {
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('button', { name: 'Sign in as demo provider' }));
    await waitFor(() => expect(app.pathname()).toBe('/d/providers/dashboard/patients'));
    expect(await screen.findByRole('link', { name: 'All Patients' })).toBeVisible();
  });

  it('lands the demo administrator on /d/admin', async () => {
    const app = renderApp('/login');
    await app.user.click(
      await screen.findByRole('button', { name: 'Sign in as demo administrator' }),
    );
    await waitFor(() => expect(app.pathname()).toBe('/d/admin'));
    expect(await screen.findByRole('link', { name: 'Organizations' })).toBeVisible();
  });

  it('sends a signed-in visitor of /login or /signup to /d', async () => {
    const app = renderApp('/signup', 'provider');
    await waitFor(() => expect(app.pathname()).toBe('/d/providers/dashboard/patients'));
  });

  it('redirects the root to /d', async () => {
    const app = renderApp('/', 'superuser');
    await waitFor(() => expect(app.pathname()).toBe('/d/admin'));
  });

  it('shows the spec message when login fails, and tries again', async () => {
    server.use(login({ detail: 'boom' }, 500));
    const app = renderApp('/d', 'provider');
    expect(
      await screen.findByText('An unexpected error has occurred. Please try again.'),
    ).toBeVisible();
    server.resetHandlers();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(app.pathname()).toBe('/d/providers/dashboard/patients'));
  });

  it('shows the same message for a 401 login', async () => {
    server.use(login({ detail: 'no' }, 401));
    renderApp('/d', 'provider');
    expect(
      await screen.findByText('An unexpected error has occurred. Please try again.'),
    ).toBeVisible();
  });

  it('gives a user who is neither provider nor superuser a no-access screen', async () => {
    server.use(login({ user_type: 'patient' }));
    const app = renderApp('/d', 'provider');
    expect(await screen.findByRole('heading', { name: 'No access yet' })).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
  });

  it('treats a malformed login body as a failure', async () => {
    server.use(login({ user: 'superuser' }));
    renderApp('/d', 'provider');
    expect(
      await screen.findByText('An unexpected error has occurred. Please try again.'),
    ).toBeVisible();
  });
});

describe('the administrator layout', () => {
  it('sends anyone but a superuser to /d', async () => {
    const app = renderApp('/d/admin', 'provider');
    await waitFor(() => expect(app.pathname()).toBe('/d/providers/dashboard/patients'));
  });

  it('alerts when whoami fails', async () => {
    server.use(whoami({ detail: 'down' }, 503));
    renderApp('/d/admin', 'superuser');
    expect(await screen.findByText('A fatal error has occured.')).toBeVisible();
  });

  it('checks again from the alert, and opens the area once whoami answers', async () => {
    server.use(whoami({ detail: 'down' }, 503));
    const app = renderApp('/d/admin', 'superuser');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A fatal error has occured.');
    server.resetHandlers();
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Organizations' })).toBeVisible();
    expect(app.pathname()).toBe('/d/admin');
  });

  it('shows a spinner while the check runs', async () => {
    server.use(http.get('*/api/auth/whoami', () => new Promise<never>(() => {})));
    renderApp('/d/admin', 'superuser');
    expect(await screen.findByText('Checking your access')).toBeInTheDocument();
  });
});

describe('the provider dashboard', () => {
  it('sends anyone but a provider to /d', async () => {
    const app = renderApp('/d/providers/dashboard', 'superuser');
    await waitFor(() => expect(app.pathname()).toBe('/d/admin'));
  });

  it('sends the provider back to /d without a loop when whoami fails', async () => {
    server.use(whoami({ detail: 'down' }, 500));
    const app = renderApp('/d/providers/dashboard/patients', 'provider');
    expect(
      await screen.findByText('We could not confirm your access. Please try again.'),
    ).toBeVisible();
    expect(app.pathname()).toBe('/d');
  });

  it('has the spec title', async () => {
    renderApp('/d/providers/dashboard', 'provider');
    await waitFor(() => expect(document.title).toBe('ContraRx - Your Dashboard'));
  });
});

describe('sign-out', () => {
  it('returns to /login, and a signed-in URL then asks for sign-in again', async () => {
    const app = renderApp('/d/admin', 'superuser');
    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    await app.router.navigate(-1);
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(screen.queryByRole('link', { name: 'Organizations' })).not.toBeInTheDocument();
  });
});

describe('errors', () => {
  it('shows the error page with a not-found line for an unknown URL', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeVisible();
    expect(screen.getByText('Sorry, an unexpected error has occurred.')).toBeVisible();
    expect(screen.getByText(/Not Found/)).toBeVisible();
  });
});
