import { useLocation } from 'react-router-dom';
import type { SignedOutState } from './useSignOut';

/** On the sign-in page: why the last session ended, when it ended without the person asking. */
export function SignedOutNotice() {
  const minutes = (useLocation().state as SignedOutState | null)?.signedOutAfterMinutes;
  if (!minutes) return null;
  return (
    <p role="status" className="shell-notice">
      You were signed out after {minutes} minutes without activity, to protect patient information.
      Sign in again to continue.
    </p>
  );
}
