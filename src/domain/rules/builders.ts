/**
 * Builders, so the catalog's show-if rules and the chart's rows read as tables. The operators
 * keep a form rule a form rule (the first overload): a catalog `showIf` built from them takes
 * a safety-check-only leaf as a type error, not as a rule the form cannot decide.
 */
import type { FieldKey } from '../intake/catalog';
import type { AnswerLeaf, FormRule, Rule } from './rule';

export const yes = (key: FieldKey): AnswerLeaf => ({ yes: key });
export const no = (key: FieldKey): AnswerLeaf => ({ no: key });
export const is = (key: FieldKey, value: string): AnswerLeaf => ({ field: key, equals: value });
export const isOneOf = (key: FieldKey, values: readonly string[]): AnswerLeaf => ({
  field: key,
  in: values,
});
export const has = (key: FieldKey, value: string): AnswerLeaf => ({ field: key, includes: value });
export const hasAny = (key: FieldKey, values: readonly string[]): AnswerLeaf => ({
  field: key,
  includesAny: values,
});

/**
 * A guard: a trigger, then what is read only once it holds (a follow-up after its trigger).
 * Reading stops at the first part that is not true, so a stale follow-up is never read.
 */
export function allOf<Key extends string = FieldKey>(...parts: FormRule<Key>[]): FormRule<Key>;
export function allOf(...parts: Rule[]): Rule;
export function allOf(...parts: Rule[]): Rule {
  return { all: parts };
}

/**
 * A conjunction of independent facts (smoking and age): every part is read, and one false
 * part makes it false whatever the others, answered or not.
 */
export function allOfIndependent<Key extends string = FieldKey>(
  ...parts: FormRule<Key>[]
): FormRule<Key>;
export function allOfIndependent(...parts: Rule[]): Rule;
export function allOfIndependent(...parts: Rule[]): Rule {
  return { allIndependent: parts };
}

export function anyOf<Key extends string = FieldKey>(...parts: FormRule<Key>[]): FormRule<Key>;
export function anyOf(...parts: Rule[]): Rule;
export function anyOf(...parts: Rule[]): Rule {
  return { any: parts };
}

export function atLeastOf<Key extends string = FieldKey>(
  count: number,
  ...parts: FormRule<Key>[]
): FormRule<Key>;
export function atLeastOf(count: number, ...parts: Rule[]): Rule;
export function atLeastOf(count: number, ...parts: Rule[]): Rule {
  return { atLeast: count, of: parts };
}

export function not<Key extends string = FieldKey>(part: FormRule<Key>): FormRule<Key>;
export function not(part: Rule): Rule;
export function not(part: Rule): Rule {
  return { not: part };
}

export function stricterIfUnknown<Key extends string = FieldKey>(
  part: FormRule<Key>,
): FormRule<Key>;
export function stricterIfUnknown(part: Rule): Rule;
export function stricterIfUnknown(part: Rule): Rule {
  return { stricterIfUnknown: part };
}
