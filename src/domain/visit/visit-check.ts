/**
 * The intake as the visit reads it: the blood pressure taken now in place of the stored one
 * (docs/architecture.md, "The pharmacist visit"), for the safety check of this visit. Without a
 * reading taken now, the stored one stands, as the chart's row for it does.
 */
import type { PatientInformation } from '../../api/schemas';
import type { Reading } from '../clinical/blood-pressure';

export function visitInformation(
  information: PatientInformation,
  reading: Reading | undefined,
): PatientInformation {
  return reading ? { ...information, recent_blood_pressure: reading } : information;
}
