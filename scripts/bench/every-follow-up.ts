/**
 * A patient whose answers show every question of the intake form: each
 * show-if rule of the catalog is made true, and every question that then
 * needs an answer gets a plausible one.
 */
import type { PatientInformation } from '../../src/api/schemas';
import {
  fieldsByKey,
  intakeCatalog,
  type Condition,
  type FieldDef,
} from '../../src/domain/intake/catalog';
import {
  addUsageEntry,
  isShown,
  usageEntryCount,
  toFormValues,
  toPatientInformation,
  validateFormValues,
  type FormValues,
} from '../../src/domain/intake/model';

function satisfy(condition: Condition, values: FormValues): void {
  if ('all' in condition) condition.all.forEach((c) => satisfy(c, values));
  else if ('any' in condition) satisfy(condition.any[0]!, values);
  else if ('equals' in condition) values[condition.field] = condition.equals;
  else if ('in' in condition) values[condition.field] = condition.in[0]!;
  else if ('includes' in condition) {
    const current = values[condition.field];
    const list = Array.isArray(current) ? current : [];
    if (!list.includes(condition.includes)) values[condition.field] = [...list, condition.includes];
  }
  // A `not` rule is already true for the answers above, or cannot be shown with them.
}

/** The catalog field a form key belongs to (usage and lab keys add parts to it). */
function fieldOf(key: string): FieldDef | undefined {
  for (let parts = key.split(':'); parts.length > 0; parts = parts.slice(0, -1)) {
    const field = fieldsByKey.get(parts.join(':'));
    if (field) return field;
  }
  return undefined;
}

function answer(key: string, message: string): string {
  const field = fieldOf(key);
  if (/date/.test(key) || /YYYY-MM-DD/.test(message)) return '2021-06-01';
  if (field?.kind === 'select') return field.options?.find((o) => !o.displayOnly)?.value ?? '';
  if (field?.kind === 'boolean') return 'no';
  if (field?.kind === 'integer' || /number/.test(message)) return String(field?.min ?? 1);
  if (key.endsWith(':flags')) return '-';
  if (key.endsWith(':brand')) return field?.options?.[0]?.value ?? '';
  return 'Noted';
}

export function everyFollowUpInformation(base: PatientInformation): PatientInformation {
  let values = toFormValues(base);
  for (let pass = 0; pass < 4; pass += 1) {
    for (const field of intakeCatalog) if (field.showIf) satisfy(field.showIf, values);
  }
  // Each birth-control method's history gets an entry, so its questions show too.
  for (const field of intakeCatalog) {
    if (field.kind === 'usage-history' && usageEntryCount(values, field) === 0) {
      values = addUsageEntry(values, field);
    }
  }
  for (let pass = 0; pass < 4; pass += 1) {
    const errors = validateFormValues(values);
    if (Object.keys(errors).length === 0) break;
    for (const [key, message] of Object.entries(errors)) values[key] = answer(key, message);
  }
  const hidden = intakeCatalog.filter((field) => !isShown(field, values)).map((f) => f.key);
  if (hidden.length > 0) console.info(`  questions that stay hidden: ${hidden.join(', ')}`);
  return toPatientInformation(values, base);
}
