import type { FormValues } from '../src/domain/intake/model/form-values';
import type { FormRule } from '../src/domain/rules/rule';
import type { Truth } from '../src/domain/rules/truth';
import { intake } from './safety-records';

/** The three values by name, for the operators' truth tables (src/domain/rules/*.test.ts). */
const TRUE: Truth = { value: true, missing: [], assumed: [], facts: ['t'] };
const FALSE: Truth = { value: false, missing: [], assumed: [], facts: ['f'] };
const UNKNOWN: Truth = { value: undefined, missing: ['pregnant'], assumed: [], facts: [] };
export const named = { true: TRUE, false: FALSE, unknown: UNKNOWN } as const;
export type Name = keyof typeof named;

export const valueOf = (truth: Truth): Name =>
  truth.value === undefined ? 'unknown' : truth.value ? 'true' : 'false';

const answerOf = { true: true, false: false, unknown: null } as const;

/**
 * A record whose yes/no answers `hiv` and `stroke` hold the named values (unknown: unanswered),
 * with the top-level answers the evaluator read, so a test can tell which parts were read.
 */
export function twoAnswers(hiv: Name, stroke: Name) {
  const read = new Set<string>();
  const record = new Proxy(intake({ hiv: answerOf[hiv], stroke: answerOf[stroke] }), {
    get(target, key, receiver) {
      if (typeof key === 'string') read.add(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { record, read };
}

/**
 * The operators on the form, where an answer is yes or no and never unknown: in `formValues`
 * the leaf `holds` is true and `fails` false, named as in the tables.
 */
export const formValues: FormValues = { a: 'yes' };
export const holds: FormRule<string> = { field: 'a', equals: 'yes' };
export const fails: FormRule<string> = { field: 'a', equals: 'no' };
export const formNamed = { true: holds, false: fails } as const;
export type FormName = keyof typeof formNamed;

/** "And" on the form, a guard's and a conjunction's alike: true only when both parts hold. */
export const formAndTable: [FormName, FormName, boolean][] = [
  ['true', 'true', true],
  ['true', 'false', false],
  ['false', 'true', false],
  ['false', 'false', false],
];
