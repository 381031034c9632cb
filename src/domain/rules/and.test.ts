import { describe, expect, it } from 'vitest';
import { named, valueOf, type Name } from '../../../tests/truth-values';
import { intake, TODAY } from '../../../tests/safety-records';
import type { FormValues } from '../intake/model/form-values';
import { allOf, yes } from './builders';
import { isShown } from './decide';
import { evaluate } from './evaluate';
import type { FormRule } from './rule';
import { and, type Truth } from './truth';

/** and (`all`, `allOf`): the three-valued table (truth.ts states the rules), then the form's. */

describe('and, three-valued, read in order', () => {
  it.each<[Name, Name, Name]>([
    ['true', 'true', 'true'],
    ['true', 'false', 'false'],
    ['true', 'unknown', 'unknown'],
    ['false', 'true', 'false'],
    ['false', 'false', 'false'],
    ['false', 'unknown', 'false'],
    ['unknown', 'true', 'unknown'],
    // A part after an unknown one is not read (a follow-up of an unanswered trigger): never false.
    ['unknown', 'false', 'unknown'],
    ['unknown', 'unknown', 'unknown'],
  ])('%s and %s is %s', (a, b, expected) => {
    // As the evaluator reads it: it stops at the first part that is not true.
    const parts = named[a].value === true ? [named[a], named[b]] : [named[a]];
    expect(valueOf(and(parts))).toBe(expected);
  });

  it('names what an unknown part lacks, and what the parts before it assumed', () => {
    const assumed: Truth = { ...named.true, assumed: ['date_of_birth'] };
    expect(and([assumed, named.unknown]).missing).toEqual(['date_of_birth', 'pregnant']);
  });

  it('reads a follow-up only once its trigger holds, so a stale follow-up never makes it false', () => {
    const rule = allOf(yes('pregnant'), yes('breastfeeding'));
    const read = (pregnant: boolean | null, breastfeeding: boolean | null) =>
      evaluate(rule, intake({ pregnant, breastfeeding }), TODAY);
    expect(read(null, false)).toMatchObject({ value: undefined, missing: ['pregnant'] });
    expect(read(true, null)).toMatchObject({ value: undefined, missing: ['breastfeeding'] });
    expect(read(false, true).value).toBe(false);
    expect(read(true, true).value).toBe(true);
  });
});

describe('and, yes or no (the form)', () => {
  const values: FormValues = { a: 'yes', b: ['x', 'y'] };
  const holds: FormRule<string> = { field: 'a', equals: 'yes' };
  const fails: FormRule<string> = { field: 'a', equals: 'no' };
  const form = { true: holds, false: fails } as const;

  it.each<[keyof typeof form, keyof typeof form, boolean]>([
    ['true', 'true', true],
    ['true', 'false', false],
    ['false', 'true', false],
    ['false', 'false', false],
  ])('%s and %s is %s', (a, b, expected) => {
    expect(isShown({ all: [form[a], form[b]] }, values)).toBe(expected);
  });

  it('combines leaves of any kind', () => {
    expect(isShown({ all: [holds, { field: 'b', includes: 'x' }] }, values)).toBe(true);
    expect(isShown({ all: [holds, fails] }, values)).toBe(false);
  });
});
