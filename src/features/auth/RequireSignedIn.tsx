import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuthSession } from '../../auth/session';
import { signOutReason } from '../../tab-memory/sign-out-reason';
import { Main } from '../../ui/Main';
import { Spinner } from '../../ui/Spinner';
import type { SessionEndedState } from './SessionEndedNotice';

/**
 * Signed-out visitors of signed-in pages go to sign-in. A session that ends here without the
 * person signing out (the server refused a fresh token, the sign-in service ended it) is said
 * to have ended on the sign-in page; signing out navigates there itself, with its own words.
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { status } = useAuthSession();
  const location = useLocation();
  const [wasSignedIn, setWasSignedIn] = useState(status === 'signed-in');
  if (status === 'signed-in' && !wasSignedIn) setWasSignedIn(true);

  if (status === 'signed-in') return children;
  if (status === 'signed-out') {
    const sessionEnded = wasSignedIn && signOutReason.current() === null;
    const state: SessionEndedState = { from: location.pathname, sessionEnded };
    return <Navigate to={paths.login.href()} replace state={state} />;
  }
  return (
    <Main>
      <Spinner label="Checking your sign-in" />
    </Main>
  );
}
