import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../tests/render-app';
import { MAYA } from '../../tests/sample-patients';
import { server } from '../mocks/node';
import { lockTablet } from '../tab-memory/tablet-lock';

const LOCKED = 'Staff sign-in required';
const lockScreen = () => screen.findByRole('heading', { level: 1, name: LOCKED });

/** Every request the app sends to the API, by path. */
function requestLog() {
  const paths: string[] = [];
  const record = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', record);
  return { paths, stop: () => server.events.removeListener('request:start', record) };
}

describe('a locked tablet', () => {
  let log: ReturnType<typeof requestLog>;
  beforeEach(() => {
    lockTablet();
    log = requestLog();
  });
  afterEach(() => log.stop());

  it.each([
    ['the patient list', '/d/providers/dashboard/patients'],
    ['the signed-in area', '/d'],
    ['a patient record', `/d/providers/dashboard/patients/${MAYA}`],
    ['a summary', `/d/providers/dashboard/patients/${MAYA}/summary`],
    ['recommendations', `/d/providers/dashboard/patients/${MAYA}/recommendations`],
    ['the admin area', '/d/admin/organizations'],
  ])('shows the lock for %s, and sends no request', async (_, path) => {
    renderApp(path, 'provider');
    expect(await lockScreen()).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`ContraRx - ${LOCKED}`));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.body).not.toHaveTextContent('@');
    expect(log.paths).toEqual([]);
  });

  it('still shows the patient her own screens, and staff the sign-in', async () => {
    renderApp('/welcome', 'provider');
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeVisible();
  });

  it('takes the patient back to her screens', async () => {
    const app = renderApp('/d/providers/dashboard/patients', 'provider');
    await lockScreen();
    await app.user.click(screen.getByRole('link', { name: /Back to the patient’s screens/ }));
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeVisible();
  });

  it('unlocks for the same staff member, who goes on in the same session', async () => {
    const app = renderApp('/d/providers/dashboard/patients', 'provider');
    await lockScreen();
    await app.user.click(screen.getByRole('button', { name: 'Staff: sign in as demo provider' }));
    // The dashboard settles after the unlock's redirects: wait for it, not for the first link.
    await waitFor(() => expect(screen.getByRole('link', { name: 'All Patients' })).toBeVisible(), {
      timeout: 5000,
    });
    expect(localStorage.length).toBe(0);
  });

  it('ends the session of the one who handed it over when another staff member unlocks', async () => {
    const app = renderApp('/d/providers/dashboard/patients', 'provider');
    await lockScreen();
    await app.user.click(
      screen.getByRole('button', { name: 'Staff: sign in as demo administrator' }),
    );
    await waitFor(() => expect(app.pathname()).toMatch(/^\/d\/admin/));
    expect(screen.queryByRole('link', { name: 'All Patients' })).toBeNull();
  });

  it('is unlocked by a fresh sign-in after the session ended', async () => {
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('button', { name: 'Sign in as demo provider' }));
    // The dashboard settles after the unlock's redirects: wait for it, not for the first link.
    await waitFor(() => expect(screen.getByRole('link', { name: 'All Patients' })).toBeVisible(), {
      timeout: 5000,
    });
  });
});

describe('the tablet left alone', () => {
  afterEach(() => vi.useRealTimers());

  it('clears the language chosen on the welcome screen, warning in that language first', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const app = renderApp('/welcome', 'provider');
    await screen.findByRole('heading', { name: 'Welcome!' });
    await app.user.click(screen.getAllByRole('button', { name: 'Español' })[0]!);
    expect(await screen.findByRole('heading', { name: '¡Le damos la bienvenida!' })).toBeVisible();

    act(() => vi.advanceTimersByTime(121_000));
    expect(screen.getByRole('dialog', { name: '¿Sigue ahí?' })).toBeVisible();
    act(() => vi.advanceTimersByTime(60_000));
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');

    // The clock starts again for the next patient.
    act(() => vi.advanceTimersByTime(121_000));
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
  });

  it('signs the session out after 20 minutes without a touch, and asks for staff in both languages', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const app = renderApp('/legal/1', 'provider');
    await screen.findByRole('heading', { name: 'Before we start' });
    // Each reset of the patient's answers leaves the provider's session signed in.
    for (let minute = 0; minute < 19; minute += 1) act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('heading', { name: /Ask a staff member/ })).toBeNull();
    act(() => vi.advanceTimersByTime(61_000));
    const heading = await screen.findByRole('heading', {
      name: 'Ask a staff member to start the tablet',
    });
    expect(heading).toBeVisible();
    expect(app.pathname()).toBe('/welcome');
    expect(
      within(heading.closest('section')!).getByText(
        'Pida a un miembro del personal que inicie la tableta.',
      ),
    ).toBeVisible();
  });
});
