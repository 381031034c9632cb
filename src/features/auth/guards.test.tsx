import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/render-app';
import type { DemoPersona } from '../../auth/demo/demo-identity';
import { server } from '../../mocks/node';

const login = (body: JsonBodyType, status = 200) =>
  http.post('*/api/auth/login', () => HttpResponse.json(body, { status }));
const whoami = (body: JsonBodyType, status = 200) =>
  http.get('*/api/auth/whoami', () => HttpResponse.json(body, { status }));

const LOGIN_FAILED = 'An unexpected error has occurred. Please try again.';

/** With `handler` answering, opens `path` as `persona` and waits for `message` to show. */
async function expectMessage(
  handler: Parameters<typeof server.use>[0],
  [path, persona]: [string, DemoPersona],
  message: string,
) {
  server.use(handler);
  const app = renderApp(path, persona);
  expect(await screen.findByText(message)).toBeVisible();
  return app;
}

/** Opens `path` as `persona` and waits for the app to arrive at `target`. */
async function expectRedirect(path: string, persona: DemoPersona, target: string) {
  const app = renderApp(path, persona);
  await waitFor(() => expect(app.pathname()).toBe(target));
}

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
    await expectRedirect('/signup', 'provider', '/d/providers/dashboard/patients');
  });

  it('redirects the root to /d', async () => {
    await expectRedirect('/', 'superuser', '/d/admin');
  });

  it('shows the spec message when login fails, and tries again', async () => {
    const app = await expectMessage(
      login({ detail: 'boom' }, 500),
      ['/d', 'provider'],
      LOGIN_FAILED,
    );
    server.resetHandlers();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(app.pathname()).toBe('/d/providers/dashboard/patients'));
  });

  it('shows the same message for a 401 login', async () => {
    await expectMessage(login({ detail: 'no' }, 401), ['/d', 'provider'], LOGIN_FAILED);
  });

  it('gives a user who is neither provider nor superuser a no-access screen', async () => {
    server.use(login({ user_type: 'patient' }));
    const app = renderApp('/d', 'provider');
    expect(await screen.findByRole('heading', { name: 'No access yet' })).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
  });

  it('treats a malformed login body as a failure', async () => {
    await expectMessage(login({ user: 'superuser' }), ['/d', 'provider'], LOGIN_FAILED);
  });
});

describe('the administrator layout', () => {
  it('sends anyone but a superuser to /d', async () => {
    await expectRedirect('/d/admin', 'provider', '/d/providers/dashboard/patients');
  });

  it('alerts when whoami fails', async () => {
    await expectMessage(
      whoami({ detail: 'down' }, 503),
      ['/d/admin', 'superuser'],
      'A fatal error has occured.',
    );
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
    await expectRedirect('/d/providers/dashboard', 'superuser', '/d/admin');
  });

  it('has the spec title', async () => {
    renderApp('/d/providers/dashboard', 'provider');
    await waitFor(() => expect(document.title).toBe('ContraRx - Your Dashboard'));
  });

  it('sends the provider back to /d without a loop when whoami fails', async () => {
    const app = await expectMessage(
      whoami({ detail: 'down' }, 500),
      ['/d/providers/dashboard/patients', 'provider'],
      'We could not confirm your access. Please try again.',
    );
    expect(app.pathname()).toBe('/d');
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

describe('a session that ends while signed in', () => {
  const SESSION_ENDED = 'Your session has ended. Sign in again to continue.';

  it('is said on the sign-in page when the server refuses the fresh token too', async () => {
    server.use(
      http.get('*/api/patients', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })),
    );
    const app = renderApp('/d/providers/dashboard/patients', 'provider');
    expect(await screen.findByText(SESSION_ENDED)).toBeVisible();
    expect(app.pathname()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in as demo provider' })).toBeVisible();
  });

  it('is not said when the person signs out, nor to a visitor who was never signed in', async () => {
    const app = renderApp('/d/admin', 'superuser');
    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(screen.queryByText(SESSION_ENDED)).not.toBeInTheDocument();

    await app.router.navigate('/d/admin');
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign in as demo provider' })).toBeVisible();
    expect(screen.queryByText(SESSION_ENDED)).not.toBeInTheDocument();
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
