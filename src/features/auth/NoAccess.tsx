import { useAuthSession } from '../../auth/session';
import { SignOutButton } from '../../ui/SignOutButton';
import typo from '../../ui/text.module.css';
import styles from './auth-page.module.css';

/** For a signed-in person who is neither a provider nor an administrator yet. */
export function NoAccess() {
  const { email } = useAuthSession();
  return (
    <div className={`${styles.page} ${styles.centered}`}>
      <h1 className={typo.pageTitle}>No access yet</h1>
      <p className={`${typo.body} ${typo.secondary}`}>
        You are signed in{email ? ` as ${email}` : ''}, but your account is not linked to an
        organization yet. Ask your organization&apos;s administrator to add you as a provider, then
        sign in again.
      </p>
      <div>
        <SignOutButton />
      </div>
    </div>
  );
}
