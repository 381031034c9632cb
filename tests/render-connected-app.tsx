import { act, render } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../src/app/router';
import { ClerkAuthProvider } from '../src/auth/clerk/ClerkAuthProvider';
import { SignInUnavailable } from '../src/ui/SignInUnavailable';
import { createFakeClerk, FAKE_PUBLISHABLE_KEY, type FakeUser } from './fake-clerk';

export type FakeClerk = ReturnType<typeof createFakeClerk>;

/**
 * The connected app's shell, as app/ConnectedApp.tsx puts it together (ClerkAuthProvider
 * around the app's routes), with a fake Clerk, at a URL. Tests that reach /login stub
 * VITE_CLERK_PUBLISHABLE_KEY, so the router picks Clerk's sign-in page as a connected build
 * does. user-event skips its pointer-events check: jsdom styles the ~150-field form slowly.
 */
export function renderConnectedApp(path: string, fake: FakeClerk) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const navigate = (to: string, options?: { replace?: boolean }) =>
    void router.navigate(to, { replace: options?.replace });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(
    <ClerkAuthProvider
      publishableKey={FAKE_PUBLISHABLE_KEY}
      navigate={navigate}
      Clerk={fake.Clerk}
      loadFailed={<SignInUnavailable />}
    >
      <RouterProvider router={router} />
    </ClerkAuthProvider>,
  );
  return { ...view, router, user, pathname: () => router.state.location.pathname };
}

/**
 * Signs `provider` in, as Clerk's hosted sign-in does, with session tokens the mock API
 * reads as a provider's and a test can tell apart by user: `demo.provider.session.<id>`.
 */
export function signInProvider(fake: FakeClerk, provider: FakeUser) {
  fake.getToken.mockImplementation(async () => `demo.provider.session.${provider.id}`);
  act(() => fake.signIn(provider));
}
