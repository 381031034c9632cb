import type { Truth } from '../src/domain/rules/truth';

/** The three values by name, for the operators' truth tables (src/domain/rules/*.test.ts). */
const TRUE: Truth = { value: true, missing: [], assumed: [], facts: ['t'] };
const FALSE: Truth = { value: false, missing: [], assumed: [], facts: ['f'] };
const UNKNOWN: Truth = { value: undefined, missing: ['pregnant'], assumed: [], facts: [] };
export const named = { true: TRUE, false: FALSE, unknown: UNKNOWN } as const;
export type Name = keyof typeof named;

export const valueOf = (truth: Truth): Name =>
  truth.value === undefined ? 'unknown' : truth.value ? 'true' : 'false';
