import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuthSession } from '../../auth/session';
import { Spinner } from '../../ui/Spinner';

/** A signed-in visitor of /login or /signup goes to /d. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status } = useAuthSession();
  if (status === 'signed-in') return <Navigate to={paths.signedIn.href()} replace />;
  if (status === 'loading') return <Spinner label="Checking your sign-in" />;
  return children;
}
