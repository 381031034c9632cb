import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuthSession } from '../../auth/session';
import { Spinner } from '../../ui/Spinner';
import { useUnlockOnFreshSignIn } from './use-unlock-on-fresh-sign-in';

/** A signed-in visitor of /login or /signup goes to /d; one who signs in here unlocks the tablet. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status } = useAuthSession();
  useUnlockOnFreshSignIn();
  if (status === 'signed-in') return <Navigate to={paths.signedIn.href()} replace />;
  if (status === 'loading') return <Spinner label="Checking your sign-in" />;
  return children;
}
