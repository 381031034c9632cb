import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { config } from '../../../config/env';
import { useDemoSignIn } from '../../../auth/demo/DemoAuthProvider';
import { SignedOutNotice } from '../../../ui/SignedOutNotice';
import { RedirectIfSignedIn } from '../RedirectIfSignedIn';
import { SessionEndedNotice } from '../SessionEndedNotice';
import { Button } from '../../../ui/Button';

/** /login in demo mode: a local sign-in as one of two demo users. */
export function Component() {
  const signIn = useDemoSignIn();
  const navigate = useNavigate();
  const signInAs = (persona: 'provider' | 'superuser') => {
    signIn(persona);
    navigate(paths.signedIn.href(), { replace: true });
  };
  return (
    <RedirectIfSignedIn>
      <section className="shell-page">
        <h1>Sign in to {config.productName}</h1>
        <SignedOutNotice />
        <SessionEndedNotice />
        <p>
          This is a demonstration with sample patients only. Choose who you want to be; no password
          is needed and nothing reaches a real backend.
        </p>
        <div className="shell-actions">
          <Button variant="contained" onClick={() => signInAs('provider')}>
            Sign in as demo provider
          </Button>
          <Button variant="outlined" onClick={() => signInAs('superuser')}>
            Sign in as demo administrator
          </Button>
        </div>
      </section>
    </RedirectIfSignedIn>
  );
}
