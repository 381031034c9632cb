import { act, render, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInSession } from '../../tests/signed-in-session';
import { AuthSessionContext } from '../auth/session';
import { pendingSignOut } from '../tab-memory/pending-sign-out';
import { registerUnsavedChanges } from '../tab-memory/unsaved-changes';
import { IdleLogoff, type IdleWarningProps } from './IdleLogoff';
import { IdleWarning } from './IdleWarning';
import { SIGN_OUT_RETRY_MS } from './LogoffLock';
import { logoffWords } from './logoff-words';
import { SignedOutNotice } from './SignedOutNotice';

const MINUTE = 60_000;
const PATIENT = 'Maya Thompson';

/** A signed-in page with a patient's name and a field, under the automatic logoff. */
function renderSignedIn(
  signOut = vi.fn(async () => {}),
  warning: ComponentType<IdleWarningProps> = IdleWarning,
) {
  const session = signedInSession('provider', signOut);
  const router = createMemoryRouter(
    [
      {
        path: '/work',
        element: (
          <IdleLogoff
            warnAfterMs={15 * MINUTE}
            signOutAfterMs={20 * MINUTE}
            words={logoffWords}
            warning={warning}
          >
            <h1>{PATIENT}</h1>
            <label>
              Notes <input />
            </label>
          </IdleLogoff>
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

/** Lets time pass without input. */
async function idle(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** A sign-out that fails, as Clerk's does offline, until `online()` is called. */
function signOutOffline() {
  let connected = false;
  const signOut = vi.fn(async () => {
    if (!connected) throw new TypeError('Failed to fetch');
  });
  return { signOut, online: () => void (connected = true) };
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
      'The changes on this page have not been saved: they will be kept in this browser tab only, for 20 minutes, for you to restore when you sign in again.',
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

describe('automatic logoff that cannot reach the sign-in service', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    pendingSignOut.done();
  });

  it('hides the page before it signs out, keeps it hidden, and says so', async () => {
    const offline = signOutOffline();
    const { router } = renderSignedIn(offline.signOut);
    await idle(20 * MINUTE);

    expect(screen.queryByText(PATIENT)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Notes')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Signing out' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Signing out has not finished: the sign-in service could not be reached. This screen stays locked and keeps trying.',
    );
    expect(router.state.location.pathname).toBe('/work');
    // Time passes, input comes: nothing brings the page back.
    await act(async () => {
      document.dispatchEvent(new Event('pointerdown'));
    });
    await idle(10 * MINUTE);
    expect(screen.queryByText(PATIENT)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tries again, at growing intervals, until signing out succeeds', async () => {
    const offline = signOutOffline();
    const { router } = renderSignedIn(offline.signOut);
    await idle(20 * MINUTE);
    expect(offline.signOut).toHaveBeenCalledTimes(1);

    await idle(SIGN_OUT_RETRY_MS[0]);
    expect(offline.signOut).toHaveBeenCalledTimes(2);
    await idle(SIGN_OUT_RETRY_MS[1] - 1);
    expect(offline.signOut).toHaveBeenCalledTimes(2);
    await idle(1);
    expect(offline.signOut).toHaveBeenCalledTimes(3);

    offline.online();
    await idle(SIGN_OUT_RETRY_MS[2]);
    expect(offline.signOut).toHaveBeenCalledTimes(4);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent(
      'You were signed out after 20 minutes without activity',
    );
  });

  it('tries again at once when the browser is back online, or when asked', async () => {
    const offline = signOutOffline();
    const { router } = renderSignedIn(offline.signOut);
    await idle(20 * MINUTE);
    await act(async () => screen.getByRole('button', { name: 'Try again now' }).click());
    expect(offline.signOut).toHaveBeenCalledTimes(2);

    offline.online();
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(offline.signOut).toHaveBeenCalledTimes(3);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets the open pages keep their unsaved changes before it hides them', async () => {
    let mounted = true;
    const keep = vi.fn(() => expect(mounted).toBe(true));
    const unregister = registerUnsavedChanges(() => true, keep);
    renderSignedIn(signOutOffline().signOut);
    const notes = screen.getByLabelText('Notes');
    new MutationObserver(() => (mounted = notes.isConnected)).observe(document.body, {
      childList: true,
      subtree: true,
    });
    await idle(20 * MINUTE);
    expect(keep).toHaveBeenCalled();
    expect(screen.queryByLabelText('Notes')).not.toBeInTheDocument();
    unregister();
  });

  it('stays locked through a reload of the tab while the sign-out has not succeeded', async () => {
    renderSignedIn(signOutOffline().signOut);
    await idle(20 * MINUTE);
    expect(pendingSignOut.isPending()).toBe(true);

    // The tab is reloaded: the session is still open, and the page is not shown again.
    document.body.innerHTML = '';
    const again = signOutOffline();
    renderSignedIn(again.signOut);
    expect(screen.queryByText(PATIENT)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Signing out' })).toBeInTheDocument();
    await idle(0);
    expect(again.signOut).toHaveBeenCalled();
  });

  it('goes on to the lock when the warning’s code could not be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const missing = lazy<ComponentType<IdleWarningProps>>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    renderSignedIn(signOutOffline().signOut, missing);
    await idle(16 * MINUTE);
    expect(screen.getByText(PATIENT)).toBeInTheDocument();
    await idle(4 * MINUTE);
    expect(screen.queryByText(PATIENT)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Signing out' })).toBeInTheDocument();
  });
});
