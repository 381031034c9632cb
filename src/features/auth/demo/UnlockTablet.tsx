import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDemoSignIn } from '../../../auth/demo/DemoAuthProvider';
import { demoUsers, type DemoPersona } from '../../../auth/demo/demo-identity';
import { useAuthSession } from '../../../auth/session';
import { paths } from '../../../config/paths';
import { unlockTablet } from '../../../tab-memory/tablet-lock';
import styles from '../../../ui/tablet.module.css';
import { Button } from '../../../ui/Button';

/**
 * The demo's staff sign-in on the locked tablet: the demo sign-in itself (the demo has no
 * passwords). The same person goes on in their session; the other demo user ends it first and
 * starts their own.
 */
export function UnlockTablet() {
  const { userId, signOut } = useAuthSession();
  const signIn = useDemoSignIn();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  const signInAs = async (persona: DemoPersona) => {
    setFailed(false);
    try {
      if (userId !== null && userId !== demoUsers[persona].userId) await signOut();
    } catch {
      setFailed(true);
      return;
    }
    signIn(persona);
    unlockTablet();
    navigate(paths.signedIn.href(), { replace: true });
  };

  return (
    <>
      <Button
        variant="contained"
        size="large"
        onClick={() => void signInAs('provider')}
        className={styles.touch}
      >
        Staff: sign in as demo provider
      </Button>
      <Button
        variant="outlined"
        size="large"
        onClick={() => void signInAs('superuser')}
        className={styles.touch}
      >
        Staff: sign in as demo administrator
      </Button>
      {failed && (
        <p role="alert" className={styles.lockError}>
          The other session could not be ended, so the tablet stays locked. Try again.
        </p>
      )}
    </>
  );
}
