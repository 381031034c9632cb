import { intakeCatalog, type FieldDef, type FieldKey } from '../catalog';
import { formKeysOf, parseInteger, wholeNumberProblem, type WholeNumberProblem } from './codec';
import { DATE_SHAPE, isCalendarDate } from './dates';
import { labBoxes, type LabBox } from './lab-values';
import { sameFormValue, textOf, type FormValues } from './form-values';
import { isShown } from '../../rules/decide';
import { lengthProblem, maxLengthAt } from './text-length';
import { feetAndInches, measureOf, STORED_UNIT_WORD } from './units';
import { usageEntryCount, usageKey } from './usage';

/** Messages keyed by form key. */
export type FormErrors = Record<string, string>;

/**
 * A check of the form: `errors` block a save; `warnings` are the product's own rules (beyond
 * docs/product.md, "Validation rules") broken by values the record was loaded with, shown but not
 * blocking, so a record the backend already holds can always be saved.
 */
export interface FormCheck {
  errors: FormErrors;
  warnings: FormErrors;
}

export interface CheckOptions {
  /** Only these fields (one section, say); the whole catalog by default. */
  fields?: readonly FieldDef[];
  /**
   * The values the form was loaded with. The product's own rules (one flag per result,
   * ranges, stop after start) block only where a value differs from these; omitted for
   * a new patient, whose every value counts as changed.
   */
  loaded?: FormValues;
  /** The day to judge a date of birth against; without it, that check is not made. */
  today?: Date;
}

export const REQUIRED = 'Required.';
const WHOLE_NUMBER_MESSAGES: Record<WholeNumberProblem, string> = {
  decimal: 'Enter a whole number, without decimals.',
  'too-many-digits': 'This number is too long. Enter a whole number of at most 15 digits.',
  'not-a-number': 'Enter a whole number.',
};

interface Checker {
  values: FormValues;
  loaded: FormValues | undefined;
  today: Date | undefined;
  errors: FormErrors;
  warnings: FormErrors;
}

/**
 * A product rule (the product's own, docs/product.md, "Validation rules") broken at `key`: an error
 * when the provider changed any of `keys` from the record as loaded (or the record is new),
 * otherwise a warning saying what to check.
 */
function productRule(
  checker: Checker,
  key: string,
  keys: readonly string[],
  error: string,
  finding: string,
): void {
  const { loaded, values } = checker;
  const changed = !loaded || keys.some((k) => !sameFormValue(loaded[k], values[k]));
  if (changed) checker.errors[key] = error;
  else checker.warnings[key] = `Check this value: ${finding}`;
}

/** 42 -> "3 ft 6 in". */
function feetText(inches: number): string {
  const { feet, inches: rest } = feetAndInches(inches);
  return `${feet} ft ${rest} in`;
}

/**
 * A height or weight out of its plausible range (the catalog's min and max), named with
 * its unit: "Enter a height from 42 to 84 inches (3 ft 6 in to 7 ft 0 in)."
 */
function measureRangeProblem(
  field: FieldDef,
  number: number,
): [error: string, finding: string] | undefined {
  const measure = measureOf(field);
  const { min, max } = field;
  if (!measure || min === undefined || max === undefined) return undefined;
  if (number >= min && number <= max) return undefined;
  const unit = STORED_UNIT_WORD[measure];
  const feet = measure === 'height' ? ` (${feetText(min)} to ${feetText(max)})` : '';
  return [
    `Enter a ${measure} from ${min} to ${max} ${unit}${feet}.`,
    `${number} ${unit} is outside the plausible ${min} to ${max} ${unit}${feet}.`,
  ];
}

function rangeProblem(
  field: FieldDef,
  number: number,
): [error: string, finding: string] | undefined {
  if (measureOf(field)) return measureRangeProblem(field, number);
  const { min, max } = field;
  if (min !== undefined && max !== undefined && (number < min || number > max)) {
    return [
      `Enter a whole number from ${min} to ${max}.`,
      `${number} is outside the expected ${min} to ${max}.`,
    ];
  }
  if (min !== undefined && number < min) {
    return [
      `Enter a whole number of at least ${min}.`,
      `${number} is below the expected minimum of ${min}.`,
    ];
  }
  if (max !== undefined && number > max) {
    return [
      `Enter a whole number of at most ${max}.`,
      `${number} is above the expected maximum of ${max}.`,
    ];
  }
  return undefined;
}

function checkInteger(checker: Checker, field: FieldDef, key: string): void {
  const value = textOf(checker.values, key);
  if (value.trim() === '') {
    if (field.required) checker.errors[key] = REQUIRED;
    return;
  }
  const number = parseInteger(value);
  if (number === undefined) {
    checker.errors[key] = WHOLE_NUMBER_MESSAGES[wholeNumberProblem(value) ?? 'not-a-number'];
    return;
  }
  const problem = rangeProblem(field, number);
  if (problem) productRule(checker, key, [key], ...problem);
}

function checkDate(checker: Checker, key: string, required: boolean): void {
  const value = textOf(checker.values, key);
  if (value.trim() === '') {
    if (required) checker.errors[key] = REQUIRED;
  } else if (!DATE_SHAPE.test(value.trim())) {
    checker.errors[key] = 'Enter a date as YYYY-MM-DD.';
  } else if (!isCalendarDate(value.trim())) {
    checker.errors[key] = 'This date does not exist. Check the day and the month.';
  }
}

