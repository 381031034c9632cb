import { Button } from '../../../ui/Button';
import typo from '../../../ui/text.module.css';
import styles from './patient-form.module.css';
import type { SubmitState } from './use-patient-save';

const statusText: Record<SubmitState, string> = {
  ready: '',
  saving: 'Saving…',
  checking: 'Checking whether the patient was saved…',
};

/**
 * "Create" for a new patient ("Send again" once a check found the first one was not saved),
 * "Submit" for an existing one; disabled while saving or checking, a wheel turning before its
 * words (the status beside it says what is going on).
 */
export function SubmitBar({ label, state }: { label: string; state: SubmitState }) {
  const busy = state !== 'ready';
  return (
    <div className={styles.submitBar}>
      <Button type="submit" variant="contained" size="large" busy={busy}>
        {label}
      </Button>
      <p role="status" className={`${typo.body} ${typo.secondary}`}>
        {statusText[state]}
      </p>
    </div>
  );
}
