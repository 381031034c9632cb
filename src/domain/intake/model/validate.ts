import { intakeCatalog, type FieldDef } from '../catalog';
import { parseInteger, splitList } from './codec';
import { textOf, type FormValues } from './form-values';
import { isShown } from './show-if';
import { usageEntryCount, usageKey } from './usage';

/** Messages keyed by form key. */
export type FormErrors = Record<string, string>;

export const REQUIRED = 'Required.';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function integerError(field: FieldDef, value: string): string | undefined {
  const number = parseInteger(value);
  const { min, max } = field;
  if (number === undefined) return 'Enter a whole number.';
  if (min !== undefined && max !== undefined && (number < min || number > max)) {
    return `Enter a whole number from ${min} to ${max}.`;
  }
  if (min !== undefined && number < min) return `Enter a whole number of at least ${min}.`;
  if (max !== undefined && number > max) return `Enter a whole number of at most ${max}.`;
  return undefined;
}

function checkInteger(errors: FormErrors, field: FieldDef, key: string, value: string): void {
  if (value.trim() === '') {
    if (field.required) errors[key] = REQUIRED;
    return;
  }
  const message = integerError(field, value);
  if (message) errors[key] = message;
}

function checkDate(errors: FormErrors, key: string, value: string, required: boolean): void {
  if (value.trim() === '') {
    if (required) errors[key] = REQUIRED;
  } else if (!DATE.test(value.trim())) {
    errors[key] = 'Enter a date as YYYY-MM-DD.';
  }
}

function checkUsage(errors: FormErrors, field: FieldDef, values: FormValues): void {
  for (let index = 0; index < usageEntryCount(values, field); index += 1) {
    const at = (part: 'brand' | 'start_date' | 'stop_date') => usageKey(field.key, index, part);
    if (textOf(values, at('brand')).trim() === '') errors[at('brand')] = REQUIRED;
    checkDate(errors, at('start_date'), textOf(values, at('start_date')), true);
    checkDate(errors, at('stop_date'), textOf(values, at('stop_date')), false);
    const start = textOf(values, at('start_date')).trim();
    const stop = textOf(values, at('stop_date')).trim();
    if (!errors[at('start_date')] && !errors[at('stop_date')] && stop !== '' && stop < start) {
      errors[at('stop_date')] = 'The stop date is before the start date.';
    }
  }
}

function checkLab(errors: FormErrors, field: FieldDef, values: FormValues): void {
  const resultsKey = `${field.key}:results`;
  const flagsKey = `${field.key}:flags`;
  const results = textOf(values, resultsKey);
  const flags = textOf(values, flagsKey);
  if (field.required && results.trim() === '') errors[resultsKey] = REQUIRED;
  if (field.required && flags.trim() === '') errors[flagsKey] = REQUIRED;
  if (
    field.listResults &&
    !errors[resultsKey] &&
    !errors[flagsKey] &&
    splitList(results).length !== splitList(flags).length
  ) {
    errors[flagsKey] = 'Give one flag per result, "-" for none.';
  }
}

function checkField(errors: FormErrors, field: FieldDef, values: FormValues): void {
  const value = textOf(values, field.key);
  switch (field.kind) {
    case 'integer':
      return checkInteger(errors, field, field.key, value);
    case 'date':
      return checkDate(errors, field.key, value, field.required);
    case 'usage-history':
      return checkUsage(errors, field, values);
    case 'lab':
      return checkLab(errors, field, values);
    case 'blood-pressure':
      for (const part of ['systolic', 'diastolic']) {
        const key = `${field.key}:${part}`;
        checkInteger(errors, field, key, textOf(values, key));
      }
      return;
    default:
      if (field.required && value.trim() === '') errors[field.key] = REQUIRED;
  }
}

/**
 * The form's problems, keyed by form key; empty when the values can be saved.
 * A hidden field is never checked (spec section 5).
 */
export function validateFormValues(
  values: FormValues,
  fields: readonly FieldDef[] = intakeCatalog,
): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    if (isShown(field, values)) checkField(errors, field, values);
  }
  return errors;
}
