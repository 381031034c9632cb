import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useAuthSession } from '../auth/session';
import type { IdleTimings } from '../config/env';
import { endSession } from '../tab-memory/session-end';
import { pendingSignOut } from '../tab-memory/pending-sign-out';
import { signOutReason, type SignOutReason } from '../tab-memory/sign-out-reason';
import { hasUnsavedChanges } from '../tab-memory/unsaved-changes';
import { useIdleTime } from '../tab-memory/idle-time';
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
  /** The screens, with the session's API providers: unmounted, and so closed, at the logoff. */
  children: ReactNode;
}

/** What the lock says and where it leads, fixed when it locks: the screen that chose them is gone. */
interface Lock {
  words: LogoffWords;
  to?: string;
}

/**
 * Automatic logoff on a shared device (docs/architecture.md, "Sessions"; WCAG 2.2.1): while the
 * session is signed in, after a while without input, a warning with a countdown and "Stay
 * signed in"; then the logoff, which fails closed. Its pages keep their unsaved changes for the
 * same user, then make way for the lock (LogoffLock), which hides every patient value and closes
 * the API cache before it signs out, and stays until signing out has succeeded, through a reload
 * of the tab too (pending-sign-out.ts). It stays mounted across sign-ins: the screens below keep
 * their place in the tree whether or not anyone is signed in.
 */
export function IdleLogoff({
  warnAfterMs,
  signOutAfterMs,
  words,
  warning,
  signedOutTo,
  children,
}: IdleLogoffProps) {
  const { status } = useAuthSession();
  const signOut = useSignOut(signedOutTo);
  const [reason] = useState<SignOutReason>(() => ({
    kind: 'idle',
    minutes: Number((signOutAfterMs / 60_000).toFixed(1)),
  }));
  const [lock, setLock] = useState<Lock | null>(() =>
    pendingSignOut.isPending() ? { words, to: signedOutTo } : null,
  );
  // Signed out, by the lock or otherwise: the session it was locking is over.
  const signedOut = status === 'signed-out';
  if (lock && signedOut) setLock(null);
  useEffect(() => {
    if (signedOut) pendingSignOut.done();
  }, [signedOut]);

  const signedIn = status === 'signed-in';
  // One shape whatever the status, so the screens keep their place (and state) in the tree.
  return (
    <>
      {lock && signedIn ? <LogoffLock words={lock.words} reason={reason} to={lock.to} /> : children}
      {signedIn && !lock && (
        <IdleClock
          warnAfterMs={warnAfterMs}
          signOutAfterMs={signOutAfterMs}
          warning={warning}
          onSignOut={() => void signOut()}
          onTimeUp={() => {
            // The open pages keep their unsaved changes while they are still there to be read.
            endSession();
            pendingSignOut.start();
            setLock({ words, to: signedOutTo });
          }}
        />
      )}
    </>
  );
}

/** The clock of one signed-in stretch, from its first screen, and the warning when it is due. */
function IdleClock({
  warnAfterMs,
  signOutAfterMs,
  warning: Warning,
  onSignOut,
  onTimeUp,
}: IdleTimings & {
  warning?: ComponentType<IdleWarningProps>;
  onSignOut: () => void;
  onTimeUp: () => void;
}) {
  // While the warning shows, only "Stay signed in" keeps the session: a stray touch does not.
  const { idleMs, restart: staySignedIn } = useIdleTime(Warning ? warnAfterMs : signOutAfterMs, {
    afterMs: signOutAfterMs,
    run: onTimeUp,
  });

  // A signed-in session has begun: how the last one ended has been said.
  useEffect(() => signOutReason.forget(), []);

  if (!Warning || idleMs < warnAfterMs || idleMs >= signOutAfterMs) return null;
  return (
    // Should its code still be missing, the logoff goes on without it: nothing above unmounts.
    <WarningBoundary>
      <Suspense fallback={null}>
        <Warning
          leftMs={signOutAfterMs - idleMs}
          keepsChanges={hasUnsavedChanges()}
          onStay={staySignedIn}
          onSignOut={onSignOut}
        />
      </Suspense>
    </WarningBoundary>
  );
}
