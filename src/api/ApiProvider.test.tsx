import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { useSWRConfig, type Cache } from 'swr';
import { describe, expect, it } from 'vitest';
import { AuthSessionContext, type AuthSession } from '../auth/session';
import { server } from '../mocks/node';
import { ApiProvider } from './ApiProvider';
import { useWhoami } from './resources';

const session = (userId: string | null): AuthSession => ({
  status: userId ? 'signed-in' : 'signed-out',
  userId,
  email: null,
  getToken: async () => (userId ? `demo.provider.session.${userId}` : null),
  signOut: async () => {},
});

function WhoAmI() {
  const whoami = useWhoami();
  return <p>{whoami.data ? `type: ${whoami.data.user_type}` : 'no data'}</p>;
}

/** The cache each ApiProvider gave its children, in the order they were made. */
function cacheProbe() {
  const caches: Cache[] = [];
  function CacheProbe() {
    const { cache } = useSWRConfig();
    if (!caches.includes(cache)) caches.push(cache);
    return null;
  }
  const keysOf = (index: number) => [...(caches[index]?.keys() ?? [])];
  return { CacheProbe, keysOf };
}

/** As the signed-in area renders it: one ApiProvider per user, none once signed out. */
function app(userId: string | null, probe = cacheProbe()) {
  return (
    <AuthSessionContext.Provider value={session(userId)}>
      {userId && (
        <ApiProvider key={userId} baseUrl="http://localhost">
          <probe.CacheProbe />
          <WhoAmI />
        </ApiProvider>
      )}
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

  it('empties the cache at sign-out', async () => {
    const probe = cacheProbe();
    const view = render(app('user_a', probe));
    expect(await screen.findByText('type: provider')).toBeVisible();
    expect(probe.keysOf(0)).toEqual(['/api/auth/whoami']);

    view.rerender(app(null, probe));

    expect(probe.keysOf(0)).toEqual([]);
  });

  it('drops an answer that arrives after sign-out', async () => {
    let answer: () => void = () => {};
    let answered = false;
    server.use(
      http.get('*/api/auth/whoami', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        answered = true;
        return HttpResponse.json({ user_type: 'provider' });
      }),
    );
    const probe = cacheProbe();
    const view = render(app('user_a', probe));
    await waitFor(() => expect(probe.keysOf(0)).toEqual(['/api/auth/whoami']));

    view.rerender(app(null, probe));
    answer();
    await waitFor(() => expect(answered).toBe(true));
    // Time for the fetcher to read and validate the body and SWR to store it.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(probe.keysOf(0)).toEqual([]);
  });

  it('keeps answers under React’s development-only second mount', async () => {
    render(<StrictMode>{app('user_a')}</StrictMode>);
    expect(await screen.findByText('type: provider')).toBeVisible();
  });
});
