/**
 * Intake records for the safety check's tests: the sample patients' healthy baseline, which
 * answers every question the check reads "no" or "none", with some answers changed.
 */
import type { PatientInformation } from '../src/api/schemas';
import { writePath } from '../src/domain/intake/model/path';
import { baseInformation } from '../src/domain/samples/baseline';

/** The day the tests check on: the baseline's 1995-01-01 birth is 31 years old. */
export const TODAY = new Date('2026-11-22T12:00:00Z');

/** Catalog keys (':'-separated paths) and their answers. */
export type Answers = Record<string, unknown>;

/** The baseline record with these answers over it. */
export function intake(answers: Answers = {}): PatientInformation {
  const information: PatientInformation = structuredClone(baseInformation);
  for (const [key, value] of Object.entries(answers)) writePath(information, key, value);
  return information;
}
