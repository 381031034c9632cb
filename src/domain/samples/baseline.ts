/**
 * The one shape every sample patient's intake record shares (docs/product.md,
 * "Entities and fields"): a healthy baseline that each sample patient overrides
 * (sampleInformation). A follow-up whose trigger is off (for example cigarettes_per_day for a
 * non-smoker) still holds a listed option, as the intake form keeps every key; read it only through
 * its trigger.
 */
export interface UsageEntry {
  brand: string;
  start_date: string;
  stop_date?: string;
  stop_reason?: string;
}

interface LabResult {
  results: string;
  flags: string;
}

interface LabListResult {
  results: string[];
  flags: string[];
}

export interface LabResults {
  dhea: LabResult;
  testosterone: LabResult;
  tsh_r_t4: LabResult;
  amh: LabResult;
  e2: LabResult;
  hgc: LabResult;
  ast_alt: LabResult;
  prolactin: LabResult;
  glucose_hemoglobin_a1c: LabResult;
  /** WBC, RBC, hemoglobin, hematocrit, platelets. */
  cbc: LabListResult;
  fsh: LabResult;
  lh: LabResult;
  /** LDL, HDL, triglycerides. */
  ldl_hdl_tg: LabListResult;
}

const normalLabResults: LabResults = {
  dhea: { results: '4.1', flags: '-' },
  testosterone: { results: '32', flags: '-' },
  tsh_r_t4: { results: '1.9', flags: '-' },
  amh: { results: '3.2', flags: '-' },
  e2: { results: '85', flags: '-' },
  hgc: { results: '<2', flags: '-' },
  ast_alt: { results: '21/18', flags: '-' },
  prolactin: { results: '11.4', flags: '-' },
  glucose_hemoglobin_a1c: { results: '88/5.2', flags: '-' },
  cbc: { results: ['6.2', '4.5', '13.4', '40.1', '255'], flags: ['-', '-', '-', '-', '-'] },
  fsh: { results: '6.1', flags: '-' },
  lh: { results: '5.4', flags: '-' },
  ldl_hdl_tg: { results: ['96', '62', '88'], flags: ['-', '-', '-'] },
};

/** Lab details with the given panels replacing the normal ones. */
export function labDetails(changed: Partial<LabResults> = {}): { lab_results: LabResults } {
  return { lab_results: { ...normalLabResults, ...changed } };
}

const noFamilyHistory = {
  cardio: false,
  htn: false,
  diabetes: false,
  cancer: false,
  stroke: false,
  thyroid_disorders: false,
  mental_health: false,
  thrombosis: false,
};

/** A family history with the given conditions answered, every other one no. */
export function familyHistory(
  answered: Partial<Record<keyof typeof noFamilyHistory, boolean>> = {},
): typeof noFamilyHistory {
  return { ...noFamilyHistory, ...answered };
}

export const baseInformation = {
  // Personal
  name: '',
  gender: 'female',
  sex: 'female',
  date_of_birth: '1995-01-01',
  ethnicity: '',
  height: 65,
  weight: 140,
  first_menstruation: 12,
  sexual_activity: true,

  // Social
  lifestyle_activity: 'moderate',
  lifestyle_diet: 'omnivore',
  lifestyle_smoking: false,
  lifestyle_smoking_follow_up: { products: [] as string[] },
  lifestyle_smoking_products_cigarettes_follow_up: { cigarettes_per_day: 'lte_15_per_day' },
  rec_drugs_list: [] as string[],

  // Pregnancy
  pregnant: false,
  breastfeeding: false,
  days_post_partum: 0,
  high_bp_pregnancy: false,
  c_section: false,
  planning_pregnancy: false,
  previous_abortion: false,
  abortion_trimester: 'first',
  symptoms_of_septic_abortion: false,

  // History with birth control
  previous_birth_control: false,
  previous_birth_control_methods: [] as string[],
  previous_birth_control_details: 0,
  birth_control_goals: [] as string[],
  menstrual_cramps_severity: 1,
  menstrual_cramps_past_treatments: false,
  menstrual_cramps_challenges: '',
  acne_severity: 1,
  acne_past_treatments: false,
  acne_challenges: '',
  hormonal_imbalance_condition: false,
  hormonal_imbalance_treatment: false,
  hormonal_imbalance_challenges: [] as string[],
  irregular_periods_severity: 'regular',
  irregular_periods_consultation: false,
  irregular_periods_challenges: '',
  birth_control_preferences: 'no_preferences',
  pill_usage_information: [] as UsageEntry[],
  patch_usage_information: [] as UsageEntry[],
  iud_usage_information: [] as UsageEntry[],
  implant_usage_information: [] as UsageEntry[],
  injection_usage_information: [] as UsageEntry[],
  ring_usage_information: [] as UsageEntry[],

  // Medical history
  current_medications: [] as string[],
  current_supplements: [] as string[],
  current_immunizations: [] as string[],
  allergies: [] as string[],
  bariatric_surgery: 'no',
  atherosclerotic_cv_disease: false,
  hypertension: 'no',
  hypertension_bp: 'systolic_lte_130_diastolic_lte_80',
  dvt_pe: 'no',
  thrombogenic_mutations: false,
  superficial_venous_disorders: 'no',
  ischemic_heart_disease: false,
  stroke: false,
  valvular_heart_disease: 'no',
  valvular_heart_disease_complications: [] as string[],
  peripartum_cardiomyopathy: 'no',
  peripartum_cardiomyopathy_duration: 'gte_6_months',
  rheumatic_diseases: [] as string[],
  other_rheumatic_disease: '',
  rheumatic_diseases_sle_follow_up: {
    antiphospholipid_antibodies: false,
    severe_thrombocytopenia: false,
    immunosuppressive_therapy: false,
  },
  rheumatic_diseases_ra_follow_up: { immunosuppressive_therapy: false },
  neurologic_conditions: [] as string[],
  neurologic_conditions_follow_up: { multiple_sclerosis_immobilization: false },
  mood_disorders: [] as string[],
  mood_disorders_undiagnosed: [] as string[],
  other_mood_disorder: '',
  reproductive_tract_infections: [] as string[],
  cancer: [] as string[],
  cancer_follow_up: { breast_disease_status: 'benign_breast_disease' },
  hiv: false,
  hiv_follow_up: { arv_therapy: false },
  infections: [] as string[],
  endocrine_conditions: [] as string[],
  diabetes_follow_up: {
    diabetes_lte_20_years: true,
    experience_nephropathy_retinopathy_neuropathy: false,
  },
  diabetes_pregnant_follow_up: { gestational_diabetes: false },
  gi_conditions: [] as string[],
  gi_conditions_gallbladder_follow_up: { gallbladder_disease: false },
  gi_conditions_viral_hepatitis_follow_up: { viral_hepatitis_status: 'not_present' },
  gi_conditions_liver_tumors_follow_up: { liver_tumor: 'dont_know' },
  cystic_fibrosis: false,
  anemias: [] as string[],
  solid_organ_transplantation: false,
  solid_organ_transplantation_follow_up: { complications: false },
  birth_control_concerns: [] as string[],

  // Family history
  family_history: familyHistory(),

  // Labs
  recent_blood_pressure: { systolic: 114, diastolic: 74 },
  lab_details: labDetails(),
};

export type SampleInformation = typeof baseInformation;

/** A complete intake record: the baseline with one patient's answers over it. */
export function sampleInformation(
  answers: Partial<SampleInformation> & Pick<SampleInformation, 'name' | 'date_of_birth'>,
): SampleInformation {
  return { ...baseInformation, ...answers };
}
