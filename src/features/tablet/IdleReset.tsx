import { useEffect } from 'react';
import type { TabletIdle } from '../../config/env';
import { minutesAndSeconds, useIdleTime } from '../../tab-memory/idle-time';
import { useMessages } from './patient-turn';
import { QuestionDialog } from '../../ui/QuestionDialog';
import styles from '../../ui/tablet.module.css';
import { Button } from '../../ui/Button';

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
    <QuestionDialog
      open={idleMs >= warningMs && !expired}
      title={t.idleTitle}
      className={styles.dialog}
      actions={
        <Button
          variant="contained"
          size="large"
          onClick={restart}
          data-autofocus
          className={styles.touch}
        >
          {t.idleStay}
        </Button>
      }
    >
      {t.idleText(minutesAndSeconds(resetMs - idleMs))}
    </QuestionDialog>
  );
}
