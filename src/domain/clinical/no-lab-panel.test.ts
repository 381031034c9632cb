/**
 * A pharmacy has no lab panel: a healthy patient without one is not left incomplete for want of
 * it. The multiple cardiovascular risk factors row's two parts are independent facts
 * (docs/safety-check.md, "Three values"): with no disease and fewer than two factors it does
 * not apply, whatever a lipid panel would say. The categories are the chart's: at 26 only the
 * row "age, 20 to < 40" applies, 1 for every method.
 */
import { describe, expect, it } from 'vitest';
import { intake, TODAY, type Answers } from '../../../tests/safety-records';
import { chartColumns } from './chart';
import { safetyCheck } from './safety-check';

/** The healthy baseline, born 2000-06-01 (26 on TODAY), with a reading taken at the visit. */
function withoutLabs(answers: Answers = {}) {
  const information = intake({
    date_of_birth: '2000-06-01',
    recent_blood_pressure: { systolic: 118, diastolic: 76 },
    ...answers,
  });
  delete information.lab_details;
  return safetyCheck(information, TODAY);
}

describe('a healthy patient with no lab panel', () => {
  it('is category 1 for DMPA and combined methods, and the check is complete', () => {
    const check = withoutLabs();
    expect([check.dmpa.category, check.chc.category]).toEqual([1, 1]);
    expect([check.dmpa.incomplete, check.chc.incomplete]).toEqual([[], []]);
    expect([check.dmpa.missing, check.chc.missing]).toEqual([[], []]);
    for (const method of chartColumns) expect(check[method].incomplete, method).toEqual([]);
  });

  it('still needs the panel where it could decide: a smoker of 36, two factors already', () => {
    const check = withoutLabs({
      date_of_birth: '1990-06-01',
      lifestyle_smoking: true,
      'lifestyle_smoking_follow_up:products': ['vape'],
    });
    // A lipid flag would make it multiple risk factors: DMPA 3*.
    expect(check.dmpa.incomplete).toEqual(['LDL / HDL / triglycerides']);
  });
});
