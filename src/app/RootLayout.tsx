import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { GlobalLayout } from '../ui/GlobalLayout';
import { Spinner } from '../ui/Spinner';
import { LockScreen } from '../ui/tablet/LockScreen';
import { useRouteTitle } from './route-title';
import { useTabletLockGate } from './tablet-lock-gate';

// Static env check (not config.mode) so the bundler drops the other mode's way to unlock.
const UnlockTablet = lazy(() =>
  (import.meta.env.VITE_CLERK_PUBLISHABLE_KEY
    ? import('../features/auth/clerk/UnlockTablet')
    : import('../features/auth/demo/UnlockTablet')
  ).then(({ UnlockTablet }) => ({ default: UnlockTablet })),
);

export function RootLayout() {
  useRouteTitle();
  const locked = useTabletLockGate();
  return (
    <GlobalLayout>
      {locked ? (
        <LockScreen
          unlock={
            <Suspense fallback={<Spinner label="Loading the staff sign-in" />}>
              <UnlockTablet />
            </Suspense>
          }
        />
      ) : (
        <Outlet />
      )}
    </GlobalLayout>
  );
}
