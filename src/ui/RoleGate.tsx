import Box from '@mui/material/Box';
import { createContext, use, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useWhoami } from '../api/resources';
import { paths } from '../config/paths';
import { RetryAlert } from './RetryAlert';
import { Spinner } from './Spinner';

export const WHOAMI_FATAL = 'A fatal error has occured.';

/** What the gate says: the spec's English here; a screen in another language passes its own. */
export interface RoleGateWords {
  /** The failed check's alert. */
  failed: string;
  tryAgain: string;
  /** The spinner's label while the check runs. */
  checking: string;
}

export const roleGateWords: RoleGateWords = {
  failed: WHOAMI_FATAL,
  tryAgain: 'Try again',
  checking: 'Checking your access',
};

/** Set by a gate that sent the person back to /d, so /d does not bounce them again. */
export interface AccessCheckState {
  accessCheckFailed?: boolean;
}

/**
 * What a failed access check does: `alert` shows the spec's fatal alert with "Try again"
 * in place; `redirect` sends the person to /d, which says so and offers a retry.
 */
export type AccessCheckFailure = 'alert' | 'redirect';

// Outside a gate there is nothing to wait for.
const AccessConfirmed = createContext(true);

/**
 * Whether the gate above has confirmed the person's role. A page mounted while the check
 * runs is hidden, but something it opens in a portal (a dialog) is not: it waits for this.
 */
export const useAccessConfirmed = () => use(AccessConfirmed);

/**
 * An area for one kind of user (spec section 4): a spinner while whoami runs, the area for
 * that user type, and /d for anyone else.
 *
 * With `mountWhileChecking`, the area is mounted hidden while whoami runs, so its page's own
 * requests go out beside whoami instead of after it (the server authorizes each of them).
 * Until the role is confirmed it stays out of sight, out of the accessibility tree and out of
 * reach of focus; a wrong role or a failed check unmounts it unseen.
 */
export function RoleGate({
  userType,
  whenCheckFails,
  mountWhileChecking = false,
  words = roleGateWords,
  children,
}: {
  userType: string;
  whenCheckFails: AccessCheckFailure;
  mountWhileChecking?: boolean;
  words?: RoleGateWords;
  children: ReactNode;
}) {
  const whoami = useWhoami();
  // A confirmed answer stands until the server gives another: a background re-check that
  // fails (a network blip, then focus back on the tab) must not unmount an open form.
  const confirmed = whoami.data !== undefined;
  if (whoami.data && whoami.data.user_type !== userType) {
    return <Navigate to={paths.signedIn.href()} replace />;
  }
  if (!confirmed && whoami.error) {
    if (whenCheckFails === 'redirect') {
      const state: AccessCheckState = { accessCheckFailed: true };
      return <Navigate to={paths.signedIn.href()} replace state={state} />;
    }
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', my: 6 }}>
        <RetryAlert message={words.failed} retryLabel={words.tryAgain} onRetry={whoami.retry} />
      </Box>
    );
  }
  const checking = <Spinner label={words.checking} />;
  if (!mountWhileChecking) return confirmed ? children : checking;
  // One tree whether checking or confirmed, so confirming shows the page without remounting it.
  return (
    <>
      {!confirmed && checking}
      <div hidden={!confirmed}>
        <AccessConfirmed value={confirmed}>{children}</AccessConfirmed>
      </div>
    </>
  );
}
