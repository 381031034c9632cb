import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuthSession } from '../../auth/session';
import { Spinner } from '../../ui/Spinner';

/** Signed-out visitors of signed-in pages go to sign-in. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { status } = useAuthSession();
  const location = useLocation();
  if (status === 'signed-in') return children;
  if (status === 'signed-out') {
    return <Navigate to={paths.login.href()} replace state={{ from: location.pathname }} />;
  }
  return <Spinner label="Checking your sign-in" />;
}
