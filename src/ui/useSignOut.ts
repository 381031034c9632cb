import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { useAuthSession } from '../auth/session';

/** Signs out and replaces the current entry, so Back does not return to a signed-in page. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuthSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    navigate(paths.login.href(), { replace: true });
  }, [signOut, navigate]);
}
