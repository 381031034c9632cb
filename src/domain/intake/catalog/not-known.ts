import type { FieldKey } from './keys';

/**
 * The questions a patient may answer "I don't know" (stored as Unknown): each yes/no or
 * one-of-several question the safety check reads in a chart row that can rule a method out,
 * where a forced guess could flip a category (docs/patient-wording.md). A list, not the chart
 * itself, so the chat does not carry the chart; domain/clinical/not-known.test.ts fails when
 * a question the chart needs is missing here.
 */
export const notKnownAnswers: ReadonlySet<FieldKey> = new Set<FieldKey>([
  'pregnant',
  'symptoms_of_septic_abortion',
  'bariatric_surgery',
  'atherosclerotic_cv_disease',
  'hypertension',
  'hypertension_bp',
  'dvt_pe',
  'thrombogenic_mutations',
  'superficial_venous_disorders',
  'ischemic_heart_disease',
  'stroke',
  'valvular_heart_disease',
  'peripartum_cardiomyopathy',
  'peripartum_cardiomyopathy_duration',
  'rheumatic_diseases_sle_follow_up:antiphospholipid_antibodies',
  'rheumatic_diseases_sle_follow_up:severe_thrombocytopenia',
  'rheumatic_diseases_ra_follow_up:immunosuppressive_therapy',
  'neurologic_conditions_follow_up:multiple_sclerosis_immobilization',
  'cancer_follow_up:breast_disease_status',
  'diabetes_follow_up:diabetes_lte_20_years',
  'diabetes_follow_up:experience_nephropathy_retinopathy_neuropathy',
  'gi_conditions_gallbladder_follow_up:gallbladder_disease',
  'gi_conditions_viral_hepatitis_follow_up:viral_hepatitis_status',
  'gi_conditions_liver_tumors_follow_up:liver_tumor',
  'solid_organ_transplantation_follow_up:complications',
]);
