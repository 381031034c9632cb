/**
 * No open redirect through the sign-in page: a query naming another origin is dropped before
 * Clerk's sign-in reads it, and the person signed in lands on /d.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createFakeClerk, FAKE_PUBLISHABLE_KEY } from '../../../../tests/fake-clerk';
import { renderConnectedApp, signInProvider } from '../../../../tests/render-connected-app';

const provider = { id: 'user_provider', email: 'provider@clinic.test' };
const FOREIGN = encodeURIComponent('https://other.clinic.example/steal');

describe("Clerk's sign-in and sign-up pages", () => {
  beforeEach(() => vi.stubEnv('VITE_CLERK_PUBLISHABLE_KEY', FAKE_PUBLISHABLE_KEY));
  afterEach(() => vi.unstubAllEnvs());

  it.each(['/login', '/signup'])(
    '%s drops a redirect to another origin before Clerk mounts',
    async (path) => {
      const fake = createFakeClerk();
      const app = renderConnectedApp(`${path}?redirect_url=${FOREIGN}&x=1`, fake);

      await waitFor(() => expect(app.router.state.location.search).toBe('?x=1'));
      expect(app.pathname()).toBe(path);
      await screen.findByRole('region', { name: path === '/login' ? 'Sign in' : 'Sign up' });
      const clerk = fake.Clerk as unknown as Record<'mountSignIn' | 'mountSignUp', Mock>;
      const mount = path === '/login' ? clerk.mountSignIn : clerk.mountSignUp;
      await waitFor(() => expect(mount).toHaveBeenCalled());
    },
  );

  it('keeps a redirect within the app, and a provider who signs in lands on /d', async () => {
    const fake = createFakeClerk();
    const app = renderConnectedApp(`/login?redirect_url=${encodeURIComponent('/d')}`, fake);
    await screen.findByRole('region', { name: 'Sign in' });
    expect(app.router.state.location.search).toBe(`?redirect_url=${encodeURIComponent('/d')}`);

    signInProvider(fake, provider);
    await waitFor(() => expect(app.pathname()).toBe('/d/providers/dashboard/patients'));
  });

  it('a provider signing in from a foreign redirect_url lands on /d, not elsewhere', async () => {
    const fake = createFakeClerk();
    const app = renderConnectedApp(`/login?redirect_url=${FOREIGN}`, fake);
    await screen.findByRole('region', { name: 'Sign in' });

    signInProvider(fake, provider);
    await waitFor(() => expect(app.pathname()).toBe('/d/providers/dashboard/patients'));
    expect(app.router.state.location.search).toBe('');
  });
});
