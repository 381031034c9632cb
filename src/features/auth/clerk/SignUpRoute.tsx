import { SignUp } from '@clerk/react';
import { paths } from '../../../app/paths';
import { RedirectIfSignedIn } from '../RedirectIfSignedIn';

/** /signup in connected mode: Clerk's sign-up widget; a new account continues to /after_signup. */
export function Component() {
  return (
    <RedirectIfSignedIn>
      <div className="clerk-widget">
        <SignUp
          routing="path"
          path={paths.signup}
          signInUrl={paths.login}
          fallbackRedirectUrl={paths.afterSignup}
          signInFallbackRedirectUrl={paths.signedIn}
        />
      </div>
    </RedirectIfSignedIn>
  );
}
