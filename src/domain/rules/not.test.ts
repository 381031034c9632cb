import { describe, expect, it } from 'vitest';
import { fails, formValues, holds, named, valueOf, type Name } from '../../../tests/truth-values';
import { intake, TODAY } from '../../../tests/safety-records';
import { not, yes } from './builders';
import { isShown } from './decide';
import { evaluate } from './evaluate';
import { negation } from './truth';

/** not (`not`): the three-valued table (truth.ts states the rules), then the form's. */

describe('not, three-valued', () => {
  it.each<[Name, Name]>([
    ['true', 'false'],
    ['false', 'true'],
    ['unknown', 'unknown'],
  ])('not %s is %s', (a, expected) => {
    expect(valueOf(negation(named[a]))).toBe(expected);
  });

  it('keeps what it read, so "not severe" can say what it read', () => {
    expect(negation(named.false).facts).toEqual(['f']);
  });

  it('leaves an unanswered question unknown, never "no"', () => {
    const rule = not(yes('hiv'));
    expect(evaluate(rule, intake({ hiv: null }), TODAY)).toMatchObject({
      value: undefined,
      missing: ['hiv'],
    });
    expect(evaluate(rule, intake({ hiv: false }), TODAY).value).toBe(true);
  });
});

describe('not, yes or no (the form)', () => {
  it('swaps yes and no', () => {
    expect(isShown({ not: fails }, formValues)).toBe(true);
    expect(isShown({ not: holds }, formValues)).toBe(false);
  });

  it('holds for an unanswered question: the form has no unknown', () => {
    expect(isShown({ not: { field: 'b', equals: 'yes' } }, formValues)).toBe(true);
  });
});
