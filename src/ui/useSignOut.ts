import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { useAuthSession } from '../auth/session';

/** Why a session ended without the person asking, told on the sign-in page. */
export interface SignedOutState {
  signedOutAfterMinutes?: number;
}

/** Signs out and replaces the current entry, so Back does not return to a signed-in page. */
export function useSignOut(): (state?: SignedOutState) => Promise<void> {
  const { signOut } = useAuthSession();
  const navigate = useNavigate();
  return useCallback(
    async (state?: SignedOutState) => {
      await signOut();
      navigate(paths.login.href(), { replace: true, state });
    },
    [signOut, navigate],
  );
}
