import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoAuthProvider } from '../../auth/demo/DemoAuthProvider';
import { demoSessionStore } from '../../auth/demo/demo-identity';
import { showTabletLanguage } from '../../tab-memory/shown-language';
import { lockTablet, unlockTablet } from '../../tab-memory/tablet-lock';
import { DemoMarker } from './DemoMarker';

/**
 * The marker, signed in as the demo provider, above a router at `path`; `ownsData`: the
 * in-browser demo's, which it may reset.
 */
function renderMarker(path: string, { ownsData = true } = {}) {
  demoSessionStore.write('provider');
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: [path] });
  render(
    <DemoAuthProvider>
      <DemoMarker router={router} onReset={ownsData ? () => {} : undefined} />
    </DemoAuthProvider>,
  );
  return { router, marker: () => screen.getByRole('complementary', { name: 'Demo' }) };
}

describe('the demo marker', () => {
  afterEach(() => showTabletLanguage(null));

  it('offers to reset the demo data on the provider’s screens', async () => {
    renderMarker('/d/providers/dashboard/patients');
    expect(await screen.findByRole('button', { name: 'Reset demo data' })).toBeVisible();
  });

  it('offers no reset when the data is a server’s, which has no call for it', async () => {
    const { marker } = renderMarker('/d/providers/dashboard/patients', { ownsData: false });
    await screen.findByText('Sample data only', { exact: false });
    expect(within(marker()).queryByRole('button')).toBeNull();
  });

  it.each(['/welcome', '/legal/1', '/legal/2/read/hipaa', '/intake/chat'])(
    'on the tablet screen %s shows the marker alone, nothing for a patient to act on',
    async (path) => {
      const { router, marker } = renderMarker(path);
      expect(marker()).toHaveTextContent('Demo');
      expect(marker()).toHaveTextContent('Sample data only');
      expect(within(marker()).queryAllByRole('button')).toEqual([]);
      expect(within(marker()).queryAllByRole('link')).toEqual([]);

      // It follows the router: off the tablet the reset is back, and gone again on return.
      await act(() => router.navigate('/d/providers/dashboard/patients'));
      expect(within(marker()).getByRole('button', { name: 'Reset demo data' })).toBeVisible();
      await act(() => router.navigate(path));
      expect(within(marker()).queryByRole('button')).toBeNull();
    },
  );

  it('offers nothing on the lock a handed-over tablet shows, until staff unlock it', async () => {
    const { marker } = renderMarker('/d/providers/dashboard/patients');
    await screen.findByRole('button', { name: 'Reset demo data' });
    act(() => lockTablet());
    expect(marker()).toHaveTextContent('Sample data only');
    expect(within(marker()).queryByRole('button')).toBeNull();
    act(() => unlockTablet());
    expect(within(marker()).getByRole('button', { name: 'Reset demo data' })).toBeVisible();
  });

  it('speaks the patient’s language on the tablet’s screens, and English to staff', async () => {
    const { router, marker } = renderMarker('/legal/1');
    // The patient chose Spanish on the tablet.
    act(() => showTabletLanguage('es'));
    const spanish = screen.getByRole('complementary', { name: 'Demostración' });
    expect(spanish).toHaveTextContent(
      'Solo datos de ejemplo: nada de esto llega a un servidor real.',
    );
    expect(spanish).not.toHaveTextContent(/Demo\b|Sample data|backend/);
    expect(within(spanish).queryByRole('button')).toBeNull();

    // It says so (WCAG 3.1.2): a Spanish page's bar reads Spanish, and an English bar says
    // it is English wherever it sits.
    expect(spanish).toHaveAttribute('lang', 'es');

    // Back in English, and on staff's screens, the marker is the English one.
    act(() => showTabletLanguage('en'));
    expect(marker()).toHaveTextContent('Sample data only: nothing here reaches a real backend.');
    expect(marker()).toHaveAttribute('lang', 'en');
    act(() => showTabletLanguage('es'));
    await act(() => router.navigate('/d/providers/dashboard/patients'));
    expect(marker()).toHaveTextContent('Sample data only');
    expect(within(marker()).getByRole('button', { name: 'Reset demo data' })).toBeVisible();
    // The page beneath may still be marked Spanish: the English bar says it is English.
    expect(marker()).toHaveAttribute('lang', 'en');
  });

  it('says it is English above a Spanish page whose address is not a tablet screen', () => {
    // The tablet says an address it lacks is not found, in Spanish: the page is Spanish.
    const { marker } = renderMarker('/intake/chat/more');
    act(() => showTabletLanguage('es'));
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    expect(marker()).toHaveTextContent('Sample data only');
    expect(marker()).toHaveAttribute('lang', 'en');
  });
});
