/**
 * Why she was referred, or given no method: picked from a list, so her summary can say it in
 * her language (domain/texts, en/summary.ts and es/summary.ts, under the same names), and the
 * note to her primary-care provider in a clinician's words. "Other" is typed, and printed on her
 * summary as typed.
 */

export const REFER_REASONS = [
  'health_condition',
  'blood_pressure',
  'pregnancy_positive',
  'pregnancy_not_ruled_out',
  'method_not_offered',
] as const;

export const NO_METHOD_REASONS = [
  'her_choice',
  'pregnancy_not_ruled_out',
  'pregnancy_positive',
  'blood_pressure',
] as const;

export type ReasonId = (typeof REFER_REASONS)[number] | (typeof NO_METHOD_REASONS)[number];

/** A reason from the list, or one the provider typed. */
export type Reason = { id: ReasonId } | { other: string };

/** Each reason as the provider picks it, and as the note to her primary-care provider says it. */
export const reasonWords: Readonly<Record<ReasonId, { label: string; note: string }>> = {
  health_condition: {
    label: 'A health condition needs a clinician (U.S. MEC category 3 or 4)',
    note: 'A condition at U.S. MEC category 3 or 4 for the method she wanted: needs clinician assessment.',
  },
  blood_pressure: {
    label: 'Blood pressure high today',
    note: 'Blood pressure 140/90 mm Hg or higher on a repeated seated reading.',
  },
  pregnancy_positive: {
    label: 'Pregnancy test positive',
    note: 'Positive pregnancy test: referred for pregnancy care.',
  },
  pregnancy_not_ruled_out: {
    label: 'Pregnancy cannot be ruled out today',
    note: 'Pregnancy could not be ruled out (U.S. SPR 2024 criteria not met, no negative test).',
  },
  method_not_offered: {
    label: 'The method she wants is not one this pharmacy may start',
    note: 'The method she wants is outside the pharmacist protocol.',
  },
  her_choice: {
    label: 'She chose not to start a method today',
    note: 'She chose not to start a method today.',
  },
};

/** The reason in the note's words: a typed one as typed. */
export const reasonNote = (reason: Reason): string =>
  'id' in reason ? reasonWords[reason.id].note : reason.other;
