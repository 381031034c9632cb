/**
 * Clerk for the connected build in the browser: Clerk's script cannot load here (no internet),
 * so its URLs on the e2e key's Frontend API are answered with a stand-in, as the unit tests'
 * tests/fake-clerk.ts stands in through ClerkProvider's `Clerk` prop. It has what @clerk/react
 * 6.18 reads (`loaded`, `load()`, `addListener()`, `__internal_lastEmittedResources`, a session
 * with `getToken()`, `signOut()`, the sign-in widget's mount calls). Its sign-out, like Clerk's,
 * asks the Frontend API to end the session and fails when that cannot be reached.
 */
import type { Page } from '@playwright/test';

const FRONTEND_API = 'https://contrarx-e2e.clerk.accounts.dev';
const SIGN_OUT_PATH = '/v1/client/sessions/end';

/** Runs in the page: window.Clerk, signed in as `user` (with a token the mock API takes) or not. */
function clerkScript(
  user: { id: string; email: string },
  signedIn: boolean,
  frontendApi: string,
  signOutPath: string,
) {
  const listeners = new Set<(resources: unknown) => void>();
  const session = {
    id: `sess_${user.id}`,
    status: 'active',
    user: {
      id: user.id,
      primaryEmailAddress: { emailAddress: user.email },
      organizationMemberships: [],
    },
    actor: null,
    factorVerificationAge: null,
    lastActiveToken: { jwt: { claims: { sub: user.id, sid: `sess_${user.id}` } } },
    getToken: async () => `demo.provider.session.${user.id}`,
  };
  const emitted = (active: typeof session | null) => ({
    client: { sessions: active ? [active] : [] },
    session: active,
    user: active?.user ?? null,
    organization: null,
  });
  const clerk = {
    loaded: false,
    session: signedIn ? session : null,
    __internal_lastEmittedResources: emitted(signedIn ? session : null) as unknown,
    async load() {
      clerk.loaded = true;
    },
    addListener(listener: (resources: unknown) => void, options?: { skipInitialEmit?: boolean }) {
      listeners.add(listener);
      if (clerk.loaded && !options?.skipInitialEmit)
        listener(clerk.__internal_lastEmittedResources);
      return () => listeners.delete(listener);
    },
    async signOut() {
      const answer = await fetch(`${frontendApi}${signOutPath}`, { method: 'POST' });
      if (!answer.ok) throw new Error(`Sign-out failed: ${answer.status}`);
      clerk.session = null;
      clerk.__internal_lastEmittedResources = emitted(null);
      listeners.forEach((listener) => listener(clerk.__internal_lastEmittedResources));
    },
    mountSignIn() {},
    unmountSignIn() {},
    mountSignUp() {},
    unmountSignUp() {},
  };
  (window as unknown as { Clerk: unknown }).Clerk = clerk;
}

/**
 * Answers Clerk's scripts and its sign-out on the connected build's Frontend API, the page
 * signed in as a provider or signed out. While `reachable()` is false the sign-out fails as it
 * does offline. A sign-out that succeeded ends the session at the Frontend API too: a page
 * loaded after it is signed out. Returns how many times the app asked to sign out.
 */
export async function serveFakeClerk(
  page: Page,
  { reachable = () => true, signedIn = true }: { reachable?: () => boolean; signedIn?: boolean },
): Promise<{ signOutRequests: () => number }> {
  const user = { id: 'user_e2e_provider', email: 'provider@clinic.test' };
  let signOutRequests = 0;
  let sessionActive = signedIn;
  await page.route(`${FRONTEND_API}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === SIGN_OUT_PATH) {
      signOutRequests += 1;
      if (!reachable()) return route.abort('internetdisconnected');
      sessionActive = false;
      return route.fulfill({
        json: {},
        headers: { 'access-control-allow-origin': '*' },
      });
    }
    if (pathname.includes('/@clerk/clerk-js@')) {
      return route.fulfill({
        contentType: 'application/javascript',
        body: `(${clerkScript.toString()})(${[user, sessionActive, FRONTEND_API, SIGN_OUT_PATH].map((value) => JSON.stringify(value)).join(', ')});`,
      });
    }
    if (pathname.includes('/@clerk/ui@')) {
      return route.fulfill({
        contentType: 'application/javascript',
        body: 'globalThis.__internal_ClerkUICtor = function ClerkUI() {};',
      });
    }
    return route.fulfill({ status: 404, body: '' });
  });
  return { signOutRequests: () => signOutRequests };
}
