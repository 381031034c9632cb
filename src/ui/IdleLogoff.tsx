import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState } from 'react';
import type { IdleTimings } from '../config/env';
import { useSignOut } from './useSignOut';

/** What counts as the person being there. */
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const TICK_MS = 1_000;

function minutesAndSeconds(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1_000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Automatic logoff on a shared device (design.md section 6, WCAG 2.2.1): after a while
 * without input, a warning with a countdown and "Stay signed in"; then sign-out, with the
 * reason on the sign-in page.
 */
export function IdleLogoff({ warnAfterMs, signOutAfterMs }: IdleTimings) {
  const signOut = useSignOut();
  const lastActivity = useRef(0);
  const [idleMs, setIdleMs] = useState(0);
  const warning = idleMs >= warnAfterMs;

  useEffect(() => {
    // While the warning shows, only "Stay signed in" keeps the session: a stray touch does not.
    if (warning) return;
    const active = () => {
      lastActivity.current = Date.now();
    };
    for (const type of ACTIVITY) document.addEventListener(type, active, { passive: true });
    return () => {
      for (const type of ACTIVITY) document.removeEventListener(type, active);
    };
  }, [warning]);

  useEffect(() => {
    lastActivity.current = Date.now();
    const timer = setInterval(() => setIdleMs(Date.now() - lastActivity.current), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const signedOut = idleMs >= signOutAfterMs;
  useEffect(() => {
    if (signedOut) void signOut({ signedOutAfterMinutes: Math.round(signOutAfterMs / 60_000) });
  }, [signedOut, signOut, signOutAfterMs]);

  const staySignedIn = () => {
    lastActivity.current = Date.now();
    setIdleMs(0);
  };

  return (
    <Dialog
      open={warning && !signedOut}
      aria-labelledby="idle-logoff-title"
      aria-describedby="idle-logoff-text"
    >
      <DialogTitle id="idle-logoff-title">Are you still there?</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-logoff-text">
          To protect patient information on this shared device, you will be signed out in{' '}
          <strong role="timer">{minutesAndSeconds(signOutAfterMs - idleMs)}</strong>. Anything not
          yet saved on this page will be lost.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void signOut()}>Sign out now</Button>
        <Button variant="contained" onClick={staySignedIn} autoFocus>
          Stay signed in
        </Button>
      </DialogActions>
    </Dialog>
  );
}
