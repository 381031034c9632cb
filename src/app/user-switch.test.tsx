/**
 * Two providers, one after the other, in the same tab (a shared clinic device): the second
 * never sees the first one's patients, not on any render, and the first one's responses are
 * gone from memory once they sign out.
 */
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { Cache } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeClerk, FAKE_PUBLISHABLE_KEY } from '../../tests/fake-clerk';
import { renderConnectedApp, signInProvider } from '../../tests/render-connected-app';
import { server } from '../mocks/node';

// Every SWR cache the app makes (one per signed-in user, in ApiProvider), so the test can read it.
const userCaches = vi.hoisted(() => [] as Cache[]);
vi.mock('../api/swr-config', async (importOriginal) => {
  const original = await importOriginal<typeof import('../api/swr-config')>();
  return {
    ...original,
    createUserCache: () => {
      const cache = original.createUserCache();
      userCaches.push(cache);
      return cache;
    },
  };
});

const first = { id: 'user_first', email: 'first@clinic.test' };
const second = { id: 'user_second', email: 'second@clinic.test' };
const patientsOf = {
  [first.id]: [
    { uuid: 'a1', email: 'ada.first@example.com', name: 'Ada Firstpatient' },
    { uuid: 'a2', email: 'alma.first@example.com', name: 'Alma Firstpatient' },
  ],
  [second.id]: [{ uuid: 'b1', email: 'bea.second@example.com', name: 'Bea Secondpatient' }],
};
const FIRST_USERS_DATA = /Firstpatient|\.first@example\.com/;

/** Records whether the first provider's patients were ever in the page, checked on every DOM change. */
function watchForFirstUsersData() {
  let seen = false;
  const check = () => {
    seen ||= FIRST_USERS_DATA.test(document.body.textContent ?? '');
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  check();
  return {
    seen: () => {
      check();
      return seen;
    },
    stop: () => observer.disconnect(),
  };
}

describe('switching user in the same tab', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_CLERK_PUBLISHABLE_KEY', FAKE_PUBLISHABLE_KEY);
    // jsdom has no layout: give the patient list's scrolling table a desktop-sized box.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(700);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    // Each provider's own list, told apart by the session token; the second one's is slow,
    // so the page renders several times while it loads.
    server.use(
      http.get('*/api/patients', async ({ request }) => {
        const userId = request.headers.get('Authorization')?.split('.').at(-1) ?? '';
        if (userId === second.id) await delay(300);
        return HttpResponse.json(patientsOf[userId] ?? []);
      }),
    );
  });
  afterEach(() => vi.unstubAllEnvs());

  it('never shows the next provider the last one’s patients, and keeps none of them', async () => {
    const fake = createFakeClerk();
    const app = renderConnectedApp('/login', fake);
    signInProvider(fake, first);
    expect(await screen.findByRole('link', { name: 'View Ada Firstpatient' })).toBeVisible();
    const cachesOfFirst = [...userCaches];
    expect(cachesOfFirst.some((cache) => [...cache.keys()].includes('/api/patients'))).toBe(true);

    await app.user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    const watch = watchForFirstUsersData();
    expect(watch.seen()).toBe(false);
    for (const cache of cachesOfFirst) expect([...cache.keys()]).toEqual([]);

    signInProvider(fake, second);
    expect(await screen.findByRole('link', { name: 'View Bea Secondpatient' })).toBeVisible();
    expect(watch.seen()).toBe(false);
    watch.stop();
  });
});
