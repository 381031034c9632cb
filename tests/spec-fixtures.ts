/**
 * The product contract's own lists (docs/product.md, "Screens and routes", "Entities and fields",
 * "Validation rules" and "Constants and limits"; this file is the full field list that
 * "Entities and fields" points to), written once, by hand, never from the product's code.
 * Tests hold the product's lists (the typed keys in src/domain/intake/catalog/keys.ts, the
 * sections in catalog/index.ts, the catalog's fields) to these: a test that compared the
 * catalog with the very list it is built from could not fail. So nothing here may import from
 * src/.
 */

/** docs/product.md, "Screens and routes", "Patient form screen": the form's sections, in order. */
export const SECTION_TITLES = [
  'Personal Information',
  'Social History',
  'Pregnancy',
  'History with Birth Control',
  'Medical History',
  'Family History',
  'Labs',
] as const;

/**
 * docs/product.md, "Entities and fields", "Labs": the lab panels, in the contract's order;
 * "Constants and limits" counts 13.
 */
export const LAB_TESTS = [
  'dhea',
  'testosterone',
  'tsh_r_t4',
  'amh',
  'e2',
  'hgc',
  'ast_alt',
  'prolactin',
  'glucose_hemoglobin_a1c',
  'cbc',
  'fsh',
  'lh',
  'ldl_hdl_tg',
] as const;

/** docs/product.md, "Entities and fields", "Labs": the panels whose results and flags are lists. */
export const LIST_LAB_TESTS: readonly string[] = ['cbc', 'ldl_hdl_tg'];

/** docs/product.md, "Entities and fields", "Usage history per method": one list per method. */
export const USAGE_HISTORY_KEYS = [
  'pill_usage_information',
  'patch_usage_information',
  'iud_usage_information',
  'implant_usage_information',
  'injection_usage_information',
  'ring_usage_information',
] as const;

/**
 * docs/product.md, "Entities and fields" and "Constants and limits": up to 5 usage entries per
 * birth-control method.
 */
export const MAX_USAGE_ENTRIES = 5;

/** docs/product.md, "Entities and fields", "Family history": the conditions, yes/no each. */
export const FAMILY_CONDITIONS = [
  'cardio',
  'htn',
  'diabetes',
  'cancer',
  'stroke',
  'thyroid_disorders',
  'mental_health',
  'thrombosis',
] as const;

/**
 * docs/product.md, "Entities and fields": the values shared by mood_disorders and
 * mood_disorders_undiagnosed.
 */
const MOOD_DISORDERS = [
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
];

type SpecFields = Record<string, readonly string[]>;

const withoutOptions = (keys: readonly string[]): SpecFields =>
  Object.fromEntries(keys.map((key) => [key, []]));

/**
 * Every field of docs/product.md, "Entities and fields", with the option values the contract names
 * (none for a field without options), in the contract's paragraphs and order. A nested field is
 * written as its form key, `parent:child`. Where the contract names values in prose (the 20
 * hormonal-imbalance symptoms, the 20 reproductive-tract conditions) they are written in the
 * snake_case the sample data uses.
 */
export const SPEC_FIELDS_BY_PARAGRAPH = {
  personal: {
    name: [],
    gender: ['female', 'male', 'nonbinary'],
    sex: ['female', 'male', 'intersex'],
    date_of_birth: [],
    ethnicity: [],
    height: [],
    weight: [],
    first_menstruation: [],
    sexual_activity: [],
  },
  social: {
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
  },
  pregnancy: {
    pregnant: [],
    breastfeeding: [],
    days_post_partum: [],
    high_bp_pregnancy: [],
    c_section: [],
    planning_pregnancy: [],
    previous_abortion: [],
    abortion_trimester: ['first', 'second', 'third'],
    symptoms_of_septic_abortion: [],
  },
  birthControl: {
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
  },
  usageHistory: withoutOptions(USAGE_HISTORY_KEYS),
  medical: {
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
    // The spec names only the last of its three values; the other two are the product's.
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
    valvular_heart_disease: [
      'no',
      'diagnosed_without_complications',
      'diagnosed_with_complications',
    ],
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
    mood_disorders: MOOD_DISORDERS,
    mood_disorders_undiagnosed: MOOD_DISORDERS,
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
  },
  family: withoutOptions(FAMILY_CONDITIONS.map((condition) => `family_history:${condition}`)),
  labs: {
    recent_blood_pressure: [],
    ...withoutOptions(LAB_TESTS.map((test) => `lab_details:lab_results:${test}`)),
  },
} satisfies Record<string, SpecFields>;

/**
 * Every field of docs/product.md, "Entities and fields", by form key, with the option values the
 * contract names.
 */
export const SPEC_FIELDS: SpecFields = Object.assign(
  {},
  ...Object.values(SPEC_FIELDS_BY_PARAGRAPH),
);

/**
 * The top-level keys of a patient's information object (docs/product.md, "Entities and fields").
 */
export const INFORMATION_KEYS: readonly string[] = [
  ...new Set(Object.keys(SPEC_FIELDS).map((key) => key.split(':')[0]!)),
];

/**
 * The browser-required fields of docs/product.md, "Validation rules", asked whatever the other
 * answers (email belongs to the patient record, not its information): recent blood pressure (both
 * numbers) and every lab panel's results and flags among them.
 */
export const ALWAYS_REQUIRED: readonly string[] = [
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
  ...LAB_TESTS.map((test) => `lab_details:lab_results:${test}`),
];

/**
 * docs/product.md, "Entities and fields": what the form offers where the contract narrows the full
 * list.
 */
export const FORM_OFFERS: Record<string, readonly string[]> = {
  previous_birth_control_methods: ['pill', 'patch', 'cu_iud', 'implant', 'shot', 'ring'],
  birth_control_goals: ['menstrual_cramps', 'acne', 'hormonal_imbalance', 'irregular_periods'],
  // The spec offers leg clots only; the product offers the PE too (docs/product.md,
  // "Entities and fields").
  dvt_pe: [
    'no',
    'leg_resolved_without_medications',
    'leg_resolved_with_medications',
    'lung_clot_or_pulmonary_embolism',
  ],
  // Beyond the spec: a migraine whose aura she does not know (docs/product.md,
  // "Entities and fields").
  neurologic_conditions: [
    'headaches',
    'migranes_with_aura',
    'migranes_without_aura',
    'migraine_aura_not_known',
    'epilepsy',
    'multiple_sclerosis',
  ],
};

/**
 * docs/product.md, "Screens and routes", "Report screen": the demo report's sections, in order. The
 * spec names the first six; the last two headings are the product's words for "a pharmacist
 * sign-off" and "three clinical research reference links".
 */
export const REPORT_SECTIONS = [
  'Patient Information',
  'Patient Goals',
  'Medication Recommendations',
  'Potential Side Effects',
  'Lifestyle Changes and Supplements',
  'Final Remarks',
  'Pharmacist Sign-off',
  'Clinical Research References',
] as const;
