import { SignIn } from '@clerk/react';
import { paths } from '../../../config/paths';
import { ClerkWidget } from './ClerkWidget';

/** /login in connected mode: Clerk's sign-in widget. */
export function Component() {
  return (
    <ClerkWidget>
      <SignIn
        routing="path"
        path={paths.login.href()}
        signUpUrl={paths.signup.href()}
        fallbackRedirectUrl={paths.signedIn.href()}
      />
    </ClerkWidget>
  );
}
