import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInSession } from '../../tests/signed-in-session';
import { AuthSessionContext } from '../auth/session';
import { IdleLogoff } from './IdleLogoff';
import { SignedOutNotice } from './SignedOutNotice';
import { registerUnsavedChanges } from '../session/unsaved-changes';

const MINUTE = 60_000;

function renderSignedIn() {
  const signOut = vi.fn(async () => {});
  const session = signedInSession('provider', signOut);
  const router = createMemoryRouter(
    [
      {
        path: '/work',
        element: (
          <>
            <label>
              Notes <input />
            </label>
            <IdleLogoff warnAfterMs={15 * MINUTE} signOutAfterMs={20 * MINUTE} />
          </>
        ),
      },
      { path: '/login', element: <SignedOutNotice /> },
    ],
    { initialEntries: ['/work'] },
  );
  render(
    <AuthSessionContext.Provider value={session}>
      <RouterProvider router={router} />
    </AuthSessionContext.Provider>,
  );
  return { signOut, router };
}

/** Lets time pass without input; the warning's code, loaded when due, has arrived after. */
async function idle(ms: number) {
  await act(() => vi.advanceTimersByTime(ms));
  await act(() => vi.dynamicImportSettled());
}

describe('automatic logoff', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('warns after 15 minutes without input, with a countdown and what is at stake', async () => {
    renderSignedIn();
    await idle(15 * MINUTE - 2_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await idle(2_000);
    const dialog = screen.getByRole('dialog', { name: 'Are you still there?' });
    expect(dialog).toHaveTextContent('you will be signed out in 5:00');
    expect(dialog).toHaveTextContent('Anything not yet saved on this page will be lost.');
    await idle(61_000);
    expect(screen.getByRole('timer')).toHaveTextContent('3:59');
  });

  it('says that unsaved changes on the page are kept for the next sign-in', async () => {
    const unregister = registerUnsavedChanges(() => true);
    renderSignedIn();
    await idle(15 * MINUTE);
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toHaveTextContent(
      'The changes on this page have not been saved: they will be kept in this browser tab only, until you sign in again.',
    );
    unregister();
  });

  it('counts input as presence: typing puts the warning off', async () => {
    renderSignedIn();
    await idle(14 * MINUTE);
    await act(async () => {
      screen.getByLabelText('Notes').dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    });
    await idle(14 * MINUTE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Stay signed in" keeps the session and starts the wait again', async () => {
    const { signOut } = renderSignedIn();
    await idle(16 * MINUTE);
    await act(async () => screen.getByRole('button', { name: 'Stay signed in' }).click());
    await idle(1_000); // the dialog's closing transition
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await idle(10 * MINUTE);
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs out at 20 minutes and says why on the sign-in page', async () => {
    const { signOut, router } = renderSignedIn();
    await idle(20 * MINUTE);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent(
      'You were signed out after 20 minutes without activity',
    );
  });

  it('is not put off by a stray touch once the warning shows', async () => {
    const { signOut } = renderSignedIn();
    await idle(16 * MINUTE);
    await act(async () => {
      document.dispatchEvent(new Event('pointerdown'));
    });
    await idle(4 * MINUTE);
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
