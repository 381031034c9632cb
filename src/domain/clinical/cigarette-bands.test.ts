/**
 * The intake's cigarette bands against the chart's (docs/safety-check.md, "Where the intake
 * cannot tell two rows apart"): the intake asks "15 or fewer" or "more than 15" a day, the
 * chart's rows at 35 or older are "fewer than 15" (combined methods 3) and "15 or more" (4).
 * "15 or fewer" includes 15, so it takes the "15 or more" row and says why; nicotine without
 * cigarettes is the "fewer than 15" row; under 35 the chart has one smoking row (2).
 */
import { describe, expect, it } from 'vitest';
import { intake, TODAY, type Answers } from '../../../tests/safety-records';
import { describeReason, safetyCheck } from './safety-check';

const AGED_38 = '1988-06-01';
const AGED_31 = '1995-01-01';

const smoking = (dateOfBirth: string, products: string[], perDay?: string): Answers => ({
  date_of_birth: dateOfBirth,
  lifestyle_smoking: true,
  'lifestyle_smoking_follow_up:products': products,
  'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day': perDay ?? null,
});

/** The combined methods' category and its deciding reason. */
function combined(answers: Answers) {
  const { category, reasons } = safetyCheck(intake(answers), TODAY).chc;
  return { category, reason: reasons[0] && describeReason(reasons[0].finding, reasons[0].cell) };
}

describe('the cigarette bands', () => {
  it('15 or fewer a day at 35 or older: the 15-or-more row, 4, saying why', () => {
    expect(combined(smoking(AGED_38, ['cigarette'], 'lte_15_per_day'))).toEqual({
      category: 4,
      reason:
        'Smoking, age 35 or older, 15 or more cigarettes a day (age 38): category 4. The intake\'s "15 or fewer a day" includes 15 a day, which the chart counts as 15 or more, so that row is taken.',
    });
  });

  it('more than 15 a day at 35 or older: the 15-or-more row, 4', () => {
    expect(combined(smoking(AGED_38, ['cigarette'], 'gt_15_per_day'))).toEqual({
      category: 4,
      reason: 'Smoking, age 35 or older, 15 or more cigarettes a day (age 38): category 4.',
    });
  });

  it('a vape only at 35 or older: no cigarettes, the fewer-than-15 row, 3', () => {
    expect(combined(smoking(AGED_38, ['vape']))).toEqual({
      category: 3,
      reason: 'Smoking, age 35 or older, fewer than 15 cigarettes a day (age 38): category 3.',
    });
  });

  it.each(['lte_15_per_day', 'gt_15_per_day'])('%s under 35: the under-35 row, 2', (perDay) => {
    expect(combined(smoking(AGED_31, ['cigarette'], perDay))).toEqual({
      category: 2,
      reason: 'Smoking, age under 35 (age 31): category 2.',
    });
  });
});
