/**
 * The form's state: one flat record keyed by catalog keys (plus suffixes for the
 * composite kinds). Every value is a string as an input holds it, except a
 * multi-select, which is the list of selected option values.
 *
 * - text, date, select, list (comma-joined), integer: the input's text
 * - boolean: 'yes', 'no', or '' when unanswered
 * - multi-select: string[]
 * - usage-history: `{key}:{n}:brand`, `:start_date`, `:stop_date`, `:stop_reason` for n = 0..4
 * - lab: `{key}:results` and `{key}:flags` (comma-joined for list panels)
 * - blood-pressure: `{key}:systolic` and `{key}:diastolic`
 */
export type FormValue = string | string[];
export type FormValues = Record<string, FormValue>;

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
