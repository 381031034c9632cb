/**
 * How a stored answer reads (docs/product.md, "Validation rules"): formatAnswer is the one text of
 * an answer, which the intake summary and the visit's review both show.
 */
import { bodyMassIndex, positiveNumber } from '../../clinical/bmi';
import type { FieldDef } from '../catalog';
import {
  flagWord,
  labValues,
  NO_FLAG,
  NOT_DONE,
  panelNotDone,
  panelNotRecorded,
  type LabValue,
} from './lab-values';

export const UNKNOWN = 'Unknown';
const NONE = 'None';

export function formatBoolean(value: unknown): 'yes' | 'no' | typeof UNKNOWN {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  return UNKNOWN;
}

/** 65 -> "5 ft 5 in"; null when the height is missing. */
export function formatHeight(inches: unknown): string | null {
  const height = positiveNumber(inches);
  if (height === null) return null;
  return `${Math.floor(height / 12)} ft ${height % 12} in`;
}

/** Weight in lbs / height in inches squared * 703, to two decimals; null when either is missing. */
export function bmi(weightLbs: unknown, heightInches: unknown): string | null {
  return bodyMassIndex(weightLbs, heightInches)?.toFixed(2) ?? null;
}

/** "off_few_days" -> "Off few days", for values the catalog does not list. */
export function humanize(value: string): string {
  const words = value.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function optionLabel(field: FieldDef, value: string): string {
  return field.options?.find((option) => option.value === value)?.label ?? humanize(value);
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** "118/76 mm Hg"; sample data may hold the text "107/70". */
export function formatBloodPressure(value: unknown): string {
  if (typeof value === 'string') return value.trim() === '' ? UNKNOWN : `${value.trim()} mm Hg`;
  if (typeof value !== 'object' || value === null) return UNKNOWN;
  const { systolic, diastolic } = value as Record<string, unknown>;
  if (isBlank(systolic) || isBlank(diastolic)) return UNKNOWN;
  return `${String(systolic)}/${String(diastolic)} mm Hg`;
}

/** A stored value as a clinician reads it, for the kinds with no text of their own. */
function formatValue(field: FieldDef, value: unknown): string {
  if (field.kind === 'boolean') return formatBoolean(value);
  if (field.kind === 'blood-pressure') return formatBloodPressure(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return NONE;
    const items = value.map(String);
    return field.kind === 'multi-select'
      ? items.map((item) => optionLabel(field, item)).join(', ')
      : items.join(', ');
  }
  if (isBlank(value)) return UNKNOWN;
  if (field.kind === 'select') return optionLabel(field, String(value));
  if (typeof value === 'object') return UNKNOWN;
  return field.unit ? `${String(value)} ${field.unit}` : String(value);
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/** "Yaz, 2019-01-01 to 2021-06-30; stopped: spotting". */
function usageEntryText(field: FieldDef, entry: unknown): string {
  const { brand, start_date, stop_date, stop_reason } = (entry ?? {}) as Record<string, unknown>;
  const name = text(brand) === '' ? UNKNOWN : optionLabel(field, text(brand));
  const period = text(stop_date)
    ? `${text(start_date) || UNKNOWN} to ${text(stop_date)}`
    : `from ${text(start_date) || UNKNOWN}`;
  const reason = text(stop_reason) ? `; stopped: ${text(stop_reason)}` : '';
  return `${name}, ${period}${reason}`;
}

/** "High (H)", "no flag", "flag not recorded". */
function flagText(flag: string): string {
  if (flag === '') return 'flag not recorded';
  return flag === NO_FLAG ? 'no flag' : `${flagWord(flag)} (${flag})`;
}

/** "142 mg/dL, High (H)"; "not done"; "not recorded". */
function labValueText({ result, flag, unit, notDone }: LabValue): string {
  if (notDone) return NOT_DONE.toLowerCase();
  if (result === '') return flag === '' ? 'not recorded' : `not recorded, ${flagText(flag)}`;
  return `${result}${unit ? ` ${unit}` : ''}, ${flagText(flag)}`;
}

/**
 * A panel's values with their units and flags, one line per value of a panel of several
 * ("LDL: 142 mg/dL, High (H)"); "Not done" for a panel marked so.
 */
function formatLab(field: FieldDef, stored: unknown): string {
  const values = labValues(field, stored);
  if (panelNotRecorded(values)) return UNKNOWN;
  if (panelNotDone(values)) return NOT_DONE;
  return values
    .map((value) => (value.label ? `${value.label}: ${labValueText(value)}` : labValueText(value)))
    .join('\n');
}

/**
 * A stored answer as the provider reads it: the intake summary's and the visit's review's one
 * text of it. UNKNOWN when it is not answered; a usage history's entries and a lab panel's
 * values one per line.
 */
export function formatAnswer(field: FieldDef, stored: unknown): string {
  switch (field.kind) {
    case 'usage-history': {
      const entries = Array.isArray(stored) ? stored : [];
      if (entries.length === 0) return NONE;
      return entries.map((entry) => usageEntryText(field, entry)).join('\n');
    }
    case 'lab':
      return formatLab(field, stored);
    default:
      return field.key === 'height'
        ? (formatHeight(stored) ?? UNKNOWN)
        : formatValue(field, stored);
  }
}
