import { useEffect, useRef } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useAuthSession, type AuthStatus } from '../auth/session';
import { paths } from '../config/paths';
import { isTabletPath } from '../ui/tablet/tablet-paths';
import { unlockTablet, useTabletLocked } from '../ui/tablet/tablet-lock';

/** The screens a locked tablet still shows: the patient's own, and the staff's sign-in. */
function openWhileLocked(pathname: string): boolean {
  return isTabletPath(pathname) || matchPath(`${paths.login.pattern}/*`, pathname) !== null;
}

/**
 * Whether this screen must show the lock instead of its route (nothing of the route mounts,
 * so it sends no request). A fresh sign-in unlocks: a session seen signed out and then
 * signed in within this page, which a reload of a live session (loading, then signed in)
 * never is.
 */
export function useTabletLockGate(): boolean {
  const locked = useTabletLocked();
  const { status } = useAuthSession();
  const { pathname } = useLocation();
  const previous = useRef<AuthStatus>(status);

  useEffect(() => {
    if (previous.current === 'signed-out' && status === 'signed-in') unlockTablet();
    previous.current = status;
  }, [status]);

  return locked && !openWhileLocked(pathname);
}
