/**
 * The safety check for this visit: the patient's intake with the blood pressure taken now in
 * place of the stored one (docs/architecture.md section 10). Without a reading taken now, the
 * stored one stands, as the chart's row for it does.
 */
import type { PatientInformation } from '../../api/schemas';
import { safetyCheck, type SafetyCheck } from '../clinical/safety-check';
import type { VisitBloodPressure } from './visit-blood-pressure';

export function visitSafetyCheck(
  information: PatientInformation,
  { reading }: VisitBloodPressure,
  today: Date,
): SafetyCheck {
  return safetyCheck(
    reading ? { ...information, recent_blood_pressure: reading } : information,
    today,
  );
}
