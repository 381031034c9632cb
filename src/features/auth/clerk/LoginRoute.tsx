import { SignIn } from '@clerk/react';
import { paths } from '../../../app/paths';
import { RedirectIfSignedIn } from '../RedirectIfSignedIn';

/** /login in connected mode: Clerk's sign-in widget. */
export function Component() {
  return (
    <RedirectIfSignedIn>
      <div className="clerk-widget">
        <SignIn
          routing="path"
          path={paths.login}
          signUpUrl={paths.signup}
          fallbackRedirectUrl={paths.signedIn}
        />
      </div>
    </RedirectIfSignedIn>
  );
}
