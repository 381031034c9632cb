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

/** A follow-up's answer: `information[key][field]`. */
export function followUpOf(information: PatientInformation, key: string, field: string): unknown {
  const value = information[key];
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[field] : undefined;
}
