import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSessionEnding, useAuthSession, type AuthSession } from '../session';
import { CLERK_LOAD_TIMEOUT_MS, ClerkAuthProvider } from './ClerkAuthProvider';
import { createFakeClerk, FAKE_PUBLISHABLE_KEY, type FakeUser } from '../../../tests/fake-clerk';

const provider: FakeUser = { id: 'user_provider_1', email: 'provider@clinic.test' };

function SessionProbe({ onSession }: { onSession: (session: AuthSession) => void }) {
  const session = useAuthSession();
  const [token, setToken] = useState<string | null>();
  useEffect(() => onSession(session), [session, onSession]);
  return (
    <>
      <p>status: {session.status}</p>
      <p>userId: {session.userId ?? 'none'}</p>
      <p>email: {session.email ?? 'none'}</p>
      <p>token: {token === undefined ? 'not requested' : (token ?? 'null')}</p>
      <button
        type="button"
        onClick={async () =>
          setToken(await session.getToken({ template: 'withusers', skipCache: true }))
        }
      >
        Get token
      </button>
      <button type="button" onClick={() => session.signOut()}>
        Sign out
      </button>
    </>
  );
}

function renderProvider(fake: ReturnType<typeof createFakeClerk>, navigate = vi.fn()) {
  const onSession = vi.fn();
  const ui = (nav: typeof navigate) => (
    <ClerkAuthProvider
      publishableKey={FAKE_PUBLISHABLE_KEY}
      navigate={nav}
      Clerk={fake.Clerk}
      loadFailed={<h1>Sign-in is unavailable</h1>}
    >
      <SessionProbe onSession={onSession} />
    </ClerkAuthProvider>
  );
  const view = render(ui(navigate));
  return {
    ...view,
    navigate,
    onSession,
    rerenderWith: (nav: typeof navigate) => view.rerender(ui(nav)),
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ClerkAuthProvider', () => {
  it('is loading until Clerk loads, then signed out', async () => {
    renderProvider(createFakeClerk());

    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(await screen.findByText('status: signed-out')).toBeInTheDocument();
    expect(screen.getByText('userId: none')).toBeInTheDocument();
    expect(screen.getByText('email: none')).toBeInTheDocument();
  });

  it('reports the signed-in user id and primary email address', async () => {
    renderProvider(createFakeClerk({ user: provider }));

    expect(await screen.findByText('status: signed-in')).toBeInTheDocument();
    expect(screen.getByText(`userId: ${provider.id}`)).toBeInTheDocument();
    expect(screen.getByText(`email: ${provider.email}`)).toBeInTheDocument();
  });

  it('loads Clerk with the app routes and redirects', async () => {
    const fake = createFakeClerk();
    renderProvider(fake);
    await screen.findByText('status: signed-out');

    expect(fake.loadOptions()).toMatchObject({
      signInUrl: '/login',
      signUpUrl: '/signup',
      signInFallbackRedirectUrl: '/d',
      signUpFallbackRedirectUrl: '/after_signup',
      afterSignOutUrl: '/login',
      allowedRedirectOrigins: [window.location.origin],
    });
  });

  it("loads Clerk's pinned script versions, with telemetry off", async () => {
    const fake = createFakeClerk();
    renderProvider(fake);
    await screen.findByText('status: signed-out');

    expect(fake.loadOptions()).toMatchObject({
      __internal_clerkJSVersion: '6.40.0',
      __internal_clerkUIVersion: '1.41.0',
      telemetry: false,
    });
  });

  it("asks the key's Frontend API for the pinned clerk-js, not the newest 6.x", async () => {
    // Earlier tests leave their fake as window.Clerk and as @clerk/react's cached instance.
    vi.stubGlobal('Clerk', undefined);
    const publishableKey = `pk_live_${btoa('clerk.pinned.contrarx.test$')}`;
    render(
      <ClerkAuthProvider publishableKey={publishableKey} navigate={vi.fn()} loadFailed={null}>
        <p>app</p>
      </ClerkAuthProvider>,
    );

    const script = await vi.waitFor(() => {
      const element = document.querySelector<HTMLScriptElement>(
        'script[data-clerk-publishable-key]',
      );
      if (!element) throw new Error("Clerk's script is not there yet");
      return element;
    });
    expect(script.src).toBe(
      'https://clerk.pinned.contrarx.test/npm/@clerk/clerk-js@6.40.0/dist/clerk.browser.js',
    );
  });

  it('resolves getToken to null while signed out without asking Clerk', async () => {
    const user = userEvent.setup();
    const fake = createFakeClerk();
    renderProvider(fake);
    await screen.findByText('status: signed-out');

    await user.click(screen.getByRole('button', { name: 'Get token' }));

    expect(await screen.findByText('token: null')).toBeInTheDocument();
    expect(fake.getToken).not.toHaveBeenCalled();
  });

  it('resolves getToken to null while Clerk is still loading', async () => {
    const user = userEvent.setup();
    const fake = createFakeClerk({ load: 'hangs' });
    renderProvider(fake);

    await user.click(screen.getByRole('button', { name: 'Get token' }));

    expect(await screen.findByText('token: null')).toBeInTheDocument();
    expect(fake.getToken).not.toHaveBeenCalled();
  });

  it('passes the template and skipCache to Clerk once signed in', async () => {
    const user = userEvent.setup();
    const fake = createFakeClerk();
    renderProvider(fake);
    await screen.findByText('status: signed-out');

    act(() => fake.signIn(provider));
    await screen.findByText('status: signed-in');
    await user.click(screen.getByRole('button', { name: 'Get token' }));

    expect(await screen.findByText('token: fake-jwt')).toBeInTheDocument();
    expect(fake.getToken).toHaveBeenCalledTimes(1);
    expect(fake.getToken).toHaveBeenCalledWith({ template: 'withusers', skipCache: true });
  });

  it('signs out through Clerk', async () => {
    const user = userEvent.setup();
    const fake = createFakeClerk({ user: provider });
    renderProvider(fake);
    await screen.findByText('status: signed-in');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('status: signed-out')).toBeInTheDocument();
    expect(fake.signOut).toHaveBeenCalledTimes(1);
  });

  it('says the session is ending before it reports signed out, when Clerk ends it', async () => {
    const fake = createFakeClerk({ user: provider });
    renderProvider(fake);
    await screen.findByText('status: signed-in');
    const statusWhenTold: (string | undefined)[] = [];
    const stopListening = onSessionEnding(() =>
      statusWhenTold.push(screen.getByText(/^status:/).textContent ?? undefined),
    );

    // Clerk itself ends it (signed out in another tab, its own inactivity timeout).
    await act(() => fake.signOut());

    expect(await screen.findByText('status: signed-out')).toBeInTheDocument();
    expect(statusWhenTold).toEqual(['status: signed-in']);
    stopListening();
  });

  it('keeps the same session value while its inputs are unchanged', async () => {
    const fake = createFakeClerk({ user: provider });
    const { onSession, rerenderWith } = renderProvider(fake);
    await screen.findByText('status: signed-in');
    // The user's email can arrive a render after the status on a busy machine.
    await screen.findByText(`email: ${provider.email}`);
    const changes = onSession.mock.calls.length;

    rerenderWith(vi.fn());

    expect(onSession).toHaveBeenCalledTimes(changes);
  });

  it("routes Clerk's navigation through the app's navigate", async () => {
    const fake = createFakeClerk();
    const { navigate, rerenderWith } = renderProvider(fake);
    await screen.findByText('status: signed-out');

    // Clerk keeps the router functions from its first load; they must reach the current navigate.
    const latest = vi.fn();
    rerenderWith(latest);
    act(() => void fake.navigate('/d'));
    act(() => void fake.navigate('/login', { replace: true }));

    expect(latest.mock.calls).toEqual([['/d'], ['/login', { replace: true }]]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the load failure page in place of the app when Clerk fails to load', async () => {
    // IsomorphicClerk logs the load error itself.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderProvider(createFakeClerk({ load: 'fails' }));

    expect(
      await screen.findByRole('heading', { name: 'Sign-in is unavailable' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^status:/)).not.toBeInTheDocument();
  });

  it('shows the load failure page when Clerk has not loaded in time', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderProvider(createFakeClerk({ load: 'hangs' }));

    act(() => vi.advanceTimersByTime(CLERK_LOAD_TIMEOUT_MS - 1));
    expect(screen.getByText('status: loading')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Sign-in is unavailable' })).toBeInTheDocument();
  });

  it("shows the load failure page as soon as Clerk's script fails to load", () => {
    renderProvider(createFakeClerk({ load: 'hangs' }));
    expect(screen.getByText('status: loading')).toBeInTheDocument();

    const script = document.createElement('script');
    script.setAttribute('data-clerk-publishable-key', FAKE_PUBLISHABLE_KEY);
    document.head.append(script);
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('heading', { name: 'Sign-in is unavailable' })).toBeInTheDocument();
    script.remove();
  });

  it('ignores other scripts that fail to load', () => {
    renderProvider(createFakeClerk({ load: 'hangs' }));
    const script = document.createElement('script');
    document.head.append(script);
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    script.remove();
  });
});
