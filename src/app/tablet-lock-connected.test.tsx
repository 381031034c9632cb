/**
 * The locked tablet in connected mode: unlocking is a fresh sign-in with Clerk, run through
 * ClerkProvider's `Clerk` instance prop with a fake Clerk (no network).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeClerk, FAKE_PUBLISHABLE_KEY } from '../../tests/fake-clerk';
import { renderConnectedApp, signInProvider } from '../../tests/render-connected-app';
import { isTabletLocked, lockTablet } from '../tab-memory/tablet-lock';

const provider = { id: 'user_connected', email: 'provider@clinic.test' };
const LOCKED = 'Staff sign-in required';

describe('a locked tablet in connected mode', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_CLERK_PUBLISHABLE_KEY', FAKE_PUBLISHABLE_KEY);
    lockTablet();
  });
  afterEach(() => vi.unstubAllEnvs());

  it('asks for a fresh sign-in, stays locked while none succeeds, and opens after one', async () => {
    const fake = createFakeClerk();
    signInProvider(fake, provider);
    const app = renderConnectedApp('/d/providers/dashboard/patients', fake);
    expect(await screen.findByRole('heading', { level: 1, name: LOCKED })).toBeVisible();
    expect(document.body).not.toHaveTextContent(provider.email);

    await app.user.click(await screen.findByRole('button', { name: 'Staff sign-in' }));
    // The session the tablet was handed over in ends; Clerk's sign-in asks who it is.
    await waitFor(() => expect(fake.signOut).toHaveBeenCalled());
    await waitFor(() => expect(app.pathname()).toBe('/login'));

    // No sign-in (refused, or abandoned): everything else stays locked.
    await app.router.navigate('/d/providers/dashboard/patients');
    expect(await screen.findByRole('heading', { level: 1, name: LOCKED })).toBeVisible();
    expect(isTabletLocked()).toBe(true);

    // A successful sign-in unlocks.
    await app.router.navigate('/login');
    // The sign-in page is up (the staff member signs in on it).
    expect(await screen.findByRole('region', { name: 'Sign in' })).toBeInTheDocument();
    signInProvider(fake, provider);
    await waitFor(() => expect(isTabletLocked()).toBe(false));
    // The dashboard settles after the unlock's redirects: wait for it, not for the first link.
    await waitFor(() => expect(screen.getByRole('link', { name: 'All Patients' })).toBeVisible(), {
      timeout: 5000,
    });
  });

  it('keeps the lock when ending the session fails, and says so', async () => {
    const fake = createFakeClerk();
    signInProvider(fake, provider);
    fake.signOut.mockRejectedValueOnce(new Error('offline'));
    const app = renderConnectedApp('/d', fake);
    await app.user.click(await screen.findByRole('button', { name: 'Staff sign-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The session could not be ended, so the tablet stays locked.',
    );
    expect(screen.getByRole('heading', { level: 1, name: LOCKED })).toBeVisible();
    expect(isTabletLocked()).toBe(true);
  });

  it('does not unlock on a reload of the session it was handed over in', async () => {
    const fake = createFakeClerk();
    signInProvider(fake, provider);
    renderConnectedApp('/d/providers/dashboard/patients', fake);
    expect(await screen.findByRole('heading', { level: 1, name: LOCKED })).toBeVisible();
    expect(isTabletLocked()).toBe(true);
  });
});
