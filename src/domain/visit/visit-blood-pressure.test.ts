import { describe, expect, it } from 'vitest';
import { pressureBand } from '../clinical/blood-pressure';
import { isRaised, visitBloodPressure } from './visit-blood-pressure';

const bp = (systolic: number, diastolic: number) => ({ systolic, diastolic });

describe("the visit's blood pressure (U.S. SPR 2024, the pharmacist protocols)", () => {
  it('takes a reading under 140/90 as it is, with no second one asked', () => {
    expect(visitBloodPressure(bp(128, 82))).toEqual({ reading: bp(128, 82), secondNeeded: false });
    expect(visitBloodPressure(bp(139, 89))).toEqual({ reading: bp(139, 89), secondNeeded: false });
  });

  it.each([
    ['systolic 140', bp(140, 80)],
    ['diastolic 90', bp(120, 90)],
    ['both high', bp(150, 96)],
  ])(
    'asks for a second reading at 140/90 or higher (%s), counting the first until then',
    (_, first) => {
      expect(visitBloodPressure(first)).toEqual({ reading: first, secondNeeded: true });
    },
  );

  it('keeps the lower of the two readings once the second is taken', () => {
    expect(visitBloodPressure(bp(150, 96), bp(136, 84))).toEqual({
      reading: bp(136, 84),
      secondNeeded: false,
    });
    expect(visitBloodPressure(bp(150, 96), bp(152, 98)).reading).toEqual(bp(150, 96));
    // Twice high: the lower reading is still in the 140-159/90-99 band.
    expect(pressureBand(visitBloodPressure(bp(150, 96), bp(148, 94)).reading!)).toBe('elevated');
  });

  it('reads "lower" by the chart band first, and keeps a reading that was measured', () => {
    // 158/85 and 142/101: the first is in the 140-159 band, the second in the 100-and-up band.
    expect(visitBloodPressure(bp(158, 85), bp(142, 101)).reading).toEqual(bp(158, 85));
    // The same band: the lower systolic, with its own diastolic.
    expect(visitBloodPressure(bp(150, 85), bp(142, 95)).reading).toEqual(bp(142, 95));
  });

  it('has no reading before one is taken', () => {
    expect(visitBloodPressure()).toEqual({ secondNeeded: false });
  });

  it('rechecks from 140/90, the first raised band of the U.S. MEC rows', () => {
    expect(isRaised(bp(139, 89))).toBe(false);
    expect([bp(140, 70), bp(130, 90), bp(160, 80)].every(isRaised)).toBe(true);
  });
});
