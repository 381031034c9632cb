import { describe, expect, it } from 'vitest';
import { intake, TODAY } from '../../../tests/safety-records';
import { labDetails } from '../samples/baseline';
import { allOf, yes } from './builders';
import { evaluate } from './evaluate';
import type { DerivedLeaf, FormRule } from './rule';

/**
 * The leaves only the safety check reads: derived from several answers, the day, or a gap
 * of the intake. The baseline record is 31 years old, BMI 23.29, blood pressure 114/74.
 */
const read = (leaf: DerivedLeaf, answers: Record<string, unknown> = {}) =>
  evaluate(leaf, intake(answers), TODAY);

describe("the safety check's own leaves, three-valued", () => {
  it('age: whole years on the day of the check', () => {
    expect(read({ age: { from: 20, below: 40 } })).toMatchObject({
      value: true,
      facts: ['age 31'],
    });
    expect(read({ age: { from: 35 } }).value).toBe(false);
    expect(read({ age: { from: 35 } }, { date_of_birth: null })).toMatchObject({
      value: undefined,
      missing: ['date_of_birth'],
    });
  });

  it('bmi: from height and weight, naming the one missing', () => {
    expect(read({ bmi: { below: 30 } })).toMatchObject({ value: true, facts: ['BMI 23.29'] });
    expect(read({ bmi: { from: 30 } }).value).toBe(false);
    expect(read({ bmi: { from: 30 } }, { weight: null }).missing).toEqual(['weight']);
  });

  it('bloodPressure: the highest of the reading and the range answered', () => {
    expect(read({ bloodPressure: 'high' })).toMatchObject({
      value: false,
      facts: ['blood pressure 114/74 mm Hg'],
    });
    const severe = { recent_blood_pressure: { systolic: 165, diastolic: 95 } };
    expect(read({ bloodPressure: 'severe' }, severe).value).toBe(true);
    expect(read({ bloodPressure: 'elevated' }, severe).value).toBe(false);
    const none = { recent_blood_pressure: { systolic: null, diastolic: null } };
    expect(read({ bloodPressure: 'high' }, none).missing).toEqual(['recent_blood_pressure']);
    const range = {
      ...none,
      hypertension: 'yes_without_medications',
      hypertension_bp: 'systolic_140_159_diastolic_90_99',
    };
    expect(read({ bloodPressure: 'elevated' }, range).value).toBe(true);
  });

  it('medication: a medicine of the class named, unknown while the list is unanswered', () => {
    expect(read({ medication: 'enzyme_inducer' }).value).toBe(false);
    expect(
      read({ medication: 'enzyme_inducer' }, { current_medications: ['rifampin 600 mg'] }),
    ).toMatchObject({ value: true, facts: ['taking rifampin 600 mg'] });
    expect(read({ medication: 'enzyme_inducer' }, { current_medications: null }).missing).toEqual([
      'current_medications',
    ]);
  });

  it('anticoagulation: by the dose stated, no dose counting as prophylactic', () => {
    expect(read({ anticoagulation: 'none' }).value).toBe(true);
    const warfarin = { current_medications: ['warfarin 5 mg daily'] };
    expect(read({ anticoagulation: 'none' }, warfarin).value).toBe(false);
    expect(read({ anticoagulation: 'therapeutic' }, warfarin).value).toBe(true);
    expect(read({ anticoagulation: 'prophylactic' }, warfarin).value).toBe(false);
    const lovenox = { current_medications: ['Lovenox'] };
    expect(read({ anticoagulation: 'prophylactic' }, lovenox).value).toBe(true);
    expect(read({ anticoagulation: 'none' }, { current_medications: null }).value).toBeUndefined();
  });

  it('dyslipidemia: a flag of the lipid panel', () => {
    expect(read({ dyslipidemia: true }).value).toBe(false);
    const high = labDetails({
      ldl_hdl_tg: { results: ['190', '62', '88'], flags: ['H', '-', '-'] },
    });
    expect(read({ dyslipidemia: true }, { lab_details: high })).toMatchObject({
      value: true,
      facts: ['high LDL'],
    });
  });

  it('unasked: always unknown, naming the answer the intake does not ask', () => {
    expect(read({ unasked: 'cancer_follow_up:breast_disease_status' })).toMatchObject({
      value: undefined,
      missing: ['cancer_follow_up:breast_disease_status'],
    });
  });
});

describe('the form cannot hold them', () => {
  it('is a type error in a form rule (a catalog showIf)', () => {
    // @ts-expect-error: a derived leaf has no form value to read.
    const leaf: FormRule = { age: { from: 35 } };
    // @ts-expect-error: the operators keep a rule with one a safety-check rule.
    const combined: FormRule = allOf(yes('pregnant'), { bmi: { from: 30 } });
    expect([leaf, combined]).toHaveLength(2);
  });
});
