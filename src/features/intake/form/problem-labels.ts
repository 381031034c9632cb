/**
 * A form key's name in the summary of a refused save, as the page shows it: the catalog
 * field's label, and for a control that is part of a field, the part's ("Pill history, entry 2,
 * Brand"; "Recent blood pressure, Systolic"; "Complete blood count (CBC), RBC flag").
 */
import { EMAIL_KEY, type UsagePart } from '../../../domain/intake/model';
import { labBoxes, labBoxLabel } from '../../../domain/intake/model/lab-values';
import { BLOOD_PRESSURE_PART_LABELS, EMAIL_LABEL, USAGE_PART_LABELS } from './fields/part-labels';
import { fieldOfFormKey } from './section-status';

const PART_LABELS: Readonly<Record<string, string>> = BLOOD_PRESSURE_PART_LABELS;

const isUsagePart = (part: string | undefined): part is UsagePart =>
  part !== undefined && Object.hasOwn(USAGE_PART_LABELS, part);

export function problemLabel(formKey: string): string {
  if (formKey === EMAIL_KEY) return EMAIL_LABEL;
  const field = fieldOfFormKey(formKey);
  if (!field) return formKey;
  if (field.key === formKey) return field.label;
  if (field.kind === 'lab') {
    const box = labBoxes(field).find(({ key }) => key === formKey);
    return box ? `${field.label}, ${labBoxLabel(box)}` : field.label;
  }
  const [first, second] = formKey.slice(field.key.length + 1).split(':');
  if (field.kind === 'usage-history' && isUsagePart(second)) {
    return `${field.label}, entry ${Number(first) + 1}, ${USAGE_PART_LABELS[second]}`;
  }
  const part = first === undefined ? undefined : PART_LABELS[first];
  return part ? `${field.label}, ${part}` : field.label;
}
