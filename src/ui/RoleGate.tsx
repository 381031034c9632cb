import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { usePreloadRouteReads } from '../api/route-reads';
import { useWhoami } from '../api/resources';
import { paths } from '../config/paths';
import { RetryAlert } from './RetryAlert';
import { Main } from './Main';
import { Spinner } from './Spinner';

export const WHOAMI_FATAL = 'A fatal error has occured.';

/**
 * What the gate says: the English of docs/product.md, "Error catalogue", here; a screen in another
 * language passes its own.
 */
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
 * What a failed access check does: `alert` shows the fatal alert (docs/product.md,
 * "Error catalogue") with "Try again" in place; `redirect` sends the person to /d, which says so
 * and offers a retry.
 */
export type AccessCheckFailure = 'alert' | 'redirect';

/**
 * An area for one kind of user (docs/product.md, "States and transitions"): a spinner while whoami
 * runs, the area for that user type, and /d for anyone else.
 *
 * While whoami runs, the gate preloads what the matched routes' loaders name (their pages'
 * reads), so those requests go out beside whoami instead of after it; the server authorizes
 * each of them. Nothing of the page is mounted until the role is confirmed: a wrong role or a
 * failed check never shows it, and the answers wait, unread, for the page's hooks to take them
 * (docs/adr/0003-route-loaders.md).
 */
export function RoleGate({
  userType,
  whenCheckFails,
  words = roleGateWords,
  children,
}: {
  userType: string;
  whenCheckFails: AccessCheckFailure;
  words?: RoleGateWords;
  children: ReactNode;
}) {
  const whoami = useWhoami();
  // A confirmed answer stands until the server gives another: a background re-check that
  // fails (a network blip, then focus back on the tab) must not unmount an open form.
  const confirmed = whoami.data !== undefined;
  // The first check, and each one again after a failure ("Try again"): the page's reads go
  // beside it, afresh.
  usePreloadRouteReads(whoami.isLoading);
  if (whoami.data && whoami.data.user_type !== userType) {
    return <Navigate to={paths.signedIn.href()} replace />;
  }
  if (!confirmed && whoami.error) {
    if (whenCheckFails === 'redirect') {
      const state: AccessCheckState = { accessCheckFailed: true };
      return <Navigate to={paths.signedIn.href()} replace state={state} />;
    }
    return (
      <Main>
        <div style={{ maxWidth: 560, margin: '48px auto' }}>
          <RetryAlert message={words.failed} retryLabel={words.tryAgain} onRetry={whoami.retry} />
        </div>
      </Main>
    );
  }
  // Until then the area's banner and navigation are not drawn: the main landmark is the gate's.
  return confirmed ? (
    children
  ) : (
    <Main>
      <Spinner label={words.checking} />
    </Main>
  );
}
