/**
 * One field's stored API value to and from its form values (encoding in form-values.ts).
 * encode accepts whatever a record holds; decode assumes values passed validateFormValues.
 */
import type { FieldDef } from '../catalog';
import { NOT_KNOWN, selectionsOf, textOf, type FormValues } from './form-values';
import { labBoxes, storedItems } from './lab-values';
import { USAGE_PARTS, usageEntryCount, usageKey } from './usage';

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

function listText(value: unknown): string {
  return Array.isArray(value) ? value.map(text).join(', ') : text(value);
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * Comma-separated text as a list: items trimmed, empty items dropped (docs/product.md,
 * "Validation rules").
 */
function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Digits with an optional sign: what a whole-number field accepts. */
const WHOLE_NUMBER = /^[+-]?\d+$/;
/** A number with a fractional part ("65.5", "2,5"). */
const DECIMAL = /^[+-]?\d*[.,]\d+$/;

/** A whole number, or undefined for anything else ("65.5", "1e2", "65 in", 400 nines). */
export function parseInteger(value: string): number | undefined {
  const trimmed = value.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return undefined;
  const number = Number(trimmed);
  // Past 2^53 a number is no longer exact (400 nines would become Infinity, sent as null).
  return Number.isSafeInteger(number) ? number : undefined;
}

/**
 * Why a non-empty answer to a whole-number question is not one: it has decimals, it has
 * more digits than can be kept exactly, or it is not a number at all; undefined when it is
 * one (its range is checked apart). The provider's form and the patient's chat both word it.
 */
export type WholeNumberProblem = 'decimal' | 'too-many-digits' | 'not-a-number';

export function wholeNumberProblem(value: string): WholeNumberProblem | undefined {
  if (parseInteger(value) !== undefined) return undefined;
  const trimmed = value.trim();
  if (WHOLE_NUMBER.test(trimmed)) return 'too-many-digits';
  return DECIMAL.test(trimmed) ? 'decimal' : 'not-a-number';
}

function bloodPressureParts(value: unknown): [string, string] {
  // Sample data also writes it as text: "107/70".
  if (typeof value === 'string') {
    const [systolic = '', diastolic = ''] = value.split('/').map((part) => part.trim());
    return [systolic, diastolic];
  }
  const { systolic, diastolic } = record(value);
  return [text(systolic), text(diastolic)];
}

/**
 * A stored panel in its boxes. A panel of several values puts each stored item in its value's
 * box; items past the last value stay in the last box, where the check asks for one value.
 */
function encodeLab(field: FieldDef, stored: unknown): FormValues {
  const { results, flags } = record(stored);
  if (!field.components) {
    return { [`${field.key}:results`]: listText(results), [`${field.key}:flags`]: listText(flags) };
  }
  const items = { results: storedItems(field, results), flags: storedItems(field, flags) };
  const last = field.components.length - 1;
  const values: FormValues = {};
  for (const box of labBoxes(field)) {
    const index = Number(box.key.split(':').at(-1));
    const part = items[box.part];
    values[box.key] = (index === last ? part.slice(last) : part.slice(index, index + 1)).join(', ');
  }
  return values;
}

/**
 * The boxes back to the stored panel: a panel of several values as the contract's lists, one
 * item per value in order, or none when every box is empty.
 */
function decodeLab(field: FieldDef, values: FormValues) {
  const boxes = labBoxes(field);
  const part = (name: 'results' | 'flags') =>
    boxes.filter((box) => box.part === name).map((box) => textOf(values, box.key).trim());
  if (!field.components) return { results: part('results')[0], flags: part('flags')[0] };
  const every = (items: string[]) => (items.every((item) => item === '') ? [] : items);
  return { results: every(part('results')), flags: every(part('flags')) };
}

export function encodeField(field: FieldDef, stored: unknown): FormValues {
  const { key } = field;
  switch (field.kind) {
    case 'boolean':
      return { [key]: stored === true ? 'yes' : stored === false ? 'no' : '' };
    case 'multi-select':
      return { [key]: Array.isArray(stored) ? stored.map(text) : [] };
    case 'list':
      return { [key]: listText(stored) };
    case 'usage-history': {
      const values: FormValues = {};
      (Array.isArray(stored) ? stored : []).forEach((entry, index) => {
        const parts = record(entry);
        for (const part of USAGE_PARTS) values[usageKey(key, index, part)] = text(parts[part]);
      });
      return values;
    }
    case 'lab':
      return encodeLab(field, stored);
    case 'blood-pressure': {
      const [systolic, diastolic] = bloodPressureParts(stored);
      return { [`${key}:systolic`]: systolic, [`${key}:diastolic`]: diastolic };
    }
    default:
      return { [key]: text(stored) };
  }
}

/** The form keys that hold this field's answer, with this many usage entries. */
export function formKeysOf(field: FieldDef, usageEntries: number): string[] {
  const { key } = field;
  switch (field.kind) {
    case 'usage-history':
      return Array.from({ length: usageEntries }, (_, index) =>
        USAGE_PARTS.map((part) => usageKey(key, index, part)),
      ).flat();
    case 'lab':
      return labBoxes(field).map((box) => box.key);
    case 'blood-pressure':
      return [`${key}:systolic`, `${key}:diastolic`];
    default:
      return [key];
  }
}

function integerOrNull(value: string): number | null {
  return parseInteger(value) ?? null;
}

function decodeUsage(field: FieldDef, values: FormValues): Record<string, string>[] {
  return Array.from({ length: usageEntryCount(values, field) }, (_, index) => {
    const entry: Record<string, string> = {};
    for (const part of USAGE_PARTS) {
      const value = textOf(values, usageKey(field.key, index, part)).trim();
      // stop_date and stop_reason are optional: an empty one is left out, not sent as "".
      if (value !== '' || part === 'brand' || part === 'start_date') entry[part] = value;
    }
    return entry;
  });
}

export function decodeField(field: FieldDef, values: FormValues): unknown {
  const { key } = field;
  const value = textOf(values, key);
  switch (field.kind) {
    case 'text':
      return value.trim();
    case 'date':
      return value.trim() === '' ? null : value.trim();
    case 'select':
      return value.trim() === '' || value === NOT_KNOWN ? null : value.trim();
    case 'integer':
      return integerOrNull(value);
    case 'boolean':
      return value === 'yes' ? true : value === 'no' ? false : null;
    case 'multi-select':
      return selectionsOf(values, key);
    case 'list':
      return splitList(value);
    case 'usage-history':
      return decodeUsage(field, values);
    case 'lab':
      return decodeLab(field, values);
    case 'blood-pressure':
      return {
        systolic: integerOrNull(textOf(values, `${key}:systolic`)),
        diastolic: integerOrNull(textOf(values, `${key}:diastolic`)),
      };
  }
}
