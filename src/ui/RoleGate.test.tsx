import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '../../tests/signed-in-session';
import { ApiProvider } from '../api/ApiProvider';
import { useWhoami } from '../api/resources';
import { AuthSessionContext } from '../auth/session';
import { server } from '../mocks/node';
import { RoleGate, type AccessCheckFailure } from './RoleGate';

const provider = signedInSession('provider');

/** A page with something typed into it, and a way to make whoami be asked again. */
function OpenForm() {
  const whoami = useWhoami();
  return (
    <>
      <label>
        Notes <input />
      </label>
      <button onClick={whoami.retry}>Check again</button>
      <p>{whoami.error ? 'The last check failed' : 'Checked'}</p>
    </>
  );
}

function renderGate(whenCheckFails: AccessCheckFailure) {
  const router = createMemoryRouter(
    [
      { path: '/d', element: <p>Signing in</p> },
      {
        path: '/area',
        element: (
          <RoleGate userType="provider" whenCheckFails={whenCheckFails}>
            <OpenForm />
          </RoleGate>
        ),
      },
    ],
    { initialEntries: ['/area'] },
  );
  render(
    <AuthSessionContext.Provider value={provider}>
      <ApiProvider baseUrl="http://localhost">
        <RouterProvider router={router} />
      </ApiProvider>
    </AuthSessionContext.Provider>,
  );
  return { user: userEvent.setup(), router };
}

describe('RoleGate once the role is confirmed', () => {
  it.each<AccessCheckFailure>(['redirect', 'alert'])(
    'keeps the page and what was typed when a background re-check fails (%s)',
    async (whenCheckFails) => {
      const { user, router } = renderGate(whenCheckFails);
      await user.type(await screen.findByLabelText('Notes'), 'half-written note');

      server.use(http.get('*/api/auth/whoami', () => HttpResponse.error()));
      await user.click(screen.getByRole('button', { name: 'Check again' }));
      await screen.findByText('The last check failed');

      expect(router.state.location.pathname).toBe('/area');
      expect(screen.getByLabelText('Notes')).toHaveValue('half-written note');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('sends the person to /d when the server says the role changed', async () => {
    const { user, router } = renderGate('redirect');
    await screen.findByLabelText('Notes');
    server.use(http.get('*/api/auth/whoami', () => HttpResponse.json({ user_type: 'superuser' })));
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await expect.poll(() => router.state.location.pathname).toBe('/d');
  });
});
