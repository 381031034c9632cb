import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { renderApp } from './render-app';

/** The patient tablet from the first legal step, both steps accepted, to the intake chat. */
export async function openTabletChat(): Promise<ReturnType<typeof renderApp>> {
  const app = renderApp('/legal/1', 'provider');
  // The first screen of a test file waits for its lazy modules.
  await screen.findByRole('heading', { name: 'Before we start' });
  for (const statements of [
    ['Privacy Policy', 'Terms & Conditions'],
    ['Consent for Disclosure', 'HIPAA Statement'],
  ]) {
    for (const name of statements) {
      const region = await screen.findByRole('region', { name });
      await app.user.click(within(region).getByRole('switch'));
    }
    await app.user.click(screen.getByRole('link', { name: 'Let’s Go' }));
  }
  await waitFor(() => expect(app.pathname()).toBe('/intake/chat'));
  return app;
}
