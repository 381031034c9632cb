import { SignIn } from '@clerk/react';
import { paths } from '../../../config/paths';
import { RedirectIfSignedIn } from '../RedirectIfSignedIn';

/** /login in connected mode: Clerk's sign-in widget. */
export function Component() {
  return (
    <RedirectIfSignedIn>
      <div className="clerk-widget">
        <SignIn
          routing="path"
          path={paths.login.href()}
          signUpUrl={paths.signup.href()}
          fallbackRedirectUrl={paths.signedIn.href()}
        />
      </div>
    </RedirectIfSignedIn>
  );
}
