/**
 * The form's evaluator: a rule decided yes or no against the form's values. A form value is
 * always there ('' when unanswered), so nothing is unknown: the operators are the two-valued
 * ones, and stricter-if-unknown, having no unknown to take as true, is its part. Booleans
 * compare as 'yes' or 'no'. The safety check reads the same rules three-valued (evaluate.ts).
 */
import { fieldsByKey, type FieldDef } from '../intake/catalog';
import { selectionsOf, textOf, type FormValues } from '../intake/model/form-values';
import { answersOf, within, type FormRule } from './rule';

function holds(rule: FormRule<string>, values: FormValues): boolean {
  const decide = (part: FormRule<string>) => holds(part, values);
  // A guard and a conjunction mean the same here: no part is unknown.
  if ('all' in rule) return rule.all.every(decide);
  if ('allIndependent' in rule) return rule.allIndependent.every(decide);
  if ('any' in rule) return rule.any.some(decide);
  if ('atLeast' in rule) return rule.of.filter(decide).length >= rule.atLeast;
  if ('not' in rule) return !decide(rule.not);
  if ('stricterIfUnknown' in rule) return decide(rule.stricterIfUnknown);
  if ('yes' in rule) return textOf(values, rule.yes) === 'yes';
  if ('no' in rule) return textOf(values, rule.no) === 'no';
  if ('includes' in rule) return selectionsOf(values, rule.field).includes(rule.includes);
  if ('includesAny' in rule) {
    const selected = selectionsOf(values, rule.field);
    return rule.includesAny.some((value) => selected.includes(value));
  }
  if ('in' in rule) return rule.in.includes(textOf(values, rule.field));
  if ('span' in rule) {
    const text = textOf(values, rule.field).trim();
    return text !== '' && Number.isFinite(Number(text)) && within(Number(text), rule.span);
  }
  return textOf(values, rule.field) === rule.equals;
}

/**
 * Whether a field (by its showIf rule) or a bare rule holds for these form values.
 * A rule that reads a hidden field is false whatever that field holds, so a follow-up
 * disappears with its trigger (cigarettes per day goes when smoking is answered no).
 */
export function isShown(
  target: FieldDef<string> | FormRule<string>,
  values: FormValues,
  fields: ReadonlyMap<string, FieldDef<string>> = fieldsByKey,
): boolean {
  const rule = 'key' in target ? target.showIf : target;
  if (!rule) return true;
  return (
    answersOf(rule).every((key) => {
      const trigger = fields.get(key);
      return !trigger || isShown(trigger, values, fields);
    }) && holds(rule, values)
  );
}
