import { SignIn, SignUp } from '@clerk/react';
import { paths } from '../../../config/paths';
import { SignedOutNotice } from '../../../ui/SignedOutNotice';
import { RedirectIfSignedIn } from '../RedirectIfSignedIn';
import { SessionEndedNotice } from '../SessionEndedNotice';
import styles from './clerk-widget.module.css';

/** Clerk's own pages, on our paths; a signed-in visitor is sent on to /d. */
export function ClerkWidget({ widget }: { widget: 'sign-in' | 'sign-up' }) {
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
