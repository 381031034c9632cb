import { paths } from '../../config/paths';
import { config } from '../../config/env';
import { useMutation, useSendOnMount } from '../../api/use-mutation';
import { ButtonLink } from '../../ui/Button';
import { RetryAlert } from '../../ui/RetryAlert';
import { Spinner } from '../../ui/Spinner';
import typo from '../../ui/text.module.css';
import styles from './auth-page.module.css';

/** /after_signup: registers the new account with the backend, then says what comes next. */
export function Component() {
  const register = useMutation((api) => api.register());
  const tryAgain = useSendOnMount(register);
  return (
    <div className={styles.page}>
      <h1 className={typo.pageTitle}>Welcome to {config.productName}</h1>
      {register.error ? (
        <RetryAlert
          message="We could not finish setting up your account. Please try again."
          onRetry={tryAgain}
        />
      ) : !register.sent ? (
        <Spinner label="Setting up your account" />
      ) : (
        <>
          <p className={typo.body}>
            Your account is set up. Your organization&apos;s administrator now links it to your
            organization; once that is done you can see your patients.
          </p>
          <div>
            <ButtonLink variant="contained" to={paths.signedIn.href()}>
              Continue
            </ButtonLink>
          </div>
        </>
      )}
    </div>
  );
}
