import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AuthSessionContext, type AuthSession } from '../auth/session';
import { server } from '../mocks/node';
import { ApiProvider } from './ApiProvider';
import { useWhoami } from './resources';

const session = (userId: string): AuthSession => ({
  status: 'signed-in',
  userId,
  email: null,
  getToken: async () => `demo.provider.session.${userId}`,
  signOut: async () => {},
});

function WhoAmI() {
  const whoami = useWhoami();
  return <p>{whoami.data ? `type: ${whoami.data.user_type}` : 'no data'}</p>;
}

function app(userId: string) {
  return (
    <AuthSessionContext.Provider value={session(userId)}>
      <ApiProvider key={userId} baseUrl="http://localhost">
        <WhoAmI />
      </ApiProvider>
    </AuthSessionContext.Provider>
  );
}

describe('ApiProvider', () => {
  it('keeps no cached response across a change of user', async () => {
    let answer = 'provider';
    server.use(http.get('*/api/auth/whoami', () => HttpResponse.json({ user_type: answer })));
    const view = render(app('user_a'));
    expect(await screen.findByText('type: provider')).toBeVisible();

    answer = 'superuser';
    view.rerender(app('user_b'));
    // The first render for the new user must not show the last user's answer.
    expect(screen.getByText('no data')).toBeVisible();
    expect(await screen.findByText('type: superuser')).toBeVisible();
  });
});
