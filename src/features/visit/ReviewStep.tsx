import type { PatientInformation } from '../../api/schemas';
import { IntakeSummary } from '../../ui/intake/IntakeSummary';
import typo from '../../ui/text.module.css';
import styles from './visit.module.css';

/**
 * Her answers, reviewed with her before anything is decided (the protocols, spr-2024.md): the
 * intake as the summary shows it, each unanswered question as "Not answered".
 */
export function ReviewStep({
  information,
  reviewed,
  onReviewed,
}: {
  information: PatientInformation;
  reviewed: boolean;
  onReviewed: (reviewed: boolean) => void;
}) {
  return (
    <>
      <p className={typo.body}>Go through her answers with the patient.</p>
      <IntakeSummary information={information} />
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={reviewed}
          onChange={(event) => onReviewed(event.target.checked)}
        />
        Reviewed with the patient
      </label>
    </>
  );
}
