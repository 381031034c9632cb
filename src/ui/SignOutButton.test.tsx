import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { signedInSession } from '../../tests/signed-in-session';
import { AuthSessionContext, type AuthSession } from '../auth/session';
import { SignOutButton } from './SignOutButton';
import { SIGN_OUT_FAILED } from './SignOutDialogs';
import { registerUnsavedChanges } from '../tab-memory/unsaved-changes';

function renderButton(signOut: AuthSession['signOut']) {
  const session = signedInSession('provider', signOut);
  const router = createMemoryRouter(
    [
      { path: '/work', element: <SignOutButton /> },
      { path: '/login', element: <p>Sign in</p> },
    ],
    { initialEntries: ['/work'] },
  );
  render(
    <AuthSessionContext.Provider value={session}>
      <RouterProvider router={router} />
    </AuthSessionContext.Provider>,
  );
  return { user: userEvent.setup(), router };
}

describe('SignOutButton', () => {
  it('signs out at once when no page holds unsaved changes', async () => {
    const signOut = vi.fn(async () => {});
    const { user, router } = renderButton(signOut);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks first while a page holds unsaved changes', async () => {
    const unregister = registerUnsavedChanges(() => true);
    const signOut = vi.fn(async () => {});
    const { user } = renderButton(signOut);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('dialog', { name: 'Sign out without saving?' })).toBeVisible();
    expect(signOut).not.toHaveBeenCalled();
    unregister();
  });

  it('says so when signing out fails, and stays on the page', async () => {
    const { user, router } = renderButton(() => Promise.reject(new Error('offline')));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_OUT_FAILED);
    expect(router.state.location.pathname).toBe('/work');
  });
});
