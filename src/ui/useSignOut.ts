import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { useAuthSession } from '../auth/session';
import { signOutReason, type SignOutReason } from '../tab-memory/sign-out-reason';

/**
 * Signs out and replaces the current entry, so Back does not return to a signed-in page. The
 * reason (the person asked, by default) is what the sign-in page says. `to` is where the
 * person lands: the sign-in page, or the tablet's welcome screen on the patient tablet.
 */
export function useSignOut(
  to: string = paths.login.href(),
): (reason?: SignOutReason) => Promise<void> {
  const { signOut } = useAuthSession();
  const navigate = useNavigate();
  return useCallback(
    async (reason: SignOutReason = { kind: 'asked' }) => {
      signOutReason.record(reason);
      try {
        await signOut();
      } catch (error) {
        signOutReason.forget();
        throw error;
      }
      navigate(to, { replace: true });
    },
    [signOut, navigate, to],
  );
}
