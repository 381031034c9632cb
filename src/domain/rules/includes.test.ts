import { describe, expect, it } from 'vitest';
import { intake, TODAY } from '../../../tests/safety-records';
import type { FormValues } from '../intake/model/form-values';
import { has, hasAny } from './builders';
import { isShown } from './decide';
import { evaluate } from './evaluate';

/** The includes and includesAny leaves: a multi-select with one value, or any of several. */
describe('includes and includesAny, three-valued (the record)', () => {
  const diabetes = hasAny('endocrine_conditions', ['type_1_diabetes', 'type_2_diabetes']);
  const read = (rule: ReturnType<typeof has>, answers: Record<string, unknown>) =>
    evaluate(rule, intake(answers), TODAY);

  it('tests the selections', () => {
    const selected = { endocrine_conditions: ['hypothyroidism', 'type_2_diabetes'] };
    expect(read(has('endocrine_conditions', 'hypothyroidism'), selected).value).toBe(true);
    expect(read(has('endocrine_conditions', 'type_1_diabetes'), selected).value).toBe(false);
    expect(read(diabetes, selected).value).toBe(true);
    expect(read(diabetes, { endocrine_conditions: ['other'] }).value).toBe(false);
  });

  it('reads an empty list as "none of these", an absent one as unknown', () => {
    expect(read(diabetes, { endocrine_conditions: [] }).value).toBe(false);
    expect(read(diabetes, { endocrine_conditions: null })).toMatchObject({
      value: undefined,
      missing: ['endocrine_conditions'],
    });
  });

  it('reads an empty follow-up as unanswered: it was asked because its trigger holds', () => {
    const products = 'lifestyle_smoking_follow_up:products';
    expect(read(has(products, 'cigarette'), { [products]: [] }).value).toBeUndefined();
    expect(read(has(products, 'cigarette'), { [products]: ['cigarette'] }).value).toBe(true);
  });
});

describe('includes and includesAny, yes or no (the form)', () => {
  const values: FormValues = { a: 'yes', b: ['x', 'y'] };

  it('includes tests a multi-select', () => {
    expect(isShown({ field: 'b', includes: 'y' }, values)).toBe(true);
    expect(isShown({ field: 'b', includes: 'z' }, values)).toBe(false);
    expect(isShown({ field: 'a', includes: 'yes' }, values)).toBe(false);
  });

  it('includesAny tests a multi-select for any of the values', () => {
    expect(isShown({ field: 'b', includesAny: ['z', 'x'] }, values)).toBe(true);
    expect(isShown({ field: 'b', includesAny: ['z'] }, values)).toBe(false);
    expect(isShown({ field: 'missing', includesAny: ['x'] }, values)).toBe(false);
  });
});
