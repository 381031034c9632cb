import { describe, expect, it } from 'vitest';
import { fails, formValues, holds, named, valueOf, type Name } from '../../../tests/truth-values';
import { intake, TODAY } from '../../../tests/safety-records';
import { stricterIfUnknown, yes } from './builders';
import { isShown } from './decide';
import { evaluate } from './evaluate';
import { stricter } from './truth';

/** stricter-if-unknown: the three-valued table (truth.ts states the rules), then the form's. */

describe('stricter if unknown, three-valued', () => {
  it.each<[Name, Name]>([
    ['true', 'true'],
    ['false', 'false'],
    ['unknown', 'true'],
  ])('stricter-if-unknown %s is %s', (a, expected) => {
    expect(valueOf(stricter(named[a]))).toBe(expected);
  });

  it('keeps the answers it lacked, so the reason can say the stricter row was taken', () => {
    expect(stricter(named.unknown)).toMatchObject({
      value: true,
      missing: [],
      assumed: ['pregnant'],
    });
  });

  it('takes an unanswered follow-up as the stricter row', () => {
    const rule = stricterIfUnknown(yes('breastfeeding'));
    const read = (breastfeeding: boolean | null) =>
      evaluate(rule, intake({ pregnant: true, breastfeeding }), TODAY);
    expect(read(null)).toMatchObject({ value: true, assumed: ['breastfeeding'] });
    expect(read(false).value).toBe(false);
    expect(read(true)).toMatchObject({ value: true, assumed: [] });
  });
});

describe('stricter if unknown, yes or no (the form)', () => {
  it('is its part: a form value is never unknown', () => {
    expect(isShown({ stricterIfUnknown: holds }, formValues)).toBe(true);
    expect(isShown({ stricterIfUnknown: fails }, formValues)).toBe(false);
    expect(isShown({ stricterIfUnknown: { field: 'b', equals: 'yes' } }, formValues)).toBe(false);
  });
});
