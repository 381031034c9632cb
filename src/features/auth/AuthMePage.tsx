import { useMutation, useSendOnMount } from '../../api/use-mutation';
import { RetryAlert } from '../../ui/RetryAlert';
import { SignOutButton } from '../../ui/SignOutButton';
import typo from '../../ui/text.module.css';
import styles from './auth-page.module.css';

/** /authme: the simple signed-in page; it also registers the account. */
export function Component() {
  const register = useMutation((api) => api.register());
  const tryAgain = useSendOnMount(register);
  return (
    <div className={`${styles.page} ${styles.start}`}>
      <h1 className={typo.pageTitle}>Hi, you&apos;re signed in</h1>
      {register.error && (
        <RetryAlert
          message="We could not register your account. Please try again."
          onRetry={tryAgain}
        />
      )}
      <SignOutButton />
    </div>
  );
}
