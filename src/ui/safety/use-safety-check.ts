import { useMemo } from 'react';
import type { PatientInformation } from '../../api/schemas';
import { safetyCheck, type SafetyCheck } from '../../domain/clinical/safety-check';

/**
 * One check per intake (and day): the recommendations view shows it twice, in its panel and by
 * each option, and the check reads the whole chart.
 */
const checks = new WeakMap<PatientInformation, { day: string; check: SafetyCheck }>();

function checkOf(information: PatientInformation): SafetyCheck {
  const today = new Date();
  const day = today.toDateString();
  const known = checks.get(information);
  if (known?.day === day) return known.check;
  const check = safetyCheck(information, today);
  checks.set(information, { day, check });
  return check;
}

/** The safety check of a patient's intake on the current date; undefined while there is none. */
export function useSafetyCheck(information: PatientInformation): SafetyCheck;
export function useSafetyCheck(
  information: PatientInformation | undefined,
): SafetyCheck | undefined;
export function useSafetyCheck(information: PatientInformation | undefined) {
  return useMemo(() => information && checkOf(information), [information]);
}
