import type { FieldKey } from './keys';
import type { Condition } from './types';

/** A boolean field answered yes. */
export function isYes(field: FieldKey): Condition {
  return { field, equals: 'yes' };
}

/** A multi-select field with this value among its selections. */
export function includes(field: FieldKey, value: string): Condition {
  return { field, includes: value };
}

/** A multi-select field with any of these values among its selections. */
export function includesAny(field: FieldKey, values: readonly string[]): Condition {
  return { any: values.map((value) => includes(field, value)) };
}
