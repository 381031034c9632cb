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
