import { useEffect, useRef } from 'react';
import { useAuthSession, type AuthStatus } from '../../auth/session';
import { pendingSignOut } from '../../tab-memory/pending-sign-out';
import { unlockTablet } from '../../tab-memory/tablet-lock';

/**
 * A fresh sign-in unlocks the tablet, and ends the wait of an automatic logoff whose session
 * ended some other way (it must not sign out the new one): a session seen signed out and then signed in within
 * this page, which a reload of a live session (loading, then signed in) never is. The sign-in
 * and sign-up pages use it: every sign-in happens there.
 */
export function useUnlockOnFreshSignIn(): void {
  const { status } = useAuthSession();
  const previous = useRef<AuthStatus>(status);
  useEffect(() => {
    if (previous.current === 'signed-out' && status === 'signed-in') {
      unlockTablet();
      pendingSignOut.done();
    }
    previous.current = status;
  }, [status]);
}
