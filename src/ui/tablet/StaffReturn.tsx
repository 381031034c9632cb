import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useMessages } from './session';
import { isTabletPath } from './tablet-paths';

/**
 * The one way out of tablet mode: "Staff: return to dashboard", confirmed first. Any other
 * way out (the browser's back button to the dashboard) asks the same question, so a patient
 * never reaches the provider's screens by accident.
 */
export function StaffReturn() {
  const t = useMessages().tablet;
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const confirmed = useRef(false);
  const blocker = useBlocker(
    ({ nextLocation }) => !confirmed.current && !isTabletPath(nextLocation.pathname),
  );
  const blocked = blocker.state === 'blocked';

  const stay = () => {
    setAsking(false);
    if (blocked) blocker.reset();
  };
  const leave = () => {
    setAsking(false);
    confirmed.current = true;
    if (blocked) blocker.proceed();
    else navigate(paths.dashboard.patients.href());
  };

  return (
    <>
      <Button variant="text" onClick={() => setAsking(true)} className="tablet-staff-return">
        {t.staffReturn}
      </Button>
      <Dialog
        open={asking || blocked}
        onClose={stay}
        aria-labelledby="tablet-staff-return-title"
        aria-describedby="tablet-staff-return-text"
        slotProps={{ paper: { className: 'tablet-dialog' } }}
      >
        <DialogTitle id="tablet-staff-return-title">{t.staffReturnTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="tablet-staff-return-text">{t.staffReturnText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={stay} autoFocus>
            {t.staffReturnCancel}
          </Button>
          <Button variant="contained" color="error" onClick={leave}>
            {t.staffReturnConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
