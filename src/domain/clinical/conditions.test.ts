import { describe, expect, it } from 'vitest';
import { and, atLeast, negation, or, stricter, type Truth } from './conditions';

/**
 * The operators over true, false and unknown (conditions.ts states the rules once): a table
 * per operator, every combination of its parts.
 */
const TRUE: Truth = { value: true, missing: [], assumed: [], facts: ['t'] };
const FALSE: Truth = { value: false, missing: [], assumed: [], facts: ['f'] };
const UNKNOWN: Truth = { value: undefined, missing: ['pregnant'], assumed: [], facts: [] };
const named = { true: TRUE, false: FALSE, unknown: UNKNOWN } as const;
type Name = keyof typeof named;
const values = Object.keys(named) as Name[];

const valueOf = (truth: Truth): Name =>
  truth.value === undefined ? 'unknown' : truth.value ? 'true' : 'false';

describe('and, read in order', () => {
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
    const assumed: Truth = { ...TRUE, assumed: ['date_of_birth'] };
    expect(and([assumed, UNKNOWN]).missing).toEqual(['date_of_birth', 'pregnant']);
  });
});

describe('or', () => {
  it.each<[Name, Name, Name]>([
    ['true', 'true', 'true'],
    ['true', 'false', 'true'],
    ['true', 'unknown', 'true'],
    ['false', 'true', 'true'],
    ['false', 'false', 'false'],
    ['false', 'unknown', 'unknown'],
    ['unknown', 'true', 'true'],
    ['unknown', 'false', 'unknown'],
    ['unknown', 'unknown', 'unknown'],
  ])('%s or %s is %s', (a, b, expected) => {
    expect(valueOf(or([named[a], named[b]]))).toBe(expected);
  });

  it('prefers a part that holds outright to one that holds for want of an answer', () => {
    const assumed: Truth = { ...TRUE, assumed: ['pregnant'] };
    expect(or([assumed, TRUE]).assumed).toEqual([]);
    expect(or([assumed, FALSE]).assumed).toEqual(['pregnant']);
  });
});

describe('not', () => {
  it.each<[Name, Name]>([
    ['true', 'false'],
    ['false', 'true'],
    ['unknown', 'unknown'],
  ])('not %s is %s', (a, expected) => {
    expect(valueOf(negation(named[a]))).toBe(expected);
  });
});

describe('stricter if unknown', () => {
  it.each<[Name, Name]>([
    ['true', 'true'],
    ['false', 'false'],
    ['unknown', 'true'],
  ])('stricter-if-unknown %s is %s', (a, expected) => {
    expect(valueOf(stricter(named[a]))).toBe(expected);
  });

  it('keeps the answers it lacked, so the reason can say the stricter row was taken', () => {
    expect(stricter(UNKNOWN)).toMatchObject({ value: true, missing: [], assumed: ['pregnant'] });
  });
});

describe('at least two of three', () => {
  const cases = values.flatMap((a) =>
    values.flatMap((b) => values.map((c) => [a, b, c] as [Name, Name, Name])),
  );
  it.each(cases)('%s, %s, %s', (a, b, c) => {
    const parts = [a, b, c];
    const trues = parts.filter((part) => part === 'true').length;
    const unknowns = parts.filter((part) => part === 'unknown').length;
    const expected: Name = trues >= 2 ? 'true' : trues + unknowns >= 2 ? 'unknown' : 'false';
    expect(
      valueOf(
        atLeast(
          2,
          parts.map((part) => named[part]),
        ),
      ),
    ).toBe(expected);
  });
});
