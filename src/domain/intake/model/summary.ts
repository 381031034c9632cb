/** The read-only intake summary and the biomarker lab profile of a saved patient. */
import type { PatientInformation } from '../../../api/schemas';
import {
  fieldsOfSection,
  intakeCatalog,
  sections,
  type FieldDef,
  type SectionId,
} from '../catalog';
import { bmi, formatHeight, formatValue, NONE, optionLabel, UNKNOWN } from './format';
import { readPath } from './path';
import { isShown } from '../../rules/decide';
import { toFormValues } from './to-form-values';

interface SummaryRow {
  label: string;
  value: string;
}

export interface SummarySection {
  section: SectionId;
  title: string;
  rows: SummaryRow[];
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

function usageEntryText(field: FieldDef, entry: unknown): string {
  const { brand, start_date, stop_date, stop_reason } = (entry ?? {}) as Record<string, unknown>;
  const name = text(brand) === '' ? UNKNOWN : optionLabel(field, text(brand));
  const period = text(stop_date)
    ? `${text(start_date) || UNKNOWN} to ${text(stop_date)}`
    : `from ${text(start_date) || UNKNOWN}`;
  const reason = text(stop_reason) ? `; stopped: ${text(stop_reason)}` : '';
  return `${name}, ${period}${reason}`;
}

function usageRows(field: FieldDef, value: unknown): SummaryRow[] {
  const entries = Array.isArray(value) ? value : [];
  if (entries.length === 0) return [{ label: field.label, value: NONE }];
  return entries.map((entry, index) => ({
    label: entries.length === 1 ? field.label : `${field.label}, entry ${index + 1}`,
    value: usageEntryText(field, entry),
  }));
}

function rowsOf(field: FieldDef, information: PatientInformation): SummaryRow[] {
  const value = readPath(information, field.key);
  const { label } = field;
  if (field.kind === 'usage-history') return usageRows(field, value);
  if (field.key === 'height') return [{ label, value: formatHeight(value) ?? UNKNOWN }];
  const row = { label, value: formatValue(field, value) };
  if (field.key === 'weight') {
    return [row, { label: 'BMI', value: bmi(value, information.height) ?? UNKNOWN }];
  }
  return [row];
}

/**
 * The intake by section, with the display rules of docs/product.md, "States and transitions": a
 * field shows when its form rule (or its stricter summary rule) holds. Lab panels are left to
 * labProfile.
 */
export function intakeSummary(information: PatientInformation): SummarySection[] {
  const values = toFormValues(information);
  return sections.map(({ id, title }) => ({
    section: id,
    title,
    rows: fieldsOfSection(id)
      .filter((field) => field.kind !== 'lab' && isShown(field.summaryShowIf ?? field, values))
      .flatMap((field) => rowsOf(field, information)),
  }));
}

export interface LabComponentResult {
  label: string;
  result: string;
  flag: string;
  unit: string;
  referenceRange: string;
  flagged: boolean;
}

export interface LabProfileRow {
  test: string;
  label: string;
  /** Comma-joined for list panels; '' when not recorded. */
  results: string;
  flags: string;
  unit: string;
  referenceRange: string;
  /** Some flag other than "-" (none). */
  flagged: boolean;
  /** CBC and LDL/HDL/TG: each value with its own unit and range. */
  components?: LabComponentResult[];
}

function items(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).map(text);
}

function isFlag(flag: string): boolean {
  return flag !== '' && flag !== '-';
}

function labRow(field: FieldDef, information: PatientInformation): LabProfileRow {
  const { results, flags } = (readPath(information, field.key) ?? {}) as Record<string, unknown>;
  const resultItems = items(results);
  const flagItems = items(flags);
  const row: LabProfileRow = {
    test: field.key.split(':').at(-1) ?? field.key,
    label: field.label,
    results: resultItems.filter(Boolean).join(', '),
    flags: flagItems.filter(Boolean).join(', '),
    unit: field.unit ?? '',
    referenceRange: field.referenceRange ?? '',
    flagged: flagItems.some(isFlag),
  };
  if (field.components) {
    row.components = field.components.map((component, index) => ({
      ...component,
      result: resultItems[index] ?? '',
      flag: flagItems[index] ?? '',
      flagged: isFlag(flagItems[index] ?? ''),
    }));
  }
  return row;
}

/** The 13 lab panels with results, flags, units and reference ranges. */
export function labProfile(information: PatientInformation): LabProfileRow[] {
  return intakeCatalog
    .filter((field) => field.kind === 'lab')
    .map((field) => labRow(field, information));
}
