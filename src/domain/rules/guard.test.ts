import { describe, expect, it } from 'vitest';
import {
  fails,
  formAndTable,
  formNamed,
  formValues,
  holds,
  named,
  twoAnswers,
  valueOf,
  type Name,
} from '../../../tests/truth-values';
import { intake, TODAY } from '../../../tests/safety-records';
import type { FormValues } from '../intake/model/form-values';
import { allOf, yes } from './builders';
import { isShown } from './decide';
import { evaluate } from './evaluate';
import { guard, type Truth } from './truth';

/**
 * A guard (`all`, `allOf`): a trigger, then what is read once it holds. The three-valued table
 * (truth.ts states the rules; docs/safety-check.md, "Three values"), then the form's.
 */

/** The guard's table, for two parts in each order: a part after one not true is not read. */
const table: [Name, Name, Name][] = [
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
];

describe('guard, three-valued, read in order', () => {
  it.each(table)('guard(%s, %s) is %s', (a, b, expected) => {
    // As the evaluator reads it: it stops at the first part that is not true.
    const parts = named[a].value === true ? [named[a], named[b]] : [named[a]];
    expect(valueOf(guard(parts))).toBe(expected);
  });

  it.each(table)(
    'allOf(%s, %s) is %s, and reads the second part only when the first is true',
    (a, b, expected) => {
      const { record, read } = twoAnswers(a, b);
      expect(valueOf(evaluate(allOf(yes('hiv'), yes('stroke')), record, TODAY))).toBe(expected);
      expect(read.has('stroke')).toBe(a === 'true');
    },
  );

  it('names what an unknown part lacks, and what the parts before it assumed', () => {
    const assumed: Truth = { ...named.true, assumed: ['date_of_birth'] };
    expect(guard([assumed, named.unknown]).missing).toEqual(['date_of_birth', 'pregnant']);
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

describe('guard, yes or no (the form)', () => {
  const values: FormValues = { ...formValues, b: ['x', 'y'] };

  it.each(formAndTable)('%s and %s is %s', (a, b, expected) => {
    expect(isShown({ all: [formNamed[a], formNamed[b]] }, values)).toBe(expected);
  });

  it('combines leaves of any kind', () => {
    expect(isShown({ all: [holds, { field: 'b', includes: 'x' }] }, values)).toBe(true);
    expect(isShown({ all: [holds, fails] }, values)).toBe(false);
  });
});
