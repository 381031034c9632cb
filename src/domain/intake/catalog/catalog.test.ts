import { describe, expect, it } from 'vitest';
import { fieldsByKey, fieldsOfSection, intakeCatalog, patientFields, sections } from '.';
import { triggersOf } from '../model/show-if';
import { fieldKeys } from './keys';

/**
 * Every field and option value named in spec section 3, transcribed. Where the spec
 * names values in prose (the 20 hormonal-imbalance symptoms, the 20 reproductive-tract
 * conditions) they are written in the snake_case the sample data uses.
 */
const SPEC_FIELDS: Record<string, readonly string[]> = {
  // Personal
  name: [],
  gender: ['female', 'male', 'nonbinary'],
  sex: ['female', 'male', 'intersex'],
  date_of_birth: [],
  ethnicity: [],
  height: [],
  weight: [],
  first_menstruation: [],
  sexual_activity: [],
  // Social
  lifestyle_activity: ['sedentary', 'gentle', 'moderate', 'vigorous'],
  lifestyle_diet: ['vegan', 'vegetarian', 'pescatarian', 'omnivore'],
  lifestyle_smoking: [],
  'lifestyle_smoking_follow_up:products': ['vape', 'ecigarette', 'cigarette', 'nicotine_patch'],
  'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day': [
    'gt_15_per_day',
    'lte_15_per_day',
  ],
  rec_drugs_list: [
    'marijuana',
    'cocaine',
    'amphetamines',
    'methamphetamines',
    'mephedrone',
    'hallucinogens',
    'benzylpiperazine',
    'bath_salts',
  ],
  // Pregnancy
  pregnant: [],
  breastfeeding: [],
  days_post_partum: [],
  high_bp_pregnancy: [],
  c_section: [],
  planning_pregnancy: [],
  previous_abortion: [],
  abortion_trimester: ['first', 'second', 'third'],
  symptoms_of_septic_abortion: [],
  // Birth-control history
  previous_birth_control: [],
  previous_birth_control_methods: [
    'pill',
    'patch',
    'cu_iud',
    'hormonal_iud',
    'implant',
    'shot',
    'ring',
    'male_condom',
    'diaphragm',
    'abstinence',
    'pull_out_method',
  ],
  previous_birth_control_details: [],
  birth_control_goals: [
    'menstrual_cramps',
    'acne',
    'hormonal_imbalance',
    'irregular_periods',
    'pregnancy',
  ],
  menstrual_cramps_severity: [],
  menstrual_cramps_past_treatments: [],
  menstrual_cramps_challenges: [],
  acne_severity: [],
  acne_past_treatments: [],
  acne_challenges: [],
  hormonal_imbalance_condition: [],
  hormonal_imbalance_treatment: [],
  hormonal_imbalance_challenges: [
    'irregular_cycles',
    'mood_swings',
    'fatigue',
    'weight_changes',
    'sleep_disturbances',
    'hair_and_skin_issues',
    'digestive_problems',
    'libido_changes',
    'hot_flashes',
    'appetite',
    'cognitive',
    'body_temperature',
    'muscle_and_joint_pain',
    'headaches',
    'heart_palpitations',
    'blood_sugar',
    'blood_pressure',
    'hair_and_nail_quality',
    'breast_changes',
    'thyroid_related_symptoms',
  ],
  irregular_periods_severity: [
    'regular',
    'off_few_days',
    'off_few_weeks',
    'completely_unpredictable',
    // "Severity words mild, moderate, severe also exist in the sample data."
    'mild',
    'moderate',
    'severe',
  ],
  irregular_periods_consultation: [],
  irregular_periods_challenges: [],
  birth_control_preferences: ['low_maintenance', 'daily_regimen', 'no_preferences'],
  // Usage history per method
  pill_usage_information: [],
  patch_usage_information: [],
  iud_usage_information: [],
  implant_usage_information: [],
  injection_usage_information: [],
  ring_usage_information: [],
  // Medical history
  current_medications: [],
  current_supplements: [],
  current_immunizations: [],
  allergies: [],
  bariatric_surgery: ['no', 'yes_restrict_eating', 'yes_restrict_eating_nutrients'],
  atherosclerotic_cv_disease: [],
  hypertension: [
    'no',
    'yes_with_medications',
    'yes_without_medications',
    'yes_with_vascular_disease',
  ],
  // The spec names only the last of its three values; the other two are ours.
  hypertension_bp: ['systolic_lte_130_diastolic_lte_80'],
  dvt_pe: [
    'no',
    'leg_resolved_without_medications',
    'leg_resolved_with_medications',
    'lung_clot_or_pulmonary_embolism',
  ],
  thrombogenic_mutations: [],
  superficial_venous_disorders: ['no', 'yes_visible', 'yes_history'],
  ischemic_heart_disease: [],
  stroke: [],
  valvular_heart_disease: ['no', 'diagnosed_without_complications', 'diagnosed_with_complications'],
  valvular_heart_disease_complications: [
    'pulmonary_hypertension',
    'risk_for_atrial_fibrillation',
    'subacute_bacterial_endocarditis',
  ],
  peripartum_cardiomyopathy: [
    'no',
    'diagnosed_normal_mild_impaired',
    'diagnosed_moderate_severe_impaired',
  ],
  peripartum_cardiomyopathy_duration: ['lt_6_months', 'gte_6_months'],
  rheumatic_diseases: ['systemic_lupus_erythematosus', 'rheumatoid_arthritis', 'other'],
  other_rheumatic_disease: [],
  'rheumatic_diseases_sle_follow_up:antiphospholipid_antibodies': [],
  'rheumatic_diseases_sle_follow_up:severe_thrombocytopenia': [],
  'rheumatic_diseases_sle_follow_up:immunosuppressive_therapy': [],
  'rheumatic_diseases_ra_follow_up:immunosuppressive_therapy': [],
  neurologic_conditions: [
    'headaches',
    'migranes_with_aura',
    'migranes_without_aura',
    'epilepsy',
    'multiple_sclerosis',
  ],
  'neurologic_conditions_follow_up:multiple_sclerosis_immobilization': [],
  mood_disorders: [
    'major_depressive_disorder',
    'persistent_depressive_disorder',
    'bipolar_disorder',
    'seasonal_affective_disorder',
    'postpartum_depression',
    'premenstrual_dysphoric_disorder',
    'disruptive_mood_dysregulation_disorder',
    'atypical_depression',
    'anxiety',
    'other',
    'posttraumatic_stress_disorder',
  ],
  mood_disorders_undiagnosed: [
    'major_depressive_disorder',
    'persistent_depressive_disorder',
    'bipolar_disorder',
    'seasonal_affective_disorder',
    'postpartum_depression',
    'premenstrual_dysphoric_disorder',
    'disruptive_mood_dysregulation_disorder',
    'atypical_depression',
    'anxiety',
    'other',
    'posttraumatic_stress_disorder',
  ],
  other_mood_disorder: [],
  reproductive_tract_infections: [
    'irregular_cycles_without_heavy_bleeding',
    'heavy_periods',
    'unexplained_vaginal_bleeding',
    'endometriosis',
    'benign_ovarian_tumors',
    'severe_dysmenorrhea',
    'gestational_trophoblastic_disease',
    'cervical_ectropion',
    'cervical_intraepithelial_neoplasia',
    'cervical_cancer_awaiting_treatment',
    'breast_disease_or_cancer',
    'endometrial_hyperplasia',
    'endometrial_cancer',
    'ovarian_cancer',
    'uterine_fibroids',
    'distorted_uterine_cavity',
    'pelvic_inflammatory_disease',
    'current_or_past_sexually_transmitted_infections',
    'vaginitis',
    'other',
  ],
  cancer: ['breast_cancer', 'liver_tumor'],
  'cancer_follow_up:breast_disease_status': [
    'undiagnosed_mass',
    'benign_breast_disease',
    'current_breast_cancer',
    'past_breast_cancer',
  ],
  hiv: [],
  'hiv_follow_up:arv_therapy': [],
  infections: [
    'schistosomiasis',
    'fibrosis_of_the_liver',
    'pelvic_tuberculosis',
    'non_pelvic_tuberculosis',
    'malaria',
    'other',
  ],
  endocrine_conditions: [
    'type_1_diabetes',
    'type_2_diabetes',
    'hyperthyroidism',
    'hypothyroidism',
    'simple_goiter_thyroid_disorder',
    'other',
  ],
  'diabetes_follow_up:diabetes_lte_20_years': [],
  'diabetes_follow_up:experience_nephropathy_retinopathy_neuropathy': [],
  'diabetes_pregnant_follow_up:gestational_diabetes': [],
  gi_conditions: [
    'gallbladder_disease',
    'pregnancy_related_cholestasis',
    'hormonal_birth_control_related_cholestasis',
    'viral_hepatitis',
    'mild_cirrhosis',
    'severe_cirrhosis',
    'liver_tumors',
    'other',
  ],
  'gi_conditions_gallbladder_follow_up:gallbladder_disease': [],
  'gi_conditions_viral_hepatitis_follow_up:viral_hepatitis_status': [
    'acute',
    'carrier',
    'chronic',
    'not_present',
  ],
  'gi_conditions_liver_tumors_follow_up:liver_tumor': [
    'focal_nodular_hyperplasia',
    'hepatocellular_adenoma',
    'hepatoma',
    'dont_know',
  ],
  cystic_fibrosis: [],
  anemias: ['thalassemia', 'sickle_cell_disease', 'iron_deficiency_anemia'],
  solid_organ_transplantation: [],
  'solid_organ_transplantation_follow_up:complications': [],
  birth_control_concerns: [
    'effectiveness',
    'side_effects',
    'health_risks',
    'convenience',
    'cost',
    'interference_with_sexual_spontaneity',
    'impact_on_fertility',
    'other',
  ],
  // Family history
  'family_history:cardio': [],
  'family_history:htn': [],
  'family_history:diabetes': [],
  'family_history:cancer': [],
  'family_history:stroke': [],
  'family_history:thyroid_disorders': [],
  'family_history:mental_health': [],
  'family_history:thrombosis': [],
  // Labs
  recent_blood_pressure: [],
  'lab_details:lab_results:dhea': [],
  'lab_details:lab_results:testosterone': [],
  'lab_details:lab_results:tsh_r_t4': [],
  'lab_details:lab_results:amh': [],
  'lab_details:lab_results:e2': [],
  'lab_details:lab_results:hgc': [],
  'lab_details:lab_results:ast_alt': [],
  'lab_details:lab_results:prolactin': [],
  'lab_details:lab_results:glucose_hemoglobin_a1c': [],
  'lab_details:lab_results:cbc': [],
  'lab_details:lab_results:fsh': [],
  'lab_details:lab_results:lh': [],
  'lab_details:lab_results:ldl_hdl_tg': [],
};

