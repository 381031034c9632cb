import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthSession } from '../../../auth/session';
import { paths } from '../../../config/paths';
import styles from '../../../ui/tablet.module.css';
import { Button } from '../../../ui/Button';

/**
 * The staff sign-in on the locked tablet, in connected mode: a fresh sign-in. The session the
 * tablet was handed over in ends first, so whoever signs in (the same provider, or another
 * who then starts their own session) proves who they are to Clerk; the sign-in that follows
 * unlocks the tablet (app/tablet-lock-gate.ts).
 */
export function UnlockTablet() {
  const { status, signOut } = useAuthSession();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'ending' | 'failed'>('idle');

  const signInAgain = async () => {
    setState('ending');
    try {
      if (status === 'signed-in') await signOut();
    } catch {
      setState('failed');
      return;
    }
    navigate(paths.login.href(), { replace: true });
  };

  return (
    <>
      <Button
        variant="contained"
        size="large"
        disabled={state === 'ending'}
        onClick={() => void signInAgain()}
        className={styles.touch}
      >
        Staff sign-in
      </Button>
      {state === 'failed' && (
        <p role="alert" className={styles.lockError}>
          The session could not be ended, so the tablet stays locked. Check the connection and try
          again.
        </p>
      )}
    </>
  );
}
