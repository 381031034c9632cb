import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { minutesAndSeconds } from './use-idle-time';

/** The warning before an automatic logoff; loaded only when it is due. */
export default function IdleWarning({
  leftMs,
  onStay,
  onSignOut,
}: {
  leftMs: number;
  onStay: () => void;
  onSignOut: () => void;
}) {
  return (
    <Dialog open aria-labelledby="idle-logoff-title" aria-describedby="idle-logoff-text">
      <DialogTitle id="idle-logoff-title">Are you still there?</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-logoff-text">
          To protect patient information on this shared device, you will be signed out in{' '}
          <strong role="timer">{minutesAndSeconds(leftMs)}</strong>. Anything not yet saved on this
          page will be lost.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSignOut}>Sign out now</Button>
        <Button variant="contained" onClick={onStay} autoFocus>
          Stay signed in
        </Button>
      </DialogActions>
    </Dialog>
  );
}
