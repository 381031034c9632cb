import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { IdleTimings } from '../config/env';
import { endSession } from '../session/session';
import { pendingSignOut } from '../session/pending-sign-out';
import { signOutReason, type SignOutReason } from '../session/sign-out-reason';
import { hasUnsavedChanges } from '../session/unsaved-changes';
import { useIdleTime } from '../session/idle-time';
import { LogoffLock } from './LogoffLock';
import type { LogoffWords } from './logoff-words';
import { useSignOut } from './useSignOut';
import { WarningBoundary } from './WarningBoundary';

/** What the warning before the logoff is given. */
export interface IdleWarningProps {
  leftMs: number;
  /** The page holds unsaved changes it keeps for the next sign-in (unsaved-changes.ts). */
  keepsChanges: boolean;
  onStay: () => void;
  onSignOut: () => void;
}

interface IdleLogoffProps extends IdleTimings {
  /** What the lock says while it signs out. */
  words: LogoffWords;
  /**
   * The warning, which the caller makes sure is in the page before it is due (a chunk fetched
   * only then would fail offline: PreloadedIdleWarning). The patient tablet has none: a
   * patient must not be asked to keep the provider's session; any touch keeps it.
   */
  warning?: ComponentType<IdleWarningProps>;
  /** Where the person lands, signed out: the sign-in page, or the tablet's welcome screen. */
  signedOutTo?: string;
  /** The session's pages, with its API provider: unmounted, and so closed, at the logoff. */
  children: ReactNode;
}

/**
 * Automatic logoff on a shared device (docs/architecture.md section 6, WCAG 2.2.1): after a while
 * without input, a warning with a countdown and "Stay signed in"; then the logoff, which fails
 * closed. Its pages keep their unsaved changes for the same user, then make way for the lock
 * (LogoffLock), which hides every patient value and closes the API cache before it signs out,
 * and stays until signing out has succeeded, through a reload of the tab too (pending-sign-out.ts).
 */
export function IdleLogoff({
  warnAfterMs,
  signOutAfterMs,
  words,
  warning: Warning,
  signedOutTo,
  children,
}: IdleLogoffProps) {
  const signOut = useSignOut(signedOutTo);
  const [reason] = useState<SignOutReason>(() => ({
    kind: 'idle',
    minutes: Number((signOutAfterMs / 60_000).toFixed(1)),
  }));
  const [locked, setLocked] = useState(pendingSignOut.isPending);
  // While the warning shows, only "Stay signed in" keeps the session: a stray touch does not.
  const { idleMs, restart: staySignedIn } = useIdleTime(Warning ? warnAfterMs : signOutAfterMs, {
    afterMs: signOutAfterMs,
    run: () => {
      if (locked) return;
      // The open pages keep their unsaved changes while they are still there to be read.
      endSession();
      pendingSignOut.start();
      setLocked(true);
    },
  });

  // A signed-in session has begun: how the last one ended has been said.
  useEffect(() => signOutReason.forget(), []);

  const due = idleMs >= signOutAfterMs;

  if (locked) return <LogoffLock words={words} reason={reason} to={signedOutTo} />;
  return (
    <>
      {children}
      {Warning && idleMs >= warnAfterMs && !due && (
        // Should its code still be missing, the logoff goes on without it: nothing above unmounts.
        <WarningBoundary>
          <Suspense fallback={null}>
            <Warning
              leftMs={signOutAfterMs - idleMs}
              keepsChanges={hasUnsavedChanges()}
              onStay={staySignedIn}
              onSignOut={() => void signOut()}
            />
          </Suspense>
        </WarningBoundary>
      )}
    </>
  );
}
