/** Typed reads of a patient_information record, whose values arrive untyped. */
import type { PatientInformation } from '../../api/schemas';

export function textOf(information: PatientInformation, key: string): string | undefined {
  const value = information[key];
  return typeof value === 'string' ? value : undefined;
}

export function listOf(information: PatientInformation, key: string): string[] {
  const value = information[key];
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}
