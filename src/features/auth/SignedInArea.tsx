import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ApiProvider } from '../../api/ApiProvider';
import { useAuthSession } from '../../auth/session';
import { useTabletLocked } from '../../tab-memory/tablet-lock';
import { RequireSignedIn } from './RequireSignedIn';

// Loaded only on a locked tablet.
const LockedTablet = lazy(() =>
  import('./LockedTablet').then(({ Component }) => ({ default: Component })),
);

/**
 * Layout of every signed-in route: the tablet lock, the guard and the API (the automatic logoff,
 * above it, closes the API: app/SessionLogoff.tsx). On a locked tablet (tab-memory/tablet-lock.ts)
 * nothing below mounts, so no patient data is asked for, until a staff member signs in again.
 */
export function Component() {
  const { userId } = useAuthSession();
  if (useTabletLocked()) {
    return (
      <Suspense fallback={null}>
        <LockedTablet />
      </Suspense>
    );
  }
  return (
    <RequireSignedIn>
      <ApiProvider key={userId}>
        <Outlet />
      </ApiProvider>
    </RequireSignedIn>
  );
}
