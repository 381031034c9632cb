import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ApiProvider } from '../../api/ApiProvider';
import { useAuthSession } from '../../auth/session';
import { idleTimings } from '../../config/env';
import { IdleLogoff } from '../../ui/IdleLogoff';
import { PreloadedIdleWarning } from '../../ui/PreloadedIdleWarning';
import { logoffWords } from '../../ui/logoff-words';
import { useTabletLocked } from '../../session/tablet-lock';
import { RequireSignedIn } from './RequireSignedIn';

// Loaded only on a locked tablet.
const LockedTablet = lazy(() =>
  import('./LockedTablet').then(({ Component }) => ({ default: Component })),
);

/**
 * Layout of every signed-in route: the tablet lock, the guard, automatic logoff (around the API,
 * which it closes) and the API. On a locked tablet (session/tablet-lock.ts) nothing below
 * mounts, so no patient data is asked for, until a staff member signs in again.
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
      <IdleLogoff {...idleTimings} words={logoffWords} warning={PreloadedIdleWarning}>
        <ApiProvider key={userId}>
          <Outlet />
        </ApiProvider>
      </IdleLogoff>
    </RequireSignedIn>
  );
}
