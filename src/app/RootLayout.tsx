import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { GlobalLayout } from '../ui/GlobalLayout';
import { Spinner } from '../ui/Spinner';
import { useRouteTitle } from './route-title';
import { useTabletLockGate } from './tablet-lock-gate';

// Loaded only on a locked tablet, so no other screen carries it. The static env check (not
// config.mode) lets the bundler drop the other mode's way to unlock.
const LockedScreen = lazy(async () => {
  const [{ LockScreen }, { UnlockTablet }] = await Promise.all([
    import('../ui/tablet/LockScreen'),
    import.meta.env.VITE_CLERK_PUBLISHABLE_KEY
      ? import('../features/auth/clerk/UnlockTablet')
      : import('../features/auth/demo/UnlockTablet'),
  ]);
  return { default: () => <LockScreen unlock={<UnlockTablet />} /> };
});

export function RootLayout() {
  useRouteTitle();
  const locked = useTabletLockGate();
  return (
    <GlobalLayout>
      {locked ? (
        <Suspense fallback={<Spinner label="Loading" />}>
          <LockedScreen />
        </Suspense>
      ) : (
        <Outlet />
      )}
    </GlobalLayout>
  );
}
