/** The read-only intake summary and the biomarker lab profile of a saved patient. */
import type { PatientInformation } from '../../../api/schemas';
import {
  fieldsOfSection,
  intakeCatalog,
  sections,
  type FieldDef,
  type SectionId,
} from '../catalog';
import { bmi, formatAnswer, UNKNOWN } from './format';
import { labValues, NOT_DONE, panelNotDone } from './lab-values';
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

function rowsOf(field: FieldDef, information: PatientInformation): SummaryRow[] {
  const value = readPath(information, field.key);
  const { label } = field;
  // A usage history shows each entry on its own row.
  if (field.kind === 'usage-history' && Array.isArray(value) && value.length > 1) {
    return value.map((entry, index) => ({
      label: `${label}, entry ${index + 1}`,
      value: formatAnswer(field, [entry]),
    }));
  }
  const row = { label, value: formatAnswer(field, value) };
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
  /** Marked "Not done": no result, whatever the record's flag says. */
  notDone: boolean;
}

export interface LabProfileRow {
  test: string;
  label: string;
  /** Comma-joined for list panels; '' when not recorded; NOT_DONE for a panel not done. */
  results: string;
  flags: string;
  unit: string;
  referenceRange: string;
  /** Some value flagged by the laboratory (flagWord). */
  flagged: boolean;
  notDone: boolean;
  /** CBC and LDL/HDL/TG: each value with its own unit and range. */
  components?: LabComponentResult[];
}

function labRow(field: FieldDef, information: PatientInformation): LabProfileRow {
  // The one reading of a stored panel (lab-values.ts), as the review's text reads it.
  const values = labValues(field, readPath(information, field.key));
  const notDone = panelNotDone(values);
  const row: LabProfileRow = {
    test: field.key.split(':').at(-1) ?? field.key,
    label: field.label,
    results: notDone
      ? NOT_DONE
      : values
          .map(({ result }) => result)
          .filter(Boolean)
          .join(', '),
    flags: notDone
      ? NOT_DONE
      : values
          .map(({ flag }) => flag)
          .filter(Boolean)
          .join(', '),
    unit: field.unit ?? '',
    referenceRange: field.referenceRange ?? '',
    flagged: values.some(({ flagged }) => flagged),
    notDone,
  };
  if (field.components) {
    row.components = values.map((value) => ({
      label: value.label ?? '',
      result: value.notDone ? NOT_DONE : value.result,
      flag: value.notDone ? NOT_DONE : value.flag,
      unit: value.unit,
      referenceRange: value.referenceRange,
      flagged: value.flagged,
      notDone: value.notDone,
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
