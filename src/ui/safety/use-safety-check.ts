import { useMemo } from 'react';
import type { PatientInformation } from '../../api/schemas';
import { safetyCheck, type SafetyCheck } from '../../domain/clinical/safety-check';

/** The safety check of a patient's intake on the current date; undefined while there is none. */
export function useSafetyCheck(information: PatientInformation): SafetyCheck;
export function useSafetyCheck(
  information: PatientInformation | undefined,
): SafetyCheck | undefined;
export function useSafetyCheck(information: PatientInformation | undefined) {
  return useMemo(() => information && safetyCheck(information, new Date()), [information]);
}
