import { lazy, Suspense, useEffect } from 'react';
import type { IdleTimings } from '../config/env';
import { signOutReason } from '../session/sign-out-reason';
import { hasUnsavedChanges } from '../session/unsaved-changes';
import { useIdleTime } from '../session/idle-time';
import { useSignOut } from './useSignOut';

const IdleWarning = lazy(() => import('./IdleWarning'));

interface IdleLogoffProps extends IdleTimings {
  /**
   * Where the person lands, signed out. On the patient tablet there is no warning: a patient
   * must not be asked to keep the provider's session; any touch keeps it, and a tablet left
   * alone signs out to its welcome screen.
   */
  tablet?: { signedOutTo: string };
}

/**
 * Automatic logoff on a shared device (docs/architecture.md section 6, WCAG 2.2.1): after a while
 * without input, a warning with a countdown and "Stay signed in"; then sign-out, with the
 * reason on the sign-in page.
 */
export function IdleLogoff({ warnAfterMs, signOutAfterMs, tablet }: IdleLogoffProps) {
  const signOut = useSignOut(tablet?.signedOutTo);
  // While the warning shows, only "Stay signed in" keeps the session: a stray touch does not.
  const { idleMs, restart: staySignedIn } = useIdleTime(tablet ? signOutAfterMs : warnAfterMs);
  const warning = !tablet && idleMs >= warnAfterMs;

  // A signed-in session has begun: how the last one ended has been said.
  useEffect(() => signOutReason.forget(), []);

  const signedOut = idleMs >= signOutAfterMs;
  useEffect(() => {
    if (!signedOut) return;
    void signOut({ kind: 'idle', minutes: Number((signOutAfterMs / 60_000).toFixed(1)) });
  }, [signedOut, signOut, signOutAfterMs]);

  if (!warning || signedOut) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarning
        leftMs={signOutAfterMs - idleMs}
        keepsChanges={hasUnsavedChanges()}
        onStay={staySignedIn}
        onSignOut={() => void signOut()}
      />
    </Suspense>
  );
}
