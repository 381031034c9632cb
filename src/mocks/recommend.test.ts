import { describe, expect, it } from 'vitest';
import { intake, TODAY, type Answers } from '../../tests/safety-records';
import { recommendationsSchema, type PatientInformation } from '../api/schemas';
import { recommend } from './recommend';

const LNG_IUD = 'Levonorgestrel 52 mg intrauterine system';
const IMPLANT = 'Etonogestrel 68 mg subdermal implant';
const CU_IUD = 'Copper T380A intrauterine device';
const CHC = 'Drospirenone 3 mg / Ethinyl Estradiol 0.02 mg';
const POP = 'Norethindrone 0.35 mg';

/** A patient of 30 who answered every question the safety check reads, with these changes. */
function healthy(changes: Answers = {}): PatientInformation {
  return intake({
    name: 'Test Patient',
    date_of_birth: '1996-05-10',
    birth_control_preferences: 'no_preferences',
    birth_control_goals: [],
    ...changes,
  });
}

function formulas(information: PatientInformation): string[] {
  return recommend(information, TODAY).recommendations.map((item) => item.formula);
}

function doNot(information: PatientInformation): string {
  return recommend(information, TODAY).do_not_recommend.join('\n');
}

function smoker(dateOfBirth: string, cigarettesPerDay: string): PatientInformation {
  return healthy({
    date_of_birth: dateOfBirth,
    lifestyle_smoking: true,
    lifestyle_smoking_follow_up: { products: ['cigarette'] },
    lifestyle_smoking_products_cigarettes_follow_up: { cigarettes_per_day: cigarettesPerDay },
  });
}

