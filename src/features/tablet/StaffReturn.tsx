import { useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useMessages } from './patient-turn';
import { isTabletPath } from '../../config/tablet-paths';
import { QuestionDialog } from '../../ui/QuestionDialog';
import styles from '../../ui/tablet.module.css';
import { Button } from '../../ui/Button';

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
      <Button variant="text" onClick={() => setAsking(true)} className={styles.touch}>
        {t.staffReturn}
      </Button>
      <QuestionDialog
        open={asking || blocked}
        onClose={stay}
        title={t.staffReturnTitle}
        className={styles.dialog}
        actions={
          <>
            <Button onClick={stay} data-autofocus className={styles.touch}>
              {t.staffReturnCancel}
            </Button>
            <Button variant="contained" color="error" onClick={leave} className={styles.touch}>
              {t.staffReturnConfirm}
            </Button>
          </>
        }
      >
        {t.staffReturnText}
      </QuestionDialog>
    </>
  );
}
