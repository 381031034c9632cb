import { paths } from '../../../config/paths';
import { RedirectIfSignedIn } from '../RedirectIfSignedIn';
import { ButtonLink } from '../../../ui/Button';

/** /signup in demo mode: sign-up needs the hosted sign-in service. */
export function Component() {
  return (
    <RedirectIfSignedIn>
      <section className="shell-page">
        <h1>Sign up</h1>
        <p>
          Creating an account needs a configured Clerk key (VITE_CLERK_PUBLISHABLE_KEY). This demo
          runs without one: use a demo user instead.
        </p>
        <div className="shell-actions">
          <ButtonLink variant="contained" to={paths.login.href()}>
            Go to demo sign-in
          </ButtonLink>
        </div>
      </section>
    </RedirectIfSignedIn>
  );
}
