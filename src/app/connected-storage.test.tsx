/**
 * A connected build never writes web storage (docs/architecture.md, "Security"): the app's own
 * code, run through a whole provider session in the connected shell. What Clerk's own script stores
 * in a real browser is Clerk's (its session cookies on its Frontend API domain); the fake Clerk
 * here stands in for that script, so every write seen below would be the app's.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeClerk, FAKE_PUBLISHABLE_KEY } from '../../tests/fake-clerk';
import {
  LIST,
  region,
  retype,
  stubScrollingInEachTest,
  submitButton,
  textbox,
} from '../../tests/patient-form';
import { renderConnectedApp, signInProvider } from '../../tests/render-connected-app';

const provider = { id: 'user_connected', email: 'provider@clinic.test' };

/** The page headed `name`, once loaded (a route's first visit waits for its lazy module). */
const opened = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the connected app', () => {
  stubScrollingInEachTest();
  beforeEach(() => {
    vi.stubEnv('VITE_CLERK_PUBLISHABLE_KEY', FAKE_PUBLISHABLE_KEY);
    // jsdom has no layout: give the patient list's scrolling table a desktop-sized box.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(700);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  });
  afterEach(() => vi.unstubAllEnvs());

  it('writes nothing to web storage or cookies, from sign-in through a save to sign-out', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const fake = createFakeClerk();
    const app = renderConnectedApp('/login', fake);
    signInProvider(fake, provider);

    const viewMaya = () => screen.findByRole('link', { name: 'View Maya Thompson' });
    await app.user.click(await viewMaya());
    await opened('Maya Thompson');
    await retype(app, textbox('Weight', region('Personal Information')), '135');
    await app.user.click(submitButton('Submit'));
    await waitFor(() => expect(app.pathname()).toBe(LIST));

    await app.user.click(await viewMaya());
    await opened('Maya Thompson');
    await app.user.click(screen.getByRole('link', { name: 'Intake summary' }));
    await opened('Intake Summary');
    await app.user.click(screen.getByRole('link', { name: 'Medication Recommendations' }));
    await opened('Medication Recommendations');
    await app.user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));

    expect(setItem).not.toHaveBeenCalled();
    // Written some other way (a property set on the Storage object) would show here.
    expect(window.localStorage).toHaveLength(0);
    expect(window.sessionStorage).toHaveLength(0);
    expect(document.cookie).toBe('');
    // Two visits of a ~150-field form in jsdom, on a shared machine.
  }, 60_000);
});
