/**
 * The Clerk implementation of the auth interface (connected mode): wraps
 * ClerkProvider and turns its hooks into the app's AuthSession.
 */
import { useAuth, useClerk, useUser, type ClerkProp } from '@clerk/react';
// The public ClerkProvider with the version props that @clerk/react 6 keeps off its public type.
import { InternalClerkProvider } from '@clerk/react/internal';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { paths } from '../../config/paths';
import {
  AuthSessionContext,
  sessionEnding,
  type AuthSession,
  type AuthStatus,
  type TokenOptions,
} from '../session';

/** After this long without Clerk loading, show `loadFailed` rather than an endless spinner. */
export const CLERK_LOAD_TIMEOUT_MS = 15_000;

/**
 * The exact Clerk scripts that run beside patient data. Unpinned, @clerk/react
 * loads the newest clerk-js 6.x and @clerk/ui 1.x Clerk's CDN serves that day.
 * These are the versions @clerk/react 6.18.0 was released with (its
 * @clerk/shared 4.41.0 names them as its defaults); move them with @clerk/react.
 * clerk-js 6.39 or later is what Clerk Protect needs.
 */
const CLERK_JS_VERSION = '6.40.0';
const CLERK_UI_VERSION = '1.41.0';

/** An attribute @clerk/shared puts on the script tags it loads Clerk with. */
const CLERK_SCRIPT_ATTRIBUTE = 'data-clerk-publishable-key';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

export interface ClerkAuthProviderProps {
  publishableKey: string;
  /** The app router's navigate, so Clerk's redirects stay inside the single-page app. */
  navigate: Navigate;
  /** A Clerk instance to use instead of loading Clerk's script (tests). */
  Clerk?: ClerkProp;
  /** The page shown when Clerk's script cannot load, or not in time: the app's own. */
  loadFailed: ReactNode;
  children: ReactNode;
}

export function ClerkAuthProvider({
  publishableKey,
  navigate,
  Clerk,
  loadFailed,
  children,
}: ClerkAuthProviderProps) {
  // Clerk keeps the router functions it was first loaded with, so they must be
  // stable and reach whichever navigate is current.
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const routerPush = useCallback((to: string) => navigateRef.current(to), []);
  const routerReplace = useCallback((to: string) => navigateRef.current(to, { replace: true }), []);

  return (
    <InternalClerkProvider
      publishableKey={publishableKey}
      Clerk={Clerk}
      __internal_clerkJSVersion={CLERK_JS_VERSION}
      __internal_clerkUIVersion={CLERK_UI_VERSION}
      // Usage reports to Clerk from development instances: nothing leaves for it.
      telemetry={false}
      routerPush={routerPush}
      routerReplace={routerReplace}
      signInUrl={paths.login.href()}
      signUpUrl={paths.signup.href()}
      signInFallbackRedirectUrl={paths.signedIn.href()}
      signUpFallbackRedirectUrl={paths.afterSignup.href()}
      afterSignOutUrl={paths.login.href()}
      // Clerk's default list admits every subdomain of the app's domain: only the app itself
      // may be where a sign-in leads (docs/architecture.md, "Security").
      allowedRedirectOrigins={[window.location.origin]}
    >
      <ClerkSessionProvider loadFailed={loadFailed}>{children}</ClerkSessionProvider>
    </InternalClerkProvider>
  );
}

function ClerkSessionProvider({
  loadFailed,
  children,
}: {
  loadFailed: ReactNode;
  children: ReactNode;
}) {
  const session = useClerkAuthSession();
  return (
    <AuthSessionContext value={session}>
      {session.status === 'failed' ? loadFailed : children}
    </AuthSessionContext>
  );
}

function useClerkAuthSession(): AuthSession {
  const clerk = useClerk();
  const {
    isLoaded,
    isSignedIn,
    userId,
    getToken: clerkGetToken,
    signOut: clerkSignOut,
  } = useAuth();
  const { user } = useUser();
  const timedOut = useTimedOut(!isLoaded, CLERK_LOAD_TIMEOUT_MS);
  const scriptFailed = useClerkScriptFailed();

  // However the session ends (signing out here or in another tab, Clerk's own inactivity
  // timeout), Clerk tells its listeners before React renders the signed-out state.
  useEffect(() => {
    let hadSession = false;
    return clerk.addListener(({ session }) => {
      if (hadSession && !session) sessionEnding();
      hadSession = Boolean(session);
    });
  }, [clerk]);

  // 'error' is the status <ClerkFailed> reads: Clerk's script or clerk.load() failed.
  const status = authStatus({
    failed: clerk.status === 'error' || (scriptFailed && !isLoaded),
    isLoaded,
    isSignedIn,
    timedOut,
  });
  const signedIn = status === 'signed-in';
  const email = signedIn ? (user?.primaryEmailAddress?.emailAddress ?? null) : null;

  // Clerk's getToken waits for Clerk to be ready, and concurrent early calls can
  // hang, so it is called only once signed in.
  const getToken = useCallback(
    async (options?: TokenOptions) =>
      signedIn
        ? clerkGetToken({ template: options?.template, skipCache: options?.skipCache })
        : null,
    [signedIn, clerkGetToken],
  );
  // Drops arguments, so onClick={signOut} cannot pass the click event as Clerk's options.
  const signOut = useCallback(() => clerkSignOut(), [clerkSignOut]);

  return useMemo(
    () => ({ status, userId: signedIn ? (userId ?? null) : null, email, getToken, signOut }),
    [status, signedIn, userId, email, getToken, signOut],
  );
}

function authStatus(clerk: {
  failed: boolean;
  isLoaded: boolean;
  isSignedIn: boolean | undefined;
  timedOut: boolean;
}): AuthStatus {
  if (clerk.failed) return 'failed';
  if (!clerk.isLoaded) return clerk.timedOut ? 'failed' : 'loading';
  return clerk.isSignedIn ? 'signed-in' : 'signed-out';
}

/**
 * True once one of Clerk's script tags fails to load. Clerk itself only gives
 * up after its own 15 s time-out, even when the request failed at once
 * (offline); this tells the person straight away, and a later successful retry
 * by Clerk still brings the app up. Resource errors do not bubble, hence capture.
 */
function useClerkScriptFailed(): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const onError = (event: Event) => {
      if (
        event.target instanceof HTMLScriptElement &&
        event.target.hasAttribute(CLERK_SCRIPT_ATTRIBUTE)
      ) {
        setFailed(true);
      }
    };
    window.addEventListener('error', onError, true);
    return () => window.removeEventListener('error', onError, true);
  }, []);
  return failed;
}

/** True once `active` has been true for `ms`. */
function useTimedOut(active: boolean, ms: number): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setTimedOut(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return active && timedOut;
}
