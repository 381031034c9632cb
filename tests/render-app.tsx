import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { routes } from '../src/app/router';
import { DemoAuthProvider } from '../src/auth/demo/DemoAuthProvider';
import { demoSessionStore, type DemoPersona } from '../src/auth/demo/demo-identity';

/** The whole app at a URL, signed in as a demo persona (or signed out), against the mock API. */
export function renderApp(path: string, persona: DemoPersona | null = null) {
  demoSessionStore.write(persona);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  // A fresh SWR cache per test, so no test sees another's responses.
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DemoAuthProvider>
        <RouterProvider router={router} />
      </DemoAuthProvider>
    </SWRConfig>,
  );
  return { ...view, router, user, pathname: () => router.state.location.pathname };
}
