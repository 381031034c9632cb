import type { PatientInformation } from '../../api/schemas';
import type { PregnancyResult } from '../../domain/visit/pregnancy';
import { SafetyCheckPanel } from '../../ui/safety/SafetyCheckPanel';
import typo from '../../ui/text.module.css';
import styles from './visit.module.css';

/**
 * Each method group's category for this visit: the safety check of her intake with the visit's
 * blood pressure in place of the stored one (domain/visit/visit-check.ts), and the pregnancy
 * screen's result, which the decision applies to every method.
 */
export function EligibilityStep({
  information,
  pregnancy,
}: {
  information: PatientInformation;
  pregnancy: PregnancyResult;
}) {
  return (
    <>
      <p className={`${typo.body} ${styles.result}`}>Pregnancy: {pregnancy.words}</p>
      <SafetyCheckPanel information={information} />
    </>
  );
}
