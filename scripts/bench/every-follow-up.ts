/**
 * A patient whose answers show every question of the intake form: each
 * show-if rule of the catalog is made true, and every question that then
 * needs an answer gets a plausible one.
 */
import type { PatientInformation } from '../../src/api/schemas';
import { fieldsByKey, intakeCatalog, type FieldDef } from '../../src/domain/intake/catalog';
import {
  addUsageEntry,
  usageEntryCount,
  toFormValues,
  toPatientInformation,
  validateFormValues,
  type FormValues,
} from '../../src/domain/intake/model';
import { isShown } from '../../src/domain/rules/decide';
import type { FormRule } from '../../src/domain/rules/rule';

function select(values: FormValues, key: string, value: string): void {
  const current = values[key];
  const list = Array.isArray(current) ? current : [];
  if (!list.includes(value)) values[key] = [...list, value];
}

function satisfy(rule: FormRule, values: FormValues): void {
  if ('all' in rule) rule.all.forEach((part) => satisfy(part, values));
  else if ('any' in rule) satisfy(rule.any[0]!, values);
  else if ('yes' in rule) values[rule.yes] = 'yes';
  else if ('equals' in rule) values[rule.field] = rule.equals;
  else if ('in' in rule) values[rule.field] = rule.in[0]!;
  else if ('includes' in rule) select(values, rule.field, rule.includes);
  else if ('includesAny' in rule) select(values, rule.field, rule.includesAny[0]!);
  // A `not` rule is already true for the answers above, or cannot be shown with them; the
  // catalog's rules use no other operator or leaf.
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
