/**
 * The form's state: one flat record keyed by catalog keys (plus suffixes for the
 * composite kinds). Every value is a string as an input holds it, except a
 * multi-select, which is the list of selected option values.
 *
 * - text, date, select, list (comma-joined), integer: the input's text
 * - boolean: 'yes', 'no', NOT_KNOWN, or '' when unanswered
 * - select: the option's value, NOT_KNOWN, or '' when unanswered
 * - multi-select: string[]
 * - usage-history: `{key}:{n}:brand`, `:start_date`, `:stop_date`, `:stop_reason` for n = 0..4
 * - lab: `{key}:results` and `{key}:flags` (comma-joined for list panels)
 * - blood-pressure: `{key}:systolic` and `{key}:diastolic`
 */
export type FormValue = string | string[];

/**
 * A patient's "I don't know" to a yes/no or one-of-several question: an answer (a required
 * question is answered by it) stored as null, the record's Unknown, which the safety check
 * reads as unknown: the stricter row, or the check incomplete (docs/patient-wording.md).
 */
export const NOT_KNOWN = 'not_known';
export type FormValues = Record<string, FormValue>;

/**
 * The patient record's email (docs/product.md, "Calls"), kept in the form's and the chat's values
 * beside the intake's answers: it is not part of the intake information, and no catalog key looks
 * like this.
 */
export const EMAIL_KEY = 'patient:email';

/** The value as text ('' when absent); a multi-select's selections comma-joined. */
export function textOf(values: FormValues, key: string): string {
  const value = values[key];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** A multi-select's selections ([] when absent). */
export function selectionsOf(values: FormValues, key: string): string[] {
  const value = values[key];
  return Array.isArray(value) ? value : [];
}

/** Equal as answers: the same selections in order, or the same text (absent counts as ''). */
export function sameFormValue(a: FormValue | undefined, b: FormValue | undefined): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    const left = Array.isArray(a) ? a : [];
    const right = Array.isArray(b) ? b : [];
    return left.length === right.length && left.every((item, index) => item === right[index]);
  }
  return (a ?? '') === (b ?? '');
}
