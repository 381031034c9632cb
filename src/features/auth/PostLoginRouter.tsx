import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useMutation, useSendOnMount } from '../../api/use-mutation';
import { RetryAlert } from '../../ui/RetryAlert';
import type { AccessCheckState } from '../../ui/RoleGate';
import { SignOutButton } from '../../ui/SignOutButton';
import { Spinner } from '../../ui/Spinner';
import styles from './auth-page.module.css';
import { NoAccess } from './NoAccess';

export const LOGIN_FAILED = 'An unexpected error has occurred. Please try again.';

/**
 * /d: calls login, then sends each kind of user to their home (docs/product.md,
 * "States and transitions").
 */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const accessCheckFailed = (location.state as AccessCheckState | null)?.accessCheckFailed;
  const login = useMutation((api) => api.login());
  const retry = useSendOnMount(login);

  if (accessCheckFailed) {
    return (
      <div className={styles.page}>
        <RetryAlert
          message="We could not confirm your access. Please try again."
          onRetry={() => {
            retry();
            navigate(paths.signedIn.href(), { replace: true, state: null });
          }}
        />
        <div>
          <SignOutButton />
        </div>
      </div>
    );
  }
  if (login.error) {
    return (
      <div className={styles.page}>
        <RetryAlert message={LOGIN_FAILED} onRetry={retry} />
        <div>
          <SignOutButton />
        </div>
      </div>
    );
  }
  if (!login.data) return <Spinner label="Signing you in" />;
  if (login.data.user_type === 'superuser')
    return <Navigate to={paths.admin.root.href()} replace />;
  if (login.data.user_type === 'provider') {
    return <Navigate to={paths.dashboard.patients.href()} replace />;
  }
  return <NoAccess />;
}