/** Spec section 5's browser-required fields (email belongs to the patient record). */
const ALWAYS_REQUIRED = [
  'name',
  'gender',
  'sex',
  'date_of_birth',
  'ethnicity',
  'height',
  'weight',
  'first_menstruation',
  'lifestyle_activity',
  'lifestyle_diet',
  'birth_control_preferences',
  'bariatric_surgery',
  'hypertension',
  'dvt_pe',
  'superficial_venous_disorders',
  'valvular_heart_disease',
  'recent_blood_pressure',
  ...Object.keys(SPEC_FIELDS).filter((key) => key.startsWith('lab_details:')),
];

/** What the form offers where the spec narrows the full list (spec section 3). */
const FORM_OFFERS: Record<string, readonly string[]> = {
  previous_birth_control_methods: ['pill', 'patch', 'cu_iud', 'implant', 'shot', 'ring'],
  birth_control_goals: ['menstrual_cramps', 'acne', 'hormonal_imbalance', 'irregular_periods'],
  dvt_pe: ['no', 'leg_resolved_without_medications', 'leg_resolved_with_medications'],
};

describe('the intake catalog', () => {
  it('has exactly the fields of spec section 3, each once', () => {
    const keys = intakeCatalog.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(SPEC_FIELDS).sort());
  });

  it.each(Object.entries(SPEC_FIELDS).filter(([, values]) => values.length > 0))(
    '%s offers every option value the spec names',
    (key, values) => {
      const optionValues = fieldsByKey.get(key)?.options?.map((option) => option.value) ?? [];
      expect(optionValues).toEqual(expect.arrayContaining([...values]));
    },
  );

  it('names the same fields as the typed list of keys', () => {
    expect(intakeCatalog.map((field) => field.key).sort()).toEqual([...fieldKeys].sort());
  });

  it('leaves the labs to the provider and asks a patient everything else', () => {
    const providerOnly = intakeCatalog.filter((field) => field.audience === 'provider');
    expect(providerOnly.map((field) => field.section)).toEqual(providerOnly.map(() => 'labs'));
    expect(providerOnly).toEqual(fieldsOfSection('labs'));
    expect(patientFields.every((field) => field.section !== 'labs')).toBe(true);
    expect(patientFields.length + providerOnly.length).toBe(intakeCatalog.length);
  });

  it('gives every option a readable label and unique value', () => {
    for (const field of intakeCatalog) {
      const values = (field.options ?? []).map((option) => option.value);
      expect(new Set(values).size, field.key).toBe(values.length);
      for (const option of field.options ?? []) {
        expect(option.label, `${field.key}=${option.value}`).toMatch(/^[A-Z0-9]/);
      }
    }
  });

  it('offers in the form only what the spec says the form offers', () => {
    for (const [key, offered] of Object.entries(FORM_OFFERS)) {
      const options = fieldsByKey.get(key)?.options ?? [];
      expect(options.filter((option) => !option.displayOnly).map((o) => o.value)).toEqual(offered);
    }
  });

  it('gives selects and multi-selects options, and nothing else options but usage brands', () => {
    for (const field of intakeCatalog) {
      const needsOptions = ['select', 'multi-select', 'usage-history'].includes(field.kind);
      expect(Boolean(field.options?.length), field.key).toBe(needsOptions);
    }
  });

  it('keeps the sections in the spec order and every field in one of them', () => {
    expect(sections.map((section) => section.title)).toEqual([
      'Personal Information',
      'Social History',
      'Pregnancy',
      'History with Birth Control',
      'Medical History',
      'Family History',
      'Labs',
    ]);
    const bySection = sections.flatMap((section) => fieldsOfSection(section.id));
    expect(bySection).toEqual(intakeCatalog);
  });

  it('marks required exactly the fields of spec section 5', () => {
    const unconditional = intakeCatalog.filter((field) => !field.showIf);
    expect(
      unconditional
        .filter((field) => field.required)
        .map((field) => field.key)
        .sort(),
    ).toEqual([...ALWAYS_REQUIRED].sort());
  });

  it('requires conditional selects, numbers and texts when shown; not usage, cancer or booleans', () => {
    for (const field of intakeCatalog.filter((each) => each.showIf)) {
      const required = ['select', 'integer', 'text'].includes(field.kind);
      expect(field.required, field.key).toBe(required);
    }
    expect(fieldsByKey.get('cancer')?.required).toBe(false);
    for (const field of intakeCatalog.filter((each) => each.kind === 'usage-history')) {
      expect(field.required).toBe(false);
      expect(field.maxEntries).toBe(5);
    }
  });

  it('has show-if rules that read earlier fields of the catalog', () => {
    const order = intakeCatalog.map((field) => field.key);
    intakeCatalog.forEach((field, index) => {
      for (const rule of [field.showIf, field.summaryShowIf]) {
        for (const trigger of rule ? triggersOf(rule) : []) {
          const at = order.indexOf(trigger);
          expect(at, `${field.key} reads ${trigger}`).toBeGreaterThanOrEqual(0);
          expect(at, `${field.key} reads ${trigger}`).toBeLessThan(index);
        }
      }
    });
  });

  it('states units for measurements and every lab panel', () => {
    expect(fieldsByKey.get('height')?.unit).toBe('in');
    expect(fieldsByKey.get('weight')?.unit).toBe('lbs');
    expect(fieldsByKey.get('recent_blood_pressure')?.unit).toBe('mm Hg');
    const labs = intakeCatalog.filter((field) => field.kind === 'lab');
    expect(labs).toHaveLength(13);
    for (const lab of labs) {
      expect(lab.unit, lab.key).toBeTruthy();
      expect(lab.referenceRange, lab.key).toBeTruthy();
    }
  });

  it('gives the spec numbers for hCG and A1c, and lists for CBC and LDL/HDL/TG', () => {
    expect(fieldsByKey.get('lab_details:lab_results:hgc')?.referenceRange).toMatch(
      /below 5 mIU\/mL negative.*above 25 positive/i,
    );
    expect(
      fieldsByKey.get('lab_details:lab_results:glucose_hemoglobin_a1c')?.referenceRange,
    ).toMatch(/A1c below 5\.7 %/);
    const listed = intakeCatalog.filter((field) => field.listResults).map((field) => field.key);
    expect(listed).toEqual(['lab_details:lab_results:cbc', 'lab_details:lab_results:ldl_hdl_tg']);
    expect(fieldsByKey.get('lab_details:lab_results:cbc')?.components).toHaveLength(5);
    expect(fieldsByKey.get('lab_details:lab_results:ldl_hdl_tg')?.components).toHaveLength(3);
  });

  it('is the spec’s DHEA panel (unconjugated, in ng/mL), not DHEA-S in µg/dL', () => {
    const dhea = fieldsByKey.get('lab_details:lab_results:dhea');
    expect(dhea).toMatchObject({ label: 'DHEA', unit: 'ng/mL' });
    expect(dhea?.referenceRange).toMatch(/^Below 13 ng\/mL \(ages 19-30\); below 10 \(31-40\)/);
    expect(JSON.stringify(dhea)).not.toMatch(/DHEA-S|µg\/dL/);
  });

  it('states the scales the spec puts in labels', () => {
    expect(fieldsByKey.get('first_menstruation')).toMatchObject({ min: 0, max: 18 });
    for (const key of ['menstrual_cramps_severity', 'acne_severity']) {
      expect(fieldsByKey.get(key)).toMatchObject({ min: 1, max: 10 });
      expect(fieldsByKey.get(key)?.label).toContain('1-10');
    }
  });
});
