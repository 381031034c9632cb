import { describe, expect, it } from 'vitest';
import {
  fails,
  formNamed,
  formValues,
  named,
  valueOf,
  type FormName,
  type Name,
} from '../../../tests/truth-values';
import { intake, TODAY } from '../../../tests/safety-records';
import { anyOf, yes } from './builders';
import { isShown } from './decide';
import { evaluate } from './evaluate';
import { or, type Truth } from './truth';

/** or (`any`, `anyOf`): the three-valued table (truth.ts states the rules), then the form's. */

describe('or, three-valued', () => {
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
    const assumed: Truth = { ...named.true, assumed: ['pregnant'] };
    expect(or([assumed, named.true]).assumed).toEqual([]);
    expect(or([assumed, named.false]).assumed).toEqual(['pregnant']);
  });

  it('keeps what the false parts read as context of what holds', () => {
    expect(or([named.true, named.false]).facts).toEqual(['t', 'f']);
  });

  it('names what the unknown parts lack when nothing holds', () => {
    const rule = anyOf(yes('hiv'), yes('pregnant'));
    const read = (hiv: boolean | null, pregnant: boolean | null) =>
      evaluate(rule, intake({ hiv, pregnant }), TODAY);
    expect(read(null, true).value).toBe(true);
    expect(read(null, false)).toMatchObject({ value: undefined, missing: ['hiv'] });
    expect(read(null, null).missing).toEqual(['hiv', 'pregnant']);
    expect(read(false, false).value).toBe(false);
  });
});

describe('or, yes or no (the form)', () => {
  it.each<[FormName, FormName, boolean]>([
    ['true', 'true', true],
    ['true', 'false', true],
    ['false', 'true', true],
    ['false', 'false', false],
  ])('%s or %s is %s', (a, b, expected) => {
    expect(isShown({ any: [formNamed[a], formNamed[b]] }, formValues)).toBe(expected);
  });

  it('is false with one part that fails', () => {
    expect(isShown({ any: [fails] }, formValues)).toBe(false);
  });
});