const BIRTH_DATE: FieldKey = 'date_of_birth';
/** The oldest age a date of birth is taken as plausible. */
const MAX_AGE_YEARS = 120;

/** A product rule: a date of birth is not in the future, nor over 120 years ago. */
function checkBirthDate(checker: Checker): void {
  const { today } = checker;
  const value = textOf(checker.values, BIRTH_DATE).trim();
  if (!today || value === '' || checker.errors[BIRTH_DATE]) return;
  // YYYY-MM-DD compares as text in date order.
  const todayText = today.toISOString().slice(0, 10);
  const oldest = `${today.getUTCFullYear() - MAX_AGE_YEARS}${todayText.slice(4)}`;
  if (value > todayText) {
    productRule(
      checker,
      BIRTH_DATE,
      [BIRTH_DATE],
      'The date of birth is in the future.',
      'the date of birth is in the future.',
    );
  } else if (value < oldest) {
    productRule(
      checker,
      BIRTH_DATE,
      [BIRTH_DATE],
      `The date of birth is over ${MAX_AGE_YEARS} years ago.`,
      `the date of birth is over ${MAX_AGE_YEARS} years ago.`,
    );
  }
}

function checkUsage(checker: Checker, field: FieldDef): void {
  const { values, errors } = checker;
  for (let index = 0; index < usageEntryCount(values, field); index += 1) {
    const at = (part: 'brand' | 'start_date' | 'stop_date') => usageKey(field.key, index, part);
    if (textOf(values, at('brand')).trim() === '') errors[at('brand')] = REQUIRED;
    checkDate(checker, at('start_date'), true);
    checkDate(checker, at('stop_date'), false);
    const start = textOf(values, at('start_date')).trim();
    const stop = textOf(values, at('stop_date')).trim();
    if (!errors[at('start_date')] && !errors[at('stop_date')] && stop !== '' && stop < start) {
      productRule(
        checker,
        at('stop_date'),
        [at('start_date'), at('stop_date')],
        'The stop date is before the start date.',
        'the stop date is before the start date.',
      );
    }
  }
}

/**
 * A panel's boxes (lab-values.ts): each required. A panel of several values with some of them
 * given is missing the others, each named at its box; a box holds one value, not a list.
 */
function checkLab(checker: Checker, field: FieldDef): void {
  const { values, errors } = checker;
  const boxes = labBoxes(field);
  const given = boxes.filter((box) => textOf(values, box.key).trim() !== '');
  for (const box of boxes) {
    const value = textOf(values, box.key);
    if (value.trim() === '') {
      if (!field.required) continue;
      errors[box.key] =
        box.component === undefined || given.length === 0 ? REQUIRED : missingValue(box);
    } else if (box.component !== undefined && value.includes(',')) {
      productRule(
        checker,
        box.key,
        [box.key],
        'Enter one value, without commas (a decimal takes a point: 6.2).',
        `this box holds more than one value: ${value.trim()}.`,
      );
    }
  }
}

/** A value of a partly entered panel, by name: "Missing: the RBC result. …". */
function missingValue(box: LabBox): string {
  const what =
    box.part === 'results'
      ? `the ${box.component} result`
      : `the ${box.component} flag ("-" for none)`;
  return `Missing: ${what}. Enter it, or mark the panel "Not done".`;
}

/**
 * Free text over its field's limit (maxLengthAt). The form's inputs stop typing and pasting
 * at the limit, so this catches values from elsewhere: a value set by code, or a stored
 * record, which the backend already accepted and so only warns (a product rule). Another
 * problem with the value is shown first.
 */
function checkLengths(checker: Checker, field: FieldDef): void {
  for (const key of formKeysOf(field, usageEntryCount(checker.values, field))) {
    const max = maxLengthAt(field, key);
    const problem = max === undefined ? undefined : lengthProblem(textOf(checker.values, key), max);
    if (problem && !checker.errors[key]) productRule(checker, key, [key], problem, problem);
  }
}

function checkField(checker: Checker, field: FieldDef): void {
  switch (field.kind) {
    case 'integer':
      return checkInteger(checker, field, field.key);
    case 'date':
      checkDate(checker, field.key, field.required);
      if (field.key === BIRTH_DATE) checkBirthDate(checker);
      return;
    case 'usage-history':
      return checkUsage(checker, field);
    case 'lab':
      return checkLab(checker, field);
    case 'blood-pressure':
      for (const part of ['systolic', 'diastolic'] as const) {
        checkInteger(checker, { ...field, ...field.partRanges?.[part] }, `${field.key}:${part}`);
      }
      return;
    default:
      if (field.required && textOf(checker.values, field.key).trim() === '') {
        checker.errors[field.key] = REQUIRED;
      }
  }
}

/**
 * The form's problems, keyed by form key: errors (empty when the values can be saved)
 * and warnings. A hidden field is never checked (docs/product.md, "Validation rules").
 */
export function checkFormValues(
  values: FormValues,
  { fields = intakeCatalog, loaded, today }: CheckOptions = {},
): FormCheck {
  const checker: Checker = { values, loaded, today, errors: {}, warnings: {} };
  for (const field of fields) {
    if (!isShown(field, values)) continue;
    checkField(checker, field);
    checkLengths(checker, field);
  }
  return { errors: checker.errors, warnings: checker.warnings };
}

/** The problems that block a save; see checkFormValues. */
export function validateFormValues(values: FormValues, options?: CheckOptions): FormErrors {
  return checkFormValues(values, options).errors;
}
