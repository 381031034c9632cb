import { describe, expect, it } from 'vitest';
import type { PatientInformation } from '../../api/schemas';
import { chart } from '../clinical/chart';
import { answersOf } from '../rules/rule';
import { checkedFields, NOT_ANSWERED, reviewGroups } from './review';

const keysOf = (information: PatientInformation) =>
  reviewGroups(information).flatMap(({ answers }) => answers.map(({ field }) => field.key));
const valueOf = (information: PatientInformation, key: string) =>
  reviewGroups(information)
    .flatMap(({ answers }) => answers)
    .find(({ field }) => field.key === key)?.value;

describe('the answers a visit reviews', () => {
  it('are every answer a chart row reads, each once', () => {
    const read = new Set(Object.values(chart).flatMap(({ when }) => (when ? answersOf(when) : [])));
    expect(new Set(checkedFields.map(({ key }) => key))).toEqual(read);
    expect(checkedFields).toHaveLength(read.size);
  });

  it("include the ones behind the chart's derived rows: age, BMI, blood pressure, lipids", () => {
    const keys = checkedFields.map(({ key }) => key);
    for (const key of [
      'date_of_birth',
      'height',
      'weight',
      'recent_blood_pressure',
      'current_medications',
      'lab_details:lab_results:ldl_hdl_tg',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it('say "Not answered" for an answer the record does not hold, never "no"', () => {
    expect(valueOf({}, 'stroke')).toBe(NOT_ANSWERED);
    expect(valueOf({ stroke: null }, 'stroke')).toBe(NOT_ANSWERED);
    expect(valueOf({ stroke: false }, 'stroke')).toBe('no');
    expect(valueOf({ stroke: true }, 'stroke')).toBe('yes');
    expect(valueOf({}, 'recent_blood_pressure')).toBe(NOT_ANSWERED);
    expect(valueOf({ height: 65 }, 'height')).toBe('5 ft 5 in');
  });

  it('show a follow-up only where the form asks it', () => {
    expect(keysOf({ lifestyle_smoking: false })).not.toContain(
      'lifestyle_smoking_follow_up:products',
    );
    expect(keysOf({ lifestyle_smoking: true })).toContain('lifestyle_smoking_follow_up:products');
  });

  it("are grouped by the intake's sections, in its order, leaving out a section with none", () => {
    expect(reviewGroups({}).map(({ title }) => title)).toEqual([
      'Personal Information',
      'Social History',
      'Pregnancy',
      'Medical History',
      'Family History',
      'Labs',
    ]);
  });
});
