import { SignUp } from '@clerk/react';
import { paths } from '../../../config/paths';
import { ClerkWidget } from './ClerkWidget';

/** /signup in connected mode: Clerk's sign-up widget; a new account continues to /after_signup. */
export function Component() {
  return (
    <ClerkWidget>
      <SignUp
        routing="path"
        path={paths.signup.href()}
        signInUrl={paths.login.href()}
        fallbackRedirectUrl={paths.afterSignup.href()}
        signInFallbackRedirectUrl={paths.signedIn.href()}
      />
    </ClerkWidget>
  );
}
