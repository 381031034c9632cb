/** Display helpers for intake values (docs/product.md, "Validation rules"). */
import { bodyMassIndex, positiveNumber } from '../../clinical/bmi';
import type { FieldDef } from '../catalog';

export const UNKNOWN = 'Unknown';
export const NONE = 'None';

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

/** A stored value as a clinician reads it; labs and usage histories have their own views. */
export function formatValue(field: FieldDef, value: unknown): string {
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
