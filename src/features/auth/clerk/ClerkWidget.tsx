import { SignIn, SignUp } from '@clerk/react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SignedOutNotice } from '../../../ui/SignedOutNotice';
import { RedirectIfSignedIn } from '../RedirectIfSignedIn';
import { SessionEndedNotice } from '../SessionEndedNotice';
import { withoutForeignRedirects } from './foreign-redirects';
import styles from './clerk-widget.module.css';

/**
 * Clerk's own pages, on our paths; a signed-in visitor is sent on to /d. A query that would
 * send the person to another origin once signed in is dropped before Clerk reads it (Clerk is
 * also loaded with the app's origin as the only one allowed: ClerkAuthProvider).
 */
export function ClerkWidget({ widget }: { widget: 'sign-in' | 'sign-up' }) {
  const { pathname, search, hash } = useLocation();
  const ownSearch = withoutForeignRedirects(search, window.location.origin);
  if (ownSearch !== null) return <Navigate to={{ pathname, search: ownSearch, hash }} replace />;
  return (
    <RedirectIfSignedIn>
      <section className={styles.widget} aria-label={widget === 'sign-in' ? 'Sign in' : 'Sign up'}>
        <SignedOutNotice />
        <SessionEndedNotice />
        {widget === 'sign-in' ? (
          <SignIn
            routing="path"
            path={paths.login.href()}
            signUpUrl={paths.signup.href()}
            fallbackRedirectUrl={paths.signedIn.href()}
          />
        ) : (
          // A new account continues to /after_signup.
          <SignUp
            routing="path"
            path={paths.signup.href()}
            signInUrl={paths.login.href()}
            fallbackRedirectUrl={paths.afterSignup.href()}
            signInFallbackRedirectUrl={paths.signedIn.href()}
          />
        )}
      </section>
    </RedirectIfSignedIn>
  );
}
