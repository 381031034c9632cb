import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DemoAuthProvider } from '../../auth/demo/DemoAuthProvider';
import { demoSessionStore } from '../../auth/demo/demo-identity';
import { lockTablet, unlockTablet } from '../../ui/tablet/tablet-lock';
import { DemoMarker } from './DemoMarker';

/** The marker, signed in as the demo provider, above a router at `path`. */
function renderMarker(path: string) {
  demoSessionStore.write('provider');
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: [path] });
  render(
    <DemoAuthProvider>
      <DemoMarker router={router} />
    </DemoAuthProvider>,
  );
  return { router, marker: () => screen.getByRole('complementary', { name: 'Demo' }) };
}

describe('the demo marker', () => {
  it('offers to reset the demo data on the provider’s screens', async () => {
    renderMarker('/d/providers/dashboard/patients');
    expect(await screen.findByRole('button', { name: 'Reset demo data' })).toBeVisible();
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
});
