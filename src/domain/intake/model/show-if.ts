import { fieldsByKey } from '../catalog';
import type { Condition, FieldDef } from '../catalog';
import { selectionsOf, textOf, type FormValues } from './form-values';

/** The fields a rule reads. */
export function triggersOf<Key extends string>(condition: Condition<Key>): Key[] {
  if ('all' in condition) return condition.all.flatMap(triggersOf);
  if ('any' in condition) return condition.any.flatMap(triggersOf);
  if ('not' in condition) return triggersOf(condition.not);
  return [condition.field];
}

function holds(condition: Condition<string>, values: FormValues): boolean {
  if ('all' in condition) return condition.all.every((part) => holds(part, values));
  if ('any' in condition) return condition.any.some((part) => holds(part, values));
  if ('not' in condition) return !holds(condition.not, values);
  if ('includes' in condition) {
    return selectionsOf(values, condition.field).includes(condition.includes);
  }
  if ('in' in condition) return condition.in.includes(textOf(values, condition.field));
  return textOf(values, condition.field) === condition.equals;
}

/**
 * Whether a field (by its showIf rule) or a bare condition holds for these form values.
 * A rule that reads a hidden field is false whatever that field holds, so a follow-up
 * disappears with its trigger (cigarettes per day goes when smoking is answered no).
 */
export function isShown(
  target: FieldDef<string> | Condition<string>,
  values: FormValues,
  fields: ReadonlyMap<string, FieldDef<string>> = fieldsByKey,
): boolean {
  const condition = 'key' in target ? target.showIf : target;
  if (!condition) return true;
  return (
    triggersOf(condition).every((key) => {
      const trigger = fields.get(key);
      return !trigger || isShown(trigger, values, fields);
    }) && holds(condition, values)
  );
}
