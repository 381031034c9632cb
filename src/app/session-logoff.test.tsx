import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../tests/render-app';
import { demoSessionStore } from '../auth/demo/demo-identity';
import { lockTablet } from '../tab-memory/tablet-lock';

/** Lets `minutes` pass without a touch, a minute at a time (each tick of the clock runs). */
function idle(minutes: number) {
  for (let minute = 0; minute < minutes; minute += 1) act(() => vi.advanceTimersByTime(60_000));
}

describe('the one idle clock of a signed-in session', () => {
  afterEach(() => vi.useRealTimers());

  it('runs on a not-found page: a warning at 15 minutes, signed out at 20', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const app = renderApp('/no/such/page', 'provider');
    await screen.findByText('Not Found: there is no page at this address.');
    idle(15);
    expect(await screen.findByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
    idle(5);
    expect(await screen.findByText(/You were signed out after 20 minutes/)).toBeVisible();
    expect(app.pathname()).toBe('/login');
    expect(demoSessionStore.read()).toBeNull();
  });

  it('runs on the locked tablet: no warning, signed out at 20, and the tablet asks for staff', async () => {
    lockTablet();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const app = renderApp('/d/providers/dashboard/patients', 'provider');
    await screen.findByRole('heading', { level: 1, name: 'Staff sign-in required' });
    idle(19);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(demoSessionStore.read()).toBe('provider');
    idle(1);
    expect(
      await screen.findByRole('heading', { name: 'Ask a staff member to start the tablet' }),
    ).toBeVisible();
    expect(app.pathname()).toBe('/welcome');
    expect(demoSessionStore.read()).toBeNull();
  });
});
