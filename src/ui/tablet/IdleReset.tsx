import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import type { TabletIdle } from '../../config/env';
import { minutesAndSeconds, useIdleTime } from '../use-idle-time';
import { useMessages } from './session';

/**
 * The tablet left alone: after `warningMs` without a touch, a warning counts down; after
 * `resetMs`, `onReset` clears the patient's answers and starts over, so the next person
 * never sees them.
 */
export function IdleReset({ warningMs, resetMs, onReset }: TabletIdle & { onReset: () => void }) {
  const t = useMessages().tablet;
  const { idleMs, restart } = useIdleTime(warningMs);
  const expired = idleMs >= resetMs;

  useEffect(() => {
    if (expired) onReset();
  }, [expired, onReset]);

  return (
    <Dialog
      open={idleMs >= warningMs && !expired}
      aria-labelledby="tablet-idle-title"
      aria-describedby="tablet-idle-text"
      slotProps={{ paper: { className: 'tablet-dialog' } }}
    >
      <DialogTitle id="tablet-idle-title">{t.idleTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="tablet-idle-text">
          {t.idleText(minutesAndSeconds(resetMs - idleMs))}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" size="large" onClick={restart} autoFocus>
          {t.idleStay}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
