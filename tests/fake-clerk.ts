/**
 * Test-only stand-in for the Clerk instance, passed through ClerkProvider's
 * `Clerk` prop because Clerk's script cannot load in tests. It has only what
 * @clerk/react 6.18 reads: `loaded`, `load()`, `addListener()`,
 * `__internal_lastEmittedResources` (what useAuth/useUser read; it must hold a
 * `client` key), `session` (useAuth's getToken calls session.getToken),
 * `signOut()`, `mountSignIn()`/`unmountSignIn()` (the /login page) and
 * `mountSignUp()`/`unmountSignUp()` (/signup). It has
 * no `status` on purpose: only then does ClerkProvider announce 'ready' itself,
 * without the instance's own status events.
 */
import type { ClerkProp } from '@clerk/react';
import { vi } from 'vitest';

/** A well-formed test key; with a `Clerk` instance nothing is fetched for it. */
export const FAKE_PUBLISHABLE_KEY = `pk_test_${btoa('clerk.contrarx.test$')}`;

export interface FakeUser {
  id: string;
  email: string;
}

/** What `load()` does: succeed, reject (as when the script is blocked) or never settle. */
export type FakeLoad = 'loads' | 'fails' | 'hangs';

type RouterFn = (to: string) => unknown;

export interface FakeLoadOptions {
  routerPush?: RouterFn;
  routerReplace?: RouterFn;
  [option: string]: unknown;
}

export function createFakeClerk({
  user = null,
  load = 'loads',
}: { user?: FakeUser | null; load?: FakeLoad } = {}) {
  const listeners = new Set<(resources: unknown) => void>();
  let loadOptions: FakeLoadOptions | undefined;
  let currentUser = user;

  const getToken = vi.fn(
    async (_options?: { template?: string; skipCache?: boolean }) => 'fake-jwt',
  );
  const signOut = vi.fn(async () => setUser(null));

  const instance = {
    loaded: false,
    session: null as ReturnType<typeof sessionFor> | null,
    __internal_lastEmittedResources: undefined as unknown,
    async load(options: FakeLoadOptions) {
      loadOptions = options;
      if (load === 'fails') throw new Error('Failed to load Clerk');
      if (load === 'hangs') return new Promise<void>(() => {});
      instance.loaded = true;
      setUser(currentUser);
    },
    addListener(listener: (resources: unknown) => void, options?: { skipInitialEmit?: boolean }) {
      listeners.add(listener);
      if (instance.loaded && !options?.skipInitialEmit)
        listener(instance.__internal_lastEmittedResources);
      return () => listeners.delete(listener);
    },
    signOut,
    // Clerk's hosted sign-in widget on /login: the tests sign people in with signIn() below.
    mountSignIn: vi.fn(),
    unmountSignIn: vi.fn(),
    mountSignUp: vi.fn(),
    unmountSignUp: vi.fn(),
  };

  function sessionFor(signedIn: FakeUser) {
    const clerkUser = {
      id: signedIn.id,
      primaryEmailAddress: { emailAddress: signedIn.email },
      organizationMemberships: [],
    };
    return {
      id: `sess_${signedIn.id}`,
      status: 'active',
      user: clerkUser,
      actor: null,
      factorVerificationAge: null,
      // useAuth reports signed in only when the session has token claims.
      lastActiveToken: { jwt: { claims: { sub: signedIn.id, sid: `sess_${signedIn.id}` } } },
      getToken,
    };
  }

  function setUser(next: FakeUser | null) {
    currentUser = next;
    instance.session = next ? sessionFor(next) : null;
    instance.__internal_lastEmittedResources = {
      client: { sessions: instance.session ? [instance.session] : [] },
      session: instance.session,
      user: instance.session?.user ?? null,
      organization: null,
    };
    listeners.forEach((listener) => listener(instance.__internal_lastEmittedResources));
  }

  return {
    Clerk: instance as unknown as ClerkProp,
    getToken,
    signOut,
    /** The options ClerkProvider loaded Clerk with. */
    loadOptions: () => loadOptions,
    /** Signs a person in, as Clerk does after its hosted sign-in. */
    signIn: (signedIn: FakeUser) => setUser(signedIn),
    /** Navigates the way clerk-js does: through the router functions it was loaded with. */
    navigate: (to: string, options?: { replace?: boolean }) =>
      options?.replace ? loadOptions?.routerReplace?.(to) : loadOptions?.routerPush?.(to),
  };
}
