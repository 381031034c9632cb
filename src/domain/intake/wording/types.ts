import type { FieldKey } from '../catalog';

/** The keys a patient is asked: all but the provider's labs section (catalog/labs.ts). */
export type PatientKey = Exclude<FieldKey, `lab_details:${string}` | 'recent_blood_pressure'>;

/** A question as a patient reads it, in one language. */
export interface PatientQuestion {
  question: string;
  /** A short explanation below the question. */
  hint?: string;
  /** The unit a number is given in, in words ("years old"). */
  unit?: string;
  /** A yes/no's answers in the question's own words, where "Yes" and "No" would not fit. */
  answers?: { yes: string; no: string };
  /** The "I don't know" answer in the question's own words, where the plain one would not fit. */
  notKnown?: string;
}

/**
 * The intake in one language as a patient reads it: every question she is asked (the type
 * check fails on a missing one), and the options whose label she reads otherwise than the
 * form does, by field key and option value (the form's label where none is given: a name, a
 * brand, or English that reads alike).
 */
export interface Wording {
  questions: Readonly<Record<PatientKey, PatientQuestion>>;
  options: Readonly<Partial<Record<PatientKey, Readonly<Record<string, string>>>>>;
}