describe('recommend', () => {
  it('finds nothing to rule out for a healthy patient and offers three methods', () => {
    const result = recommend(healthy(), TODAY);
    expect(recommendationsSchema.parse(result)).toEqual(result);
    expect(result.do_not_recommend).toEqual([]);
    expect(result.recommendations).toHaveLength(3);
    expect(result.patient.safety_concerns).toEqual([
      'No US MEC category 3 or 4 condition found in the intake.',
    ]);
    expect(result.citations.length).toBeGreaterThan(0);
  });

  it('offers nothing for an empty intake and names what is missing instead of claiming safety', () => {
    const result = recommend({}, TODAY);
    const concerns = result.patient.safety_concerns;
    expect(concerns[0]).toBe(
      'Pregnancy not ruled out (not answered: Pregnant or gave birth in the last 6 months): no method is offered until it is.',
    );
    expect(concerns).toContainEqual(
      expect.stringMatching(
        /^Safety check incomplete for the combined hormonal contraception .*: not answered: .*Hypertension.*\. Not offered until answered\.$/,
      ),
    );
    expect(concerns.join('\n')).not.toContain('No US MEC category 3 or 4 condition');
    expect(result.recommendations).toEqual([]);
    expect(result.do_not_recommend).toEqual([]);
    expect(result.citations.length).toBeGreaterThan(0);
  });

  it('offers no method to a pregnant patient and says why', () => {
    const result = recommend(healthy({ pregnant: true, days_post_partum: 0 }), TODAY);
    expect(result.recommendations).toEqual([]);
    expect(result.patient.safety_concerns[0]).toMatch(
      /^Pregnancy: no contraceptive method is offered while she is or may be pregnant/,
    );
    // Not applicable before category 4: the stricter standing first.
    const pregnancy = 'Pregnancy (days since giving birth: 0)';
    expect(result.do_not_recommend).toEqual([
      `Combined hormonal contraception (pill, patch or ring): not applicable (${pregnancy}).`,
      `Etonogestrel implant: not applicable (${pregnancy}).`,
      `Progestin-only pill: not applicable (${pregnancy}).`,
      `Depot medroxyprogesterone acetate injection (DMPA): not applicable (${pregnancy}).`,
      `Levonorgestrel intrauterine system: US MEC category 4 (${pregnancy}).`,
      `Copper intrauterine device: US MEC category 4 (${pregnancy}).`,
    ]);
  });

  it('does not offer a method whose check is incomplete, and names the answer', () => {
    const result = recommend(
      healthy({ date_of_birth: '1980-01-01', lifestyle_smoking: null }),
      TODAY,
    );
    expect(
      formulas(healthy({ date_of_birth: '1980-01-01', lifestyle_smoking: null })),
    ).not.toContain(CHC);
    expect(result.patient.safety_concerns).toContain(
      'Safety check incomplete for the combined hormonal contraception (pill, patch or ring): not answered: Smokes or uses nicotine. Not offered until answered.',
    );
  });

  it('ranks category 1 before category 2: a 19-year-old is offered the IUDs last', () => {
    // Age 18 to under 20: both IUDs category 2, the others 1.
    expect(formulas(healthy({ date_of_birth: '2007-06-01' }))).toEqual([CHC, IMPLANT, POP]);
  });

  describe('smoking', () => {
    it('rules out combined methods (category 4) for more than 15 cigarettes a day at 35+', () => {
      const information = smoker('1988-06-02', 'gt_15_per_day');
      expect(doNot(information)).toMatch(/^Combined hormonal contraception.*category 4/);
      expect(formulas(information)).not.toContain(CHC);
    });

    it('rules out combined methods (category 4) for 15 or fewer a day at 35+: 15 is 15 or more', () => {
      expect(doNot(smoker('1988-06-02', 'lte_15_per_day'))).toMatch(
        /category 4 \(Smoking, age 35 or older, 15 or more cigarettes a day \(age 38\)\)/,
      );
    });

    it('rules out combined methods (category 3) for nicotine without cigarettes at 35+', () => {
      const vaping = {
        ...smoker('1988-06-02', 'lte_15_per_day'),
        lifestyle_smoking_follow_up: { products: ['vape'] },
      };
      expect(doNot(vaping)).toMatch(
        /category 3 \(Smoking, age 35 or older, fewer than 15 cigarettes a day \(age 38\)\)/,
      );
    });

    it('allows combined methods under 35 but names the concern', () => {
      const result = recommend(smoker('1992-11-23', 'gt_15_per_day'), TODAY);
      expect(result.do_not_recommend).toEqual([]);
      expect(result.patient.safety_concerns[0]).toMatch(
        /^Smoking, age under 35 \(age 33\): US MEC category 2 for combined/,
      );
      expect(result.patient.lifestyle_concerns).toContain('Smoking: offer cessation support.');
    });

    it('counts age in whole years on the given day', () => {
      expect(doNot(smoker('1991-11-22', 'gt_15_per_day'))).not.toBe('');
      expect(doNot(smoker('1991-11-23', 'gt_15_per_day'))).toBe('');
    });

    it('takes an unknown age as 35 or older, and says so', () => {
      const result = recommend(smoker('', 'gt_15_per_day'), TODAY);
      expect(result.do_not_recommend.join('\n')).toMatch(/category 4 \(Smoking, age 35 or older/);
      expect(result.patient.safety_concerns[0]).toContain(
        'Not known: Date of birth; the stricter row is taken.',
      );
    });
  });

  it('rules out combined methods for migraine with aura', () => {
    const information = healthy({ neurologic_conditions: ['migranes_with_aura'] });
    expect(doNot(information)).toMatch(/category 4 \(Migraine with aura\)/);
  });

  it('allows combined methods for migraine without aura', () => {
    expect(doNot(healthy({ neurologic_conditions: ['migranes_without_aura'] }))).toBe('');
  });

  describe('hypertension', () => {
    it('makes combined methods category 3 when treated', () => {
      expect(doNot(healthy({ hypertension: 'yes_with_medications' }))).toMatch(
        /^Combined hormonal contraception.*category 3 \(Hypertension adequately controlled/,
      );
    });

    it('makes combined methods category 4 and DMPA category 3 with vascular disease', () => {
      const text = doNot(healthy({ hypertension: 'yes_with_vascular_disease' }));
      expect(text).toMatch(/Combined hormonal contraception.*category 4/);
      expect(text).toMatch(/Depot medroxyprogesterone.*category 3/);
    });

    it('reads a severe recent blood pressure', () => {
      const text = doNot(healthy({ recent_blood_pressure: { systolic: 165, diastolic: 95 } }));
      expect(text).toMatch(
        /category 4 \(Hypertension, systolic 160 or higher.*\(blood pressure 165\/95 mm Hg\)\)/,
      );
    });
  });

  it('takes the higher-recurrence row for a past DVT/PE', () => {
    const result = recommend(healthy({ dvt_pe: 'leg_resolved_with_medications' }), TODAY);
    const text = result.do_not_recommend.join('\n');
    expect(text).toMatch(/Combined hormonal contraception.*category 4/);
    expect(text).toMatch(/Depot medroxyprogesterone.*category 3/);
    expect(result.patient.safety_concerns[0]).toContain('higher-risk row');
    expect(result.recommendations.map((item) => item.formula)).toContain(LNG_IUD);
  });

  it('rules out combined methods for a known thrombogenic mutation', () => {
    expect(doNot(healthy({ thrombogenic_mutations: true }))).toMatch(/category 4/);
  });

  describe('breast cancer', () => {
    it('leaves only the copper IUD when current', () => {
      const information = healthy({
        cancer: ['breast_cancer'],
        cancer_follow_up: { breast_disease_status: 'current_breast_cancer' },
      });
      expect(formulas(information)).toEqual([CU_IUD]);
      expect(recommend(information, TODAY).do_not_recommend).toHaveLength(5);
    });

    it('treats an unknown status as current', () => {
      const unknownStatus = {
        cancer: ['breast_cancer'],
        'cancer_follow_up:breast_disease_status': null,
      };
      expect(formulas(healthy(unknownStatus))).toEqual([CU_IUD]);
    });

    // The chart's row is past breast cancer with no evidence of disease for 5 years, which
    // the intake does not record: the stricter row for current breast cancer is taken.
    it('takes past breast cancer as current, and says why', () => {
      const information = healthy({
        cancer: ['breast_cancer'],
        cancer_follow_up: { breast_disease_status: 'past_breast_cancer' },
      });
      expect(formulas(information)).toEqual([CU_IUD]);
      expect(doNot(information)).toMatch(/category 4 \(Breast cancer, current\)/);
      expect(recommend(information, TODAY).patient.safety_concerns[0]).toContain(
        'does not record 5 years without evidence of disease',
      );
    });
  });

  describe('ranking', () => {
    it('puts long-acting methods first for a low-maintenance preference', () => {
      expect(formulas(healthy({ birth_control_preferences: 'low_maintenance' }))).toEqual([
        LNG_IUD,
        IMPLANT,
        CU_IUD,
      ]);
    });

    it('puts pills first for a daily regimen', () => {
      expect(formulas(healthy({ birth_control_preferences: 'daily_regimen' }))[0]).toBe(CHC);
    });

    it('puts a combined method first for acne and names the benefit', () => {
      const result = recommend(
        healthy({ birth_control_preferences: 'low_maintenance', birth_control_goals: ['acne'] }),
        TODAY,
      );
      expect(result.recommendations[0]).toEqual({
        formula: CHC,
        lifestyle_benefits: expect.arrayContaining(['FDA-approved for moderate acne.']),
      });
    });
  });

  it('is pure: same input, same output, input untouched', () => {
    const information = healthy({ dvt_pe: 'lung_clot_or_pulmonary_embolism', weight: 210 });
    const copy = structuredClone(information);
    expect(recommend(information, TODAY)).toEqual(recommend(copy, TODAY));
    expect(information).toEqual(copy);
    expect(recommend(information, TODAY).patient.lifestyle_concerns).toContain('BMI 34.9.');
  });
});
