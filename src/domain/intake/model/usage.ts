/** Usage-history entries in the flat form values: `{key}:{n}:{part}`. */
import type { FieldDef } from '../catalog';
import type { FormValues } from './form-values';

export const USAGE_PARTS = ['brand', 'start_date', 'stop_date', 'stop_reason'] as const;
export type UsagePart = (typeof USAGE_PARTS)[number];

/** Up to 5 entries per method (docs/product.md, "Constants and limits"). */
export const MAX_USAGE_ENTRIES = 5;

export function usageKey(key: string, index: number, part: UsagePart): string {
  return `${key}:${index}:${part}`;
}

export function usageEntryCount(values: FormValues, field: FieldDef): number {
  let count = 0;
  while (usageKey(field.key, count, 'brand') in values) count += 1;
  return count;
}

/** A new empty entry at the end; the values are returned unchanged when the list is full. */
export function addUsageEntry(values: FormValues, field: FieldDef): FormValues {
  const count = usageEntryCount(values, field);
  if (count >= (field.maxEntries ?? MAX_USAGE_ENTRIES)) return values;
  const next = { ...values };
  for (const part of USAGE_PARTS) next[usageKey(field.key, count, part)] = '';
  return next;
}

/** Removes one entry; later entries move up so the numbering stays 0..n-1. */
export function removeUsageEntry(values: FormValues, field: FieldDef, index: number): FormValues {
  const count = usageEntryCount(values, field);
  if (index < 0 || index >= count) return values;
  const next = { ...values };
  for (let from = index + 1; from < count; from += 1) {
    for (const part of USAGE_PARTS) {
      next[usageKey(field.key, from - 1, part)] = values[usageKey(field.key, from, part)] ?? '';
    }
  }
  for (const part of USAGE_PARTS) delete next[usageKey(field.key, count - 1, part)];
  return next;
}
