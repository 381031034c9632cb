import type { Condition } from './types';

/** A boolean field answered yes. */
export function isYes(field: string): Condition {
  return { field, equals: 'yes' };
}

/** A multi-select field with this value among its selections. */
export function includes(field: string, value: string): Condition {
  return { field, includes: value };
}

/** A multi-select field with any of these values among its selections. */
export function includesAny(field: string, values: readonly string[]): Condition {
  return { any: values.map((value) => includes(field, value)) };
}
