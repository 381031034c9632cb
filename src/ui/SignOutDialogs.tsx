import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export const SIGN_OUT_FAILED =
  'You are still signed in: the sign-in service could not be reached. Check the connection and try again.';

/**
 * What signing out may need to say: a question while a page holds unsaved changes, and a
 * message when it fails. Loaded only when needed, so no screen carries it up front.
 */
export default function SignOutDialogs({
  confirming,
  failed,
  onStay,
  onSignOut,
  onDismiss,
}: {
  confirming: boolean;
  failed: boolean;
  onStay: () => void;
  onSignOut: () => void;
  onDismiss: () => void;
}) {
  return (
    <>
      <Dialog
        open={confirming}
        onClose={onStay}
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
          <Button onClick={onStay} autoFocus>
            Stay
          </Button>
          <Button onClick={onSignOut} color="error">
            Sign out
          </Button>
        </DialogActions>
      </Dialog>
      {failed && (
        <Alert
          severity="error"
          onClose={onDismiss}
          sx={{ position: 'fixed', left: 16, bottom: 16, maxWidth: 480, zIndex: 'snackbar' }}
        >
          {SIGN_OUT_FAILED}
        </Alert>
      )}
    </>
  );
}
