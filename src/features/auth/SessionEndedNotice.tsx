import { useLocation } from 'react-router-dom';
import styles from '../../ui/shell-notice.module.css';

/** Where RequireSignedIn sends a signed-out visitor: the page they were on, and why. */
export interface SessionEndedState {
  from?: string;
  /** The session ended while they were signed in, without their signing out. */
  sessionEnded?: boolean;
}

const SESSION_ENDED = 'Your session has ended. Sign in again to continue.';

/** On the sign-in page: the session ended while the person was working. */
export function SessionEndedNotice() {
  const ended = (useLocation().state as SessionEndedState | null)?.sessionEnded;
  if (!ended) return null;
  return (
    <p role="status" className={styles.notice}>
      {SESSION_ENDED}
    </p>
  );
}
