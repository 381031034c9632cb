import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { routes } from '../src/app/router';
import { AuthSessionContext, type AuthSession } from '../src/auth/session';

/** The whole app at a URL in a given session (another user than the demo's, say). */
export function renderAppWithSession(path: string, session: AuthSession) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AuthSessionContext value={session}>
        <RouterProvider router={router} />
      </AuthSessionContext>
    </SWRConfig>,
  );
}
