import { describe, expect, it } from 'vitest';
import { USAGE_HISTORY_KEYS } from '../../../../tests/spec-fixtures';
import { isShown } from '../../rules/decide';
import { emptyPatientInformation } from '../model/empty-information';
import type { FormValues } from '../model/form-values';
import { toFormValues } from '../model/to-form-values';
import { intakeCatalog } from '.';

/** When the form asks each follow-up: the catalog's rules, read by the form's evaluator. */
const blank = toFormValues(emptyPatientInformation());

function shown(key: string, changes: FormValues = {}): boolean {
  const field = intakeCatalog.find((each) => each.key === key);
  if (!field) throw new Error(`no field ${key}`);
  return isShown(field, { ...blank, ...changes });
}

const smoker = { lifestyle_smoking: 'yes' };
const pregnant = { pregnant: 'yes' };

describe("the catalog's show-if rules", () => {
  it('shows the smoking follow-up when lifestyle_smoking is yes', () => {
    const key = 'lifestyle_smoking_follow_up:products';
    expect(shown(key)).toBe(false);
    expect(shown(key, { lifestyle_smoking: 'no' })).toBe(false);
    expect(shown(key, smoker)).toBe(true);
  });

  it('shows cigarettes per day when the products include cigarette, for smokers only', () => {
    const key = 'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day';
    const products = 'lifestyle_smoking_follow_up:products';
    expect(shown(key, { ...smoker, [products]: ['vape'] })).toBe(false);
    expect(shown(key, { ...smoker, [products]: ['vape', 'cigarette'] })).toBe(true);
    expect(shown(key, { lifestyle_smoking: 'no', [products]: ['cigarette'] })).toBe(false);
  });

  it.each(['breastfeeding', 'days_post_partum', 'high_bp_pregnancy'])(
    'shows %s when pregnant',
    (key) => {
      expect(shown(key)).toBe(false);
      expect(shown(key, { pregnant: 'no' })).toBe(false);
      expect(shown(key, pregnant)).toBe(true);
    },
  );

  it.each(['c_section', 'planning_pregnancy', 'previous_abortion'])('always shows %s', (key) => {
    expect(shown(key)).toBe(true);
  });

  it.each(['abortion_trimester', 'symptoms_of_septic_abortion'])(
    'shows %s when previous_abortion',
    (key) => {
      expect(shown(key)).toBe(false);
      expect(shown(key, { previous_abortion: 'no' })).toBe(false);
      expect(shown(key, { previous_abortion: 'yes' })).toBe(true);
    },
  );

  it('shows peripartum cardiomyopathy when pregnant, its duration only for normal or mild', () => {
    const duration = 'peripartum_cardiomyopathy_duration';
    expect(shown('peripartum_cardiomyopathy')).toBe(false);
    expect(shown('peripartum_cardiomyopathy', pregnant)).toBe(true);
    const diagnosis = (value: string) => ({ ...pregnant, peripartum_cardiomyopathy: value });
    expect(shown(duration, diagnosis('diagnosed_normal_mild_impaired'))).toBe(true);
    expect(shown(duration, diagnosis('diagnosed_moderate_severe_impaired'))).toBe(false);
    expect(shown(duration, diagnosis('no'))).toBe(false);
    expect(
      shown(duration, {
        pregnant: 'no',
        peripartum_cardiomyopathy: 'diagnosed_normal_mild_impaired',
      }),
    ).toBe(false);
  });

  it.each(['previous_birth_control_methods', 'previous_birth_control_details'])(
    'shows %s when previous_birth_control',
    (key) => {
      expect(shown(key)).toBe(false);
      expect(shown(key, { previous_birth_control: 'yes' })).toBe(true);
    },
  );

  it.each([
    ['pill_usage_information', 'pill'],
    ['patch_usage_information', 'patch'],
    ['iud_usage_information', 'cu_iud'],
    ['iud_usage_information', 'hormonal_iud'],
    ['implant_usage_information', 'implant'],
    ['injection_usage_information', 'shot'],
    ['ring_usage_information', 'ring'],
  ])('shows %s when the method %s is selected', (key, method) => {
    const methods = 'previous_birth_control_methods';
    const others = ['pill', 'patch', 'cu_iud', 'implant', 'shot', 'ring'].filter(
      (each) => each !== method && !(key === 'iud_usage_information' && each === 'cu_iud'),
    );
    expect(shown(key, { previous_birth_control: 'yes', [methods]: [method] })).toBe(true);
    expect(shown(key, { previous_birth_control: 'yes', [methods]: others })).toBe(false);
    expect(shown(key, { previous_birth_control: 'no', [methods]: [method] })).toBe(false);
  });

  it.each([
    ['menstrual_cramps', 'menstrual_cramps_severity'],
    ['menstrual_cramps', 'menstrual_cramps_past_treatments'],
    ['menstrual_cramps', 'menstrual_cramps_challenges'],
    ['acne', 'acne_severity'],
    ['acne', 'acne_past_treatments'],
    ['acne', 'acne_challenges'],
    ['hormonal_imbalance', 'hormonal_imbalance_condition'],
    ['hormonal_imbalance', 'hormonal_imbalance_treatment'],
    ['hormonal_imbalance', 'hormonal_imbalance_challenges'],
    ['irregular_periods', 'irregular_periods_severity'],
    ['irregular_periods', 'irregular_periods_consultation'],
    ['irregular_periods', 'irregular_periods_challenges'],
  ])('shows the %s question %s when that goal is selected', (goal, key) => {
    const otherGoals = ['menstrual_cramps', 'acne', 'hormonal_imbalance', 'irregular_periods']
      .filter((each) => each !== goal)
      .concat('pregnancy');
    expect(shown(key, { birth_control_goals: [goal] })).toBe(true);
    expect(shown(key, { birth_control_goals: otherGoals })).toBe(false);
  });

  it('shows hypertension_bp only for yes_without_medications', () => {
    expect(shown('hypertension_bp', { hypertension: 'yes_without_medications' })).toBe(true);
    for (const value of ['no', 'yes_with_medications', 'yes_with_vascular_disease', '']) {
      expect(shown('hypertension_bp', { hypertension: value })).toBe(false);
    }
  });

  it('shows valve complications only for diagnosed_with_complications', () => {
    const key = 'valvular_heart_disease_complications';
    expect(shown(key, { valvular_heart_disease: 'diagnosed_with_complications' })).toBe(true);
    expect(shown(key, { valvular_heart_disease: 'diagnosed_without_complications' })).toBe(false);
    expect(shown(key, { valvular_heart_disease: 'no' })).toBe(false);
  });

  it.each([
    [
      'rheumatic_diseases_sle_follow_up:antiphospholipid_antibodies',
      'systemic_lupus_erythematosus',
    ],
    ['rheumatic_diseases_sle_follow_up:severe_thrombocytopenia', 'systemic_lupus_erythematosus'],
    ['rheumatic_diseases_sle_follow_up:immunosuppressive_therapy', 'systemic_lupus_erythematosus'],
    ['rheumatic_diseases_ra_follow_up:immunosuppressive_therapy', 'rheumatoid_arthritis'],
    ['other_rheumatic_disease', 'other'],
  ])('shows %s when rheumatic diseases include %s', (key, disease) => {
    const all = ['systemic_lupus_erythematosus', 'rheumatoid_arthritis', 'other'];
    expect(shown(key, { rheumatic_diseases: [disease] })).toBe(true);
    expect(shown(key, { rheumatic_diseases: all.filter((each) => each !== disease) })).toBe(false);
  });

  it('shows the multiple sclerosis question when multiple_sclerosis is selected', () => {
    const key = 'neurologic_conditions_follow_up:multiple_sclerosis_immobilization';
    expect(shown(key, { neurologic_conditions: ['multiple_sclerosis'] })).toBe(true);
    expect(shown(key, { neurologic_conditions: ['epilepsy', 'migranes_with_aura'] })).toBe(false);
  });

  it('shows the other mood disorder text when other is selected in either mood list', () => {
    expect(shown('other_mood_disorder', { mood_disorders: ['other'] })).toBe(true);
    expect(shown('other_mood_disorder', { mood_disorders_undiagnosed: ['other'] })).toBe(true);
    expect(
      shown('other_mood_disorder', {
        mood_disorders: ['anxiety'],
        mood_disorders_undiagnosed: ['bipolar_disorder'],
      }),
    ).toBe(false);
  });

  it('shows the breast disease status for breast cancer only', () => {
    const key = 'cancer_follow_up:breast_disease_status';
    expect(shown(key, { cancer: ['breast_cancer'] })).toBe(true);
    expect(shown(key, { cancer: ['liver_tumor'] })).toBe(false);
    expect(shown(key)).toBe(false);
  });

  it('shows the HIV follow-up when hiv is yes', () => {
    expect(shown('hiv_follow_up:arv_therapy', { hiv: 'yes' })).toBe(true);
    expect(shown('hiv_follow_up:arv_therapy', { hiv: 'no' })).toBe(false);
  });

  it.each([
    'diabetes_follow_up:diabetes_lte_20_years',
    'diabetes_follow_up:experience_nephropathy_retinopathy_neuropathy',
  ])('shows %s for type 1 or type 2 diabetes', (key) => {
    expect(shown(key, { endocrine_conditions: ['type_1_diabetes'] })).toBe(true);
    expect(shown(key, { endocrine_conditions: ['type_2_diabetes'] })).toBe(true);
    expect(shown(key, { endocrine_conditions: ['hypothyroidism', 'other'] })).toBe(false);
  });

  it('shows the diabetes pregnancy follow-up only for a pregnant patient with diabetes', () => {
    const key = 'diabetes_pregnant_follow_up:gestational_diabetes';
    expect(shown(key, { ...pregnant, endocrine_conditions: ['type_2_diabetes'] })).toBe(true);
    expect(shown(key, { ...pregnant, endocrine_conditions: ['type_1_diabetes'] })).toBe(true);
    expect(shown(key, { pregnant: 'no', endocrine_conditions: ['type_1_diabetes'] })).toBe(false);
    expect(shown(key, { ...pregnant, endocrine_conditions: ['hyperthyroidism'] })).toBe(false);
  });

  it.each([
    ['gi_conditions_gallbladder_follow_up:gallbladder_disease', 'gallbladder_disease'],
    ['gi_conditions_viral_hepatitis_follow_up:viral_hepatitis_status', 'viral_hepatitis'],
    ['gi_conditions_liver_tumors_follow_up:liver_tumor', 'liver_tumors'],
  ])('shows %s when gi conditions include %s', (key, condition) => {
    expect(shown(key, { gi_conditions: [condition] })).toBe(true);
    expect(shown(key, { gi_conditions: ['mild_cirrhosis', 'other'] })).toBe(false);
  });

  it('shows the transplant follow-up when solid_organ_transplantation is yes', () => {
    const key = 'solid_organ_transplantation_follow_up:complications';
    expect(shown(key, { solid_organ_transplantation: 'yes' })).toBe(true);
    expect(shown(key, { solid_organ_transplantation: 'no' })).toBe(false);
  });

  it('has no conditional field beyond the rules tested here', () => {
    const conditional = intakeCatalog.filter((field) => field.showIf).map((field) => field.key);
    expect(conditional.sort()).toEqual(
      [
        'lifestyle_smoking_follow_up:products',
        'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day',
        'breastfeeding',
        'days_post_partum',
        'high_bp_pregnancy',
        'abortion_trimester',
        'symptoms_of_septic_abortion',
        'previous_birth_control_methods',
        'previous_birth_control_details',
        ...USAGE_HISTORY_KEYS,
        'menstrual_cramps_severity',
        'menstrual_cramps_past_treatments',
        'menstrual_cramps_challenges',
        'acne_severity',
        'acne_past_treatments',
        'acne_challenges',
        'hormonal_imbalance_condition',
        'hormonal_imbalance_treatment',
        'hormonal_imbalance_challenges',
        'irregular_periods_severity',
        'irregular_periods_consultation',
        'irregular_periods_challenges',
        'hypertension_bp',
        'valvular_heart_disease_complications',
        'peripartum_cardiomyopathy',
        'peripartum_cardiomyopathy_duration',
        'other_rheumatic_disease',
        'rheumatic_diseases_sle_follow_up:antiphospholipid_antibodies',
        'rheumatic_diseases_sle_follow_up:severe_thrombocytopenia',
        'rheumatic_diseases_sle_follow_up:immunosuppressive_therapy',
        'rheumatic_diseases_ra_follow_up:immunosuppressive_therapy',
        'neurologic_conditions_follow_up:multiple_sclerosis_immobilization',
        'other_mood_disorder',
        'cancer_follow_up:breast_disease_status',
        'hiv_follow_up:arv_therapy',
        'diabetes_follow_up:diabetes_lte_20_years',
        'diabetes_follow_up:experience_nephropathy_retinopathy_neuropathy',
        'diabetes_pregnant_follow_up:gestational_diabetes',
        'gi_conditions_gallbladder_follow_up:gallbladder_disease',
        'gi_conditions_viral_hepatitis_follow_up:viral_hepatitis_status',
        'gi_conditions_liver_tumors_follow_up:liver_tumor',
        'solid_organ_transplantation_follow_up:complications',
      ].sort(),
    );
  });
});
