import { describe, expect, it } from 'vitest';
import { intake, TODAY } from '../../../tests/safety-records';
import type { FormValues } from '../intake/model/form-values';
import { atLeastOf, yes } from './builders';
import { isShown } from './decide';
import { evaluate } from './evaluate';
import type { FormRule } from './rule';
import { atLeast, type Truth } from './truth';

/** at least n (`atLeast`, `atLeastOf`): the three-valued table (truth.ts), then the form's. */
const TRUE: Truth = { value: true, missing: [], assumed: [], facts: ['t'] };
const FALSE: Truth = { value: false, missing: [], assumed: [], facts: ['f'] };
const UNKNOWN: Truth = { value: undefined, missing: ['pregnant'], assumed: [], facts: [] };
const named = { true: TRUE, false: FALSE, unknown: UNKNOWN } as const;
type Name = keyof typeof named;
const names = Object.keys(named) as Name[];

const valueOf = (truth: Truth): Name =>
  truth.value === undefined ? 'unknown' : truth.value ? 'true' : 'false';

describe('at least two of three, three-valued', () => {
  const cases = names.flatMap((a) =>
    names.flatMap((b) => names.map((c) => [a, b, c] as [Name, Name, Name])),
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

  it('names what the unknown parts lack while they could still make it true', () => {
    const rule = atLeastOf(2, yes('hiv'), yes('pregnant'), yes('lifestyle_smoking'));
    const read = (hiv: boolean | null, pregnant: boolean | null) =>
      evaluate(rule, intake({ hiv, pregnant, lifestyle_smoking: true }), TODAY);
    expect(read(null, false)).toMatchObject({ value: undefined, missing: ['hiv'] });
    expect(read(null, true).value).toBe(true);
    expect(read(false, false).value).toBe(false);
  });
});

describe('at least two of three, yes or no (the form)', () => {
  const values: FormValues = { a: 'yes' };
  const form = {
    true: { field: 'a', equals: 'yes' },
    false: { field: 'a', equals: 'no' },
  } as const satisfies Record<string, FormRule<string>>;
  const both = ['true', 'false'] as const;
  const cases = both.flatMap((a) => both.flatMap((b) => both.map((c) => [a, b, c] as const)));

  it.each(cases)('%s, %s, %s', (a, b, c) => {
    const parts = [a, b, c];
    const expected = parts.filter((part) => part === 'true').length >= 2;
    expect(isShown({ atLeast: 2, of: parts.map((part) => form[part]) }, values)).toBe(expected);
  });
});
