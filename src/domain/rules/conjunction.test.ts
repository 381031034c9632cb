import { describe, expect, it } from 'vitest';
import {
  formAndTable,
  formNamed,
  formValues,
  named,
  twoAnswers,
  valueOf,
  type Name,
} from '../../../tests/truth-values';
import { intake, TODAY } from '../../../tests/safety-records';
import { allOfIndependent, yes } from './builders';
import { isShown } from './decide';
import { evaluate } from './evaluate';
import { conjunction, type Truth } from './truth';

/**
 * A conjunction of independent facts (`allIndependent`, `allOfIndependent`): Kleene's
 * three-valued and (truth.ts states the rules; docs/safety-check.md, "Three values"), then the
 * form's.
 */

/** The table for two parts in each order: one false part makes it false, whatever the order. */
const table: [Name, Name, Name][] = [
  ['true', 'true', 'true'],
  ['true', 'false', 'false'],
  ['true', 'unknown', 'unknown'],
  ['false', 'true', 'false'],
  ['false', 'false', 'false'],
  ['false', 'unknown', 'false'],
  ['unknown', 'true', 'unknown'],
  ['unknown', 'false', 'false'],
  ['unknown', 'unknown', 'unknown'],
];

describe('conjunction, three-valued, every part read', () => {
  it.each(table)('conjunction(%s, %s) is %s', (a, b, expected) => {
    expect(valueOf(conjunction([named[a], named[b]]))).toBe(expected);
  });

  it.each(table)('allOfIndependent(%s, %s) is %s, and reads both parts', (a, b, expected) => {
    const { record, read } = twoAnswers(a, b);
    const result = evaluate(allOfIndependent(yes('hiv'), yes('stroke')), record, TODAY);
    expect(valueOf(result)).toBe(expected);
    expect([read.has('hiv'), read.has('stroke')]).toEqual([true, true]);
  });

  it('says why it is false with what the false parts read', () => {
    const other: Truth = { ...named.false, facts: ['age 26'] };
    expect(conjunction([named.unknown, named.false, other])).toMatchObject({
      value: false,
      missing: [],
      facts: ['f', 'age 26'],
    });
  });

  it('names every answer the unknown parts lack, and what the true parts assumed', () => {
    const assumed: Truth = { ...named.true, assumed: ['date_of_birth'] };
    const lacking: Truth = { ...named.unknown, missing: ['hiv'] };
    expect(conjunction([named.unknown, assumed, lacking])).toMatchObject({
      value: undefined,
      missing: ['date_of_birth', 'pregnant', 'hiv'],
    });
  });

  it('is false when an answered fact rules it out, whatever is unanswered', () => {
    const rule = allOfIndependent(yes('lifestyle_smoking'), { age: { from: 35 } });
    const read = (smoking: boolean | null, dateOfBirth: string | null) =>
      evaluate(rule, intake({ lifestyle_smoking: smoking, date_of_birth: dateOfBirth }), TODAY);
    // Born 1995-01-01: 31 on TODAY.
    expect(read(null, '1995-01-01')).toMatchObject({ value: false, facts: ['age 31'] });
    expect(read(false, null).value).toBe(false);
    expect(read(true, null)).toMatchObject({ value: undefined, missing: ['date_of_birth'] });
    expect(read(true, '1980-01-01').value).toBe(true);
  });
});

describe('conjunction, yes or no (the form)', () => {
  it.each(formAndTable)('%s and %s is %s', (a, b, expected) => {
    expect(isShown({ allIndependent: [formNamed[a], formNamed[b]] }, formValues)).toBe(expected);
  });
});
