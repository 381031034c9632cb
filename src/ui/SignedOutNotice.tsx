import { useSyncExternalStore } from 'react';
import { signOutReason } from '../tab-memory/sign-out-reason';
import { hasKeptDrafts, KEPT_MINUTES, onKeptDraftsChange } from '../tab-memory/kept-drafts';
import styles from './shell-notice.module.css';

const KEPT = `Changes that were not saved are kept in this browser tab only, for ${KEPT_MINUTES} minutes after the session ended: sign in again as the same user and open the same form to restore them.`;

/**
 * On the sign-in page: that the automatic logoff ended the last session, and that changes a
 * session left unsaved wait in this tab, for as long as they do (tab-memory/kept-drafts.ts).
 */
export function SignedOutNotice() {
  const reason = signOutReason.current();
  const kept = useSyncExternalStore(onKeptDraftsChange, hasKeptDrafts);
  const said = [
    reason?.kind === 'idle' &&
      `You were signed out after ${reason.minutes} minutes without activity, to protect patient information. Sign in again to continue.`,
    kept && KEPT,
  ].filter(Boolean);
  if (said.length === 0) return null;
  return (
    <p role="status" className={styles.notice}>
      {said.join(' ')}
    </p>
  );
}
