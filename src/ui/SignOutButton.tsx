import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { hasUnsavedChanges } from './unsaved-changes';
import { useSignOut } from './useSignOut';

export const SIGN_OUT_FAILED =
  'You are still signed in: the sign-in service could not be reached. Check the connection and try again.';

/** Signs out; asks first when a page holds unsaved changes, and says so when signing out fails. */
export function SignOutButton(props: Omit<ButtonProps, 'onClick'>) {
  const signOut = useSignOut();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);

  async function signOutNow() {
    setConfirming(false);
    setFailed(false);
    try {
      await signOut();
    } catch {
      setFailed(true);
    }
  }

  return (
    <>
      <Button
        variant="outlined"
        {...props}
        onClick={() => (hasUnsavedChanges() ? setConfirming(true) : void signOutNow())}
      >
        Sign out
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="sign-out-unsaved-title"
        aria-describedby="sign-out-unsaved-text"
      >
        <DialogTitle id="sign-out-unsaved-title">Sign out without saving?</DialogTitle>
        <DialogContent>
          <DialogContentText id="sign-out-unsaved-text">
            The changes on this page have not been saved. If you sign out now, they will be lost.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            Stay
          </Button>
          <Button onClick={() => void signOutNow()} color="error">
            Sign out
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar open={failed} onClose={() => setFailed(false)}>
        <Alert severity="error" onClose={() => setFailed(false)}>
          {SIGN_OUT_FAILED}
        </Alert>
      </Snackbar>
    </>
  );
}
