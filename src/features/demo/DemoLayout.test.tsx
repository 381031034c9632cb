/**
 * The sample report carries a pharmacist's sign-off: in a connected build only a provider may
 * open the demo pages, through the dashboard's role gate.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeClerk, FAKE_PUBLISHABLE_KEY } from '../../../tests/fake-clerk';
import { renderConnectedApp, signInProvider } from '../../../tests/render-connected-app';

const INTAKE = '/d/provider/intake';

describe('the demo pages in a connected build', () => {
  beforeEach(() => vi.stubEnv('VITE_CLERK_PUBLISHABLE_KEY', FAKE_PUBLISHABLE_KEY));
  afterEach(() => vi.unstubAllEnvs());

  it('are not shown to an administrator, who is sent to her own area', async () => {
    const fake = createFakeClerk();
    const admin = { id: 'user_admin', email: 'admin@clinic.test' };
    fake.getToken.mockImplementation(async () => `demo.superuser.session.${admin.id}`);
    act(() => fake.signIn(admin));
    const app = renderConnectedApp(INTAKE, fake);

    await waitFor(() => expect(app.pathname()).toBe('/d/admin'));
    expect(screen.queryByRole('heading', { name: 'Patient Information' })).toBeNull();
  });

  it('open for a provider once the role is confirmed', async () => {
    const fake = createFakeClerk();
    signInProvider(fake, { id: 'user_provider', email: 'provider@clinic.test' });
    const app = renderConnectedApp(INTAKE, fake);

    expect(await screen.findByRole('heading', { name: 'Patient Information' })).toBeInTheDocument();
    expect(app.pathname()).toBe(INTAKE);
  });
});
