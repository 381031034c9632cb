import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { registerUnsavedChanges } from '../../../ui/unsaved-changes';

/**
 * Asks before leaving with unsaved changes: in-app navigation gets a dialog, closing or
 * reloading the tab the browser's own prompt. `hasChanges` is read when leaving.
 */
export function UnsavedChangesGuard({ hasChanges }: { hasChanges: () => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && hasChanges(),
  );

  // Signing out from the header asks too.
  useEffect(() => registerUnsavedChanges(hasChanges), [hasChanges]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (hasChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasChanges]);

  const stay = () => blocker.reset?.();
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={stay}
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-text"
    >
      <DialogTitle id="unsaved-changes-title">Leave without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-text">
          The changes you made to this patient have not been saved. If you leave now, they will be
          lost.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={stay} autoFocus>
          Stay
        </Button>
        <Button onClick={() => blocker.proceed?.()} color="error">
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
