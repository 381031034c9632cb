import { SignUp } from '@clerk/react';
import { paths } from '../../../config/paths';
import { RedirectIfSignedIn } from '../RedirectIfSignedIn';

/** /signup in connected mode: Clerk's sign-up widget; a new account continues to /after_signup. */
export function Component() {
  return (
    <RedirectIfSignedIn>
      <div className="clerk-widget">
        <SignUp
          routing="path"
          path={paths.signup.href()}
          signInUrl={paths.login.href()}
          fallbackRedirectUrl={paths.afterSignup.href()}
          signInFallbackRedirectUrl={paths.signedIn.href()}
        />
      </div>
    </RedirectIfSignedIn>
  );
}
