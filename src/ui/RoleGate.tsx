import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useWhoami } from '../api/resources';
import { paths } from '../config/paths';
import { RetryAlert } from './RetryAlert';
import { Spinner } from './Spinner';

export const WHOAMI_FATAL = 'A fatal error has occured.';

/** Set by a gate that sent the person back to /d, so /d does not bounce them again. */
export interface AccessCheckState {
  accessCheckFailed?: boolean;
}

/**
 * What a failed access check does: `alert` shows the spec's fatal alert with "Try again"
 * in place; `redirect` sends the person to /d, which says so and offers a retry.
 */
export type AccessCheckFailure = 'alert' | 'redirect';

/**
 * An area for one kind of user (spec section 4): a spinner while whoami runs, the area for
 * that user type, and /d for anyone else.
 */
export function RoleGate({
  userType,
  whenCheckFails,
  children,
}: {
  userType: string;
  whenCheckFails: AccessCheckFailure;
  children: ReactNode;
}) {
  const whoami = useWhoami();
  // A confirmed answer stands until the server gives another: a background re-check that
  // fails (a network blip, then focus back on the tab) must not unmount an open form.
  if (whoami.data) {
    if (whoami.data.user_type !== userType) return <Navigate to={paths.signedIn.href()} replace />;
    return children;
  }
  if (whoami.error) {
    if (whenCheckFails === 'redirect') {
      const state: AccessCheckState = { accessCheckFailed: true };
      return <Navigate to={paths.signedIn.href()} replace state={state} />;
    }
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', my: 6 }}>
        <RetryAlert message={WHOAMI_FATAL} onRetry={whoami.retry} />
      </Box>
    );
  }
  return <Spinner label="Checking your access" />;
}
