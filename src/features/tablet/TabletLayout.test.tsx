import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/render-app';

const STAFF = 'Staff: return to dashboard';

async function openLegal(path = '/legal/1') {
  const app = renderApp(path, 'provider');
  await screen.findByRole('heading', { name: 'Before we start' });
  return app;
}

describe('tablet mode', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows no provider navigation, and leaves only through staff, who confirm', async () => {
    const app = await openLegal();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link', { name: 'All Patients' })).toBeNull();

    await app.user.click(screen.getByRole('button', { name: STAFF }));
    const dialog = screen.getByRole('dialog', { name: 'Return to the dashboard?' });
    expect(dialog).toHaveTextContent('clears any answers not yet sent');
    await app.user.click(within(dialog).getByRole('button', { name: 'Stay here' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.pathname()).toBe('/legal/1');

    await app.user.click(screen.getByRole('button', { name: STAFF }));
    await app.user.click(screen.getByRole('button', { name: 'Return to dashboard' }));
    await waitFor(() => expect(app.pathname()).toBe('/d/providers/dashboard/patients'), {
      timeout: 5000,
    });
    // The dashboard is locked until a staff member signs in again.
    expect(await screen.findByRole('heading', { name: 'Staff sign-in required' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'All Patients' })).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    await app.user.click(
      await screen.findByRole('button', { name: 'Staff: sign in as demo provider' }),
    );
    // The dashboard settles after the unlock's redirects: wait for it, not for the first link.
    await waitFor(() => expect(screen.getByRole('link', { name: 'All Patients' })).toBeVisible(), {
      timeout: 5000,
    });
  });

  it('offers each language in its own words, saying which is chosen', async () => {
    const app = await openLegal();
    // The header's choice: the only one off the welcome screen.
    const choice = screen.getByRole('group', { name: 'Language' });
    const english = within(choice).getByRole('button', { name: 'English' });
    const spanish = within(choice).getByRole('button', { name: 'Español' });
    // Each name is marked as the language it is in, for a screen reader to speak it so.
    expect(english).toHaveAttribute('lang', 'en');
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(spanish).toHaveAttribute('aria-pressed', 'false');

    await app.user.click(spanish);
    // The group is named in the patient's language; the choices keep their own.
    const idioma = screen.getByRole('group', { name: 'Idioma' });
    expect(within(idioma).getByRole('button', { name: 'Español' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(idioma).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(idioma).getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('asks staff the same when the browser goes back to the dashboard', async () => {
    const app = renderApp('/d/providers/dashboard/patients', 'provider');
    const tabletMode = await screen.findByRole('link', { name: 'Patient tablet mode' });
    await app.user.click(tabletMode);
    await screen.findByRole('heading', { name: 'Welcome!' });
    // The staff guard registers in effects after the screen shows: let them run first.
    await act(async () => {});
    await act(() => app.router.navigate(-1));
    expect(await screen.findByRole('dialog', { name: 'Return to the dashboard?' })).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Stay here' }));
    expect(app.pathname()).toBe('/welcome');
  });

  it('warns after a while without a touch, and then clears everything and starts over', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const app = await openLegal();
    await app.user.click(screen.getByRole('button', { name: 'Español' }));
    await app.user.click(
      within(screen.getByRole('region', { name: 'Política de privacidad' })).getByRole('switch'),
    );

    act(() => vi.advanceTimersByTime(121_000));
    const warning = screen.getByRole('dialog', { name: '¿Sigue ahí?' });
    expect(warning).toHaveTextContent('volverá al inicio en 0:59');
    await app.user.click(within(warning).getByRole('button', { name: 'Sigo aquí' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => vi.advanceTimersByTime(170_000));
    expect(screen.getByRole('dialog', { name: '¿Sigue ahí?' })).toHaveTextContent('0:10');
    act(() => vi.advanceTimersByTime(11_000));
    await waitFor(() => expect(app.pathname()).toBe('/welcome'));
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();

    await app.user.click(screen.getByRole('link', { name: 'Let’s Go' }));
    const privacy = await screen.findByRole('region', { name: 'Privacy Policy' });
    expect(within(privacy).getByRole('switch')).not.toBeChecked();
  });
});
