/**
 * The U.S. MEC 2024 summary chart as data, one row per condition: the chart's words, its
 * cells per method group, and the intake answers that select it (docs/safety-check.md has
 * every row with the answers that select it). Where the intake cannot tell two rows apart the
 * stricter one is selected and says why (`note`, or `stricterIfUnknown` for an unanswered
 * answer); a row it can never select names the stricter row taken in its place (`takenAs`)
 * or why the intake cannot answer it (`notAsked`).
 *
 * "All of" is a guard (`allOf`) where a follow-up is read after its trigger, and a conjunction
 * (`allOfIndependent`) where the facts are independent, so that one of them false rules the row
 * out whatever else is unanswered (docs/safety-check.md, "Three values").
 */
import type { FieldKey } from '../intake/catalog';
import type { CellText } from './cells';
import {
  allOf,
  allOfIndependent,
  anyOf,
  atLeastOf,
  has,
  hasAny,
  is,
  isOneOf,
  no,
  not,
  stricterIfUnknown,
  yes,
} from '../rules/builders';
import type { Rule } from '../rules/rule';
import type { Method } from './methods';

/** The chart's columns, in its order. */
export const chartColumns = [
  'cu_iud',
  'lng_iud',
  'implant',
  'dmpa',
  'pop',
  'chc',
] as const satisfies readonly Method[];

export interface ChartRow {
  /** The condition in the chart's words. */
  condition: string;
  /** Cu-IUD, LNG-IUD, implant, DMPA, POP, CHC, as printed. */
  cells: readonly [CellText, CellText, CellText, CellText, CellText, CellText];
  /** The answers that select it; absent for a row the intake never selects by itself. */
  when?: Rule;
  /** Why this row stands for a case the intake cannot tell apart. */
  note?: string;
  /** The id of the row counted when this one is selected or meant: a stricter one. */
  takenAs?: string;
  /**
   * A stricter row of the same condition: when that one is selected, this one is not listed.
   * Only a selected row hides it, never an unknown one (safety-check.ts).
   */
  yieldsTo?: string;
  /** Why the intake cannot select this row: it has no question for it. */
  notAsked?: string;
}

/**
 * The intake's "pregnant" asks "pregnant now, or gave birth in the last 6 months"; its
 * follow-up days_post_partum counts the days since the birth, 0 meaning pregnant now with no
 * birth in the last 6 months (the field's help says so to the provider and the patient).
 */
const pregnant = yes('pregnant');
const breastfeeding = stricterIfUnknown(yes('breastfeeding'));
const daysPostpartum = (from: number, below?: number): Rule => ({
  field: 'days_post_partum',
  span: { from, below },
});
/** The first band of days since the birth, from 1 (0 is pregnant now): unanswered days take it. */
const firstDays = (below: number) => stricterIfUnknown(daysPostpartum(1, below));
/**
 * After a birth: "pregnant", then its follow-ups, breastfeeding and the days since the birth,
 * which are independent of each other: 21 days rule out the under-21-days rows whether or not
 * breastfeeding is answered.
 */
const postpartum = (...facts: Rule[]) => allOf(pregnant, allOfIndependent(...facts));
const VTE_NOTE =
  'The intake does not ask about other risk factors for VTE, so the row with them is taken.';

const smokes = yes('lifestyle_smoking');
const from35 = stricterIfUnknown({ age: { from: 35 } });
const cigarettes = has('lifestyle_smoking_follow_up:products', 'cigarette');
const cigarettesPerDay = 'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day';
/** Smoking and what is smoked (its follow-ups), with age 35 or older, an independent fact. */
const smoking35 = (...smoked: Rule[]) => allOfIndependent(from35, allOf(smokes, ...smoked));

const HYPERTENSION = ['yes_with_medications', 'yes_without_medications'];
/** Hypertension answered, or a reading of 140/90 or more: a risk factor for cardiovascular disease. */
const hypertensive = anyOf(
  isOneOf('hypertension', [...HYPERTENSION, 'yes_with_vascular_disease']),
  { bloodPressure: 'high' },
);
const diabetes = hasAny('endocrine_conditions', ['type_1_diabetes', 'type_2_diabetes']);

const VASCULAR_DISEASE_NOTE =
  'The chart counts vascular disease (here atherosclerotic cardiovascular disease) in this row.';

const DVT_PE = [
  'leg_resolved_without_medications',
  'leg_resolved_with_medications',
  'lung_clot_or_pulmonary_embolism',
];
/** A past DVT/PE; its rows' anticoagulation is read from the medicines, an independent fact. */
const dvtPe = isOneOf('dvt_pe', DVT_PE);
const RECURRENCE_NOTE =
  'The intake does not record the risk of recurrence, so the higher-risk row is taken.';

/**
 * A yes/no follow-up that parts a condition into two rows: answered no, the milder; yes, or
 * unanswered, the stricter.
 */
function byFollowUp(trigger: Rule, followUp: FieldKey) {
  return {
    no: allOf(trigger, no(followUp)),
    yes: allOf(trigger, stricterIfUnknown(yes(followUp))),
  };
}

const sle = has('rheumatic_diseases', 'systemic_lupus_erythematosus');
const sleAntibodies = byFollowUp(
  sle,
  'rheumatic_diseases_sle_follow_up:antiphospholipid_antibodies',
);
const sleThrombocytopenia = byFollowUp(
  sle,
  'rheumatic_diseases_sle_follow_up:severe_thrombocytopenia',
);
const sleImmunosuppression = byFollowUp(
  sle,
  'rheumatic_diseases_sle_follow_up:immunosuppressive_therapy',
);
const raTherapy = byFollowUp(
  has('rheumatic_diseases', 'rheumatoid_arthritis'),
  'rheumatic_diseases_ra_follow_up:immunosuppressive_therapy',
);
const msImmobility = byFollowUp(
  has('neurologic_conditions', 'multiple_sclerosis'),
  'neurologic_conditions_follow_up:multiple_sclerosis_immobilization',
);

/** The DSM-5 depressive disorders among the intake's mood disorders (bipolar disorder is not one). */
const DEPRESSIVE = [
  'major_depressive_disorder',
  'persistent_depressive_disorder',
  'seasonal_affective_disorder',
  'postpartum_depression',
  'premenstrual_dysphoric_disorder',
  'disruptive_mood_dysregulation_disorder',
  'atypical_depression',
];

/**
 * A condition whose kind a follow-up asks only under one trigger (`asked`, for instance
 * Cancer listing breast cancer): there the answer decides, unanswered meaning the stricter
 * row; recorded only another way (`elsewhere`), the kind is never asked, so the stricter row.
 */
function followUpOrElsewhere(
  asked: Rule,
  followUp: FieldKey,
  value: string,
  elsewhere: Rule,
): Rule {
  return anyOf(
    allOf(asked, stricterIfUnknown(is(followUp, value))),
    // Recorded elsewhere and the question that asks the kind unanswered: still the stricter row.
    // Two questions, independent: the kind asked rules this out whatever the other says.
    allOfIndependent(
      elsewhere,
      stricterIfUnknown(not(asked)),
      stricterIfUnknown({ unasked: followUp }),
    ),
  );
}

const breastDisease = has('cancer', 'breast_cancer');
const breastStatus = 'cancer_follow_up:breast_disease_status';

const hiv = yes('hiv');
const gallbladderSymptoms = byFollowUp(
  has('gi_conditions', 'gallbladder_disease'),
  'gi_conditions_gallbladder_follow_up:gallbladder_disease',
);
const hepatitis = has('gi_conditions', 'viral_hepatitis');
const hepatitisStatus = 'gi_conditions_viral_hepatitis_follow_up:viral_hepatitis_status';
const liverTumors = has('gi_conditions', 'liver_tumors');
const liverTumor = 'gi_conditions_liver_tumors_follow_up:liver_tumor';
const reproductive = (value: string) => has('reproductive_tract_infections', value);
const IMMEDIATELY_AFTER_NOTE =
  'The intake does not say when the abortion was, so the row for the time right after it is taken.';

const graftFailure = byFollowUp(
  yes('solid_organ_transplantation'),
  'solid_organ_transplantation_follow_up:complications',
);

/** The row ids: every key of the chart below. */
export type RowId = keyof typeof rows;

const rows = {
  age_under_18: {
    condition: 'Age, menarche to under 18 years',
    cells: ['2', '2', '1', '2', '1', '1'],
    when: { age: { below: 18 } },
  },
  age_18_to_19: {
    condition: 'Age, 18 to under 20 years',
    cells: ['2', '2', '1', '1', '1', '1'],
    when: { age: { from: 18, below: 20 } },
  },
  age_20_to_39: {
    condition: 'Age, 20 to under 40 years',
    cells: ['1', '1', '1', '1', '1', '1'],
    when: { age: { from: 20, below: 40 } },
  },
  age_40_to_45: {
    condition: 'Age, 40 to 45 years',
    cells: ['1', '1', '1', '1', '1', '2'],
    when: { age: { from: 40, below: 46 } },
  },
  age_over_45: {
    condition: 'Age, over 45 years',
    cells: ['1', '1', '1', '2', '1', '2'],
    when: { age: { from: 46 } },
  },
  pregnancy: {
    condition: 'Pregnancy',
    cells: ['4*', '4*', 'NA*', 'NA*', 'NA*', 'NA*'],
    when: allOf(pregnant, stricterIfUnknown(daysPostpartum(0, 1))),
    note: 'Hormonal methods are not used during pregnancy (not applicable); an IUD is never placed.',
  },
  smoking_under_35: {
    condition: 'Smoking, age under 35',
    cells: ['1', '1', '1', '1', '1', '2'],
    when: allOfIndependent(smokes, { age: { below: 35 } }),
  },
  // The intake's bands are "15 or fewer" and "more than 15" cigarettes a day, the chart's
  // "fewer than 15" and "15 or more": the intake's "15 or fewer" includes 15, a heavy smoker to
  // the chart, so no answer says a cigarette smoker is a light one and the heavy row is taken
  // (smoking_35_light_cigarettes, counted as smoking_35_heavy). Nicotine without cigarettes
  // (vape, e-cigarette, patch) is fewer than 15 cigarettes: this row.
  smoking_35_light: {
    condition: 'Smoking, age 35 or older, fewer than 15 cigarettes a day',
    cells: ['1', '1', '1', '1', '1', '3'],
    when: smoking35(not(cigarettes)),
  },
  smoking_35_light_cigarettes: {
    condition: 'Smoking, age 35 or older, fewer than 15 cigarettes a day',
    cells: ['1', '1', '1', '1', '1', '3'],
    when: smoking35(cigarettes, is(cigarettesPerDay, 'lte_15_per_day')),
    takenAs: 'smoking_35_heavy',
    note: 'The intake\'s "15 or fewer a day" includes 15 a day, which the chart counts as 15 or more, so that row is taken.',
  },
  smoking_35_heavy: {
    condition: 'Smoking, age 35 or older, 15 or more cigarettes a day',
    cells: ['1', '1', '1', '1', '1', '4'],
    when: smoking35(stricterIfUnknown(allOf(cigarettes, is(cigarettesPerDay, 'gt_15_per_day')))),
  },
  obesity: {
    condition: 'Obesity, BMI 30 kg/m² or more',
    cells: ['1', '1', '1', '1', '1', '2*'],
    when: { bmi: { from: 30 } },
    yieldsTo: 'obesity_under_18',
  },
  obesity_under_18: {
    condition: 'Obesity, menarche to under 18 years and BMI 30 kg/m² or more',
    cells: ['1', '1', '1', '2', '1', '2*'],
    when: allOfIndependent({ bmi: { from: 30 } }, stricterIfUnknown({ age: { below: 18 } })),
  },
  postpartum_under_4_weeks: {
    condition:
      'Postpartum (breastfeeding or not, including cesarean), 10 minutes to under 4 weeks after delivery',
    cells: ['2*', '2*', '-', '-', '-', '-'],
    when: postpartum(firstDays(28)),
  },
  postpartum_4_weeks_or_more: {
    condition: 'Postpartum, 4 weeks or more after delivery',
    cells: ['1*', '1*', '-', '-', '-', '-'],
    when: postpartum(daysPostpartum(28)),
  },
  breastfeeding_under_21_days: {
    condition: 'Breastfeeding, under 21 days postpartum',
    cells: ['-', '-', '2*', '2*', '2*', '4*'],
    when: postpartum(breastfeeding, firstDays(21)),
  },
  breastfeeding_21_to_29_days: {
    condition: 'Breastfeeding, 21 to under 30 days postpartum',
    cells: ['-', '-', '2*', '2*', '2*', '3*'],
    when: postpartum(breastfeeding, daysPostpartum(21, 30)),
  },
  breastfeeding_30_to_42_days_vte: {
    condition: 'Breastfeeding, 30 to 42 days postpartum, with other risk factors for VTE',
    cells: ['-', '-', '1*', '2*', '1*', '3*'],
    when: postpartum(breastfeeding, daysPostpartum(30, 43)),
    note: VTE_NOTE,
  },
  breastfeeding_after_42_days: {
    condition:
      'Breastfeeding, 30 to 42 days postpartum without other risk factors for VTE, or more than 42 days',
    cells: ['-', '-', '1*', '1*', '1*', '2*'],
    when: postpartum(breastfeeding, daysPostpartum(43)),
  },
  not_breastfeeding_under_21_days: {
    condition: 'Not breastfeeding, under 21 days postpartum',
    cells: ['-', '-', '1', '2', '1', '4'],
    when: postpartum(no('breastfeeding'), firstDays(21)),
  },
  not_breastfeeding_21_to_42_days_vte: {
    condition: 'Not breastfeeding, 21 to 42 days postpartum, with other risk factors for VTE',
    cells: ['-', '-', '1', '2', '1', '3*'],
    when: postpartum(no('breastfeeding'), daysPostpartum(21, 43)),
    note: VTE_NOTE,
  },
  not_breastfeeding_21_to_42_days: {
    condition: 'Not breastfeeding, 21 to 42 days postpartum, without other risk factors for VTE',
    cells: ['-', '-', '1', '1', '1', '2'],
    takenAs: 'not_breastfeeding_21_to_42_days_vte',
  },
  septic_abortion: {
    condition: 'Postpartum sepsis, or immediately after a septic abortion',
    cells: ['4', '4', '1*', '1*', '1*', '1*'],
    when: allOf(yes('previous_abortion'), yes('symptoms_of_septic_abortion')),
    note: IMMEDIATELY_AFTER_NOTE,
  },
  second_trimester_abortion: {
    condition: 'After a second-trimester abortion',
    cells: ['2*', '2*', '1*', '1*', '1*', '1*'],
    when: allOf(yes('previous_abortion'), is('abortion_trimester', 'second')),
    note: IMMEDIATELY_AFTER_NOTE,
  },
  peripartum_cardiomyopathy_mild_under_6_months: {
    condition:
      'Peripartum cardiomyopathy, normal or mildly impaired cardiac function, under 6 months',
    cells: ['2', '2', '1', '2', '1', '4'],
    when: allOf(
      pregnant,
      is('peripartum_cardiomyopathy', 'diagnosed_normal_mild_impaired'),
      stricterIfUnknown(is('peripartum_cardiomyopathy_duration', 'lt_6_months')),
    ),
  },
  peripartum_cardiomyopathy_mild_6_months: {
    condition:
      'Peripartum cardiomyopathy, normal or mildly impaired cardiac function, 6 months or more',
    cells: ['2', '2', '1', '2', '1', '3'],
    when: allOf(
      pregnant,
      is('peripartum_cardiomyopathy', 'diagnosed_normal_mild_impaired'),
      is('peripartum_cardiomyopathy_duration', 'gte_6_months'),
    ),
  },
  peripartum_cardiomyopathy_severe: {
    condition: 'Peripartum cardiomyopathy, moderately or severely impaired cardiac function',
    cells: ['2', '2', '2', '3', '2', '4'],
    when: allOf(pregnant, is('peripartum_cardiomyopathy', 'diagnosed_moderate_severe_impaired')),
  },
  multiple_cardiovascular_risk_factors: {
    condition:
      'Multiple risk factors for atherosclerotic cardiovascular disease (older age, smoking, diabetes, hypertension, low HDL, high LDL or high triglycerides)',
    cells: ['1', '2', '2*', '3*', '2*', '3/4*'],
    // Age 35 or older with smoking and nothing else is the chart's own smoking rows, so one
    // factor must be a disease (diabetes, hypertension, dyslipidemia); the U.S. MEC warns
    // against adding up categories. Its two parts are independent: with no lipid panel (none
    // at a pharmacy), no disease and fewer than two factors still rule it out.
    when: allOfIndependent(
      anyOf(diabetes, hypertensive, { dyslipidemia: true }),
      atLeastOf(2, { age: { from: 35 } }, smokes, diabetes, hypertensive, { dyslipidemia: true }),
    ),
    note: 'Two or more of: age 35 or older, smoking, diabetes, hypertension, a lipid flag in the lab profile (one of them not age or smoking).',
  },
  hypertension_controlled_or_elevated: {
    condition: 'Hypertension adequately controlled, or systolic 140-159 or diastolic 90-99 mm Hg',
    cells: ['1*', '1*', '1*', '2*', '1*', '3*'],
    when: anyOf({ bloodPressure: 'elevated' }, isOneOf('hypertension', HYPERTENSION)),
    yieldsTo: 'hypertension_severe',
  },
  hypertension_severe: {
    condition:
      'Hypertension, systolic 160 or higher or diastolic 100 or higher mm Hg, or vascular disease',
    cells: ['1*', '2*', '2*', '3*', '2*', '4*'],
    // Treated or untreated hypertension with no reading: control unknown, so the severe row.
    when: anyOf(
      is('hypertension', 'yes_with_vascular_disease'),
      yes('atherosclerotic_cv_disease'),
      { bloodPressure: 'severe' },
      allOfIndependent(
        isOneOf('hypertension', HYPERTENSION),
        stricterIfUnknown({ bloodPressure: 'severe' }),
      ),
    ),
    note: VASCULAR_DISEASE_NOTE,
  },
  high_blood_pressure_in_pregnancy: {
    condition: 'History of high blood pressure during pregnancy',
    cells: ['1', '1', '1', '1', '1', '2'],
    when: allOf(pregnant, yes('high_bp_pregnancy')),
  },
  dvt_pe_anticoagulated: {
    condition: 'DVT/PE, on therapeutic anticoagulation',
    cells: ['2*', '2*', '2*', '2*', '2*', '3*'],
    when: allOfIndependent(dvtPe, stricterIfUnknown({ anticoagulation: 'therapeutic' })),
  },
  dvt_pe_prophylactic_higher_risk: {
    condition: 'DVT/PE history, prophylactic-dose anticoagulation, higher risk of recurrence',
    cells: ['2*', '2*', '2*', '3*', '2*', '4*'],
    when: allOfIndependent(dvtPe, stricterIfUnknown({ anticoagulation: 'prophylactic' })),
    note: RECURRENCE_NOTE,
  },
  dvt_pe_prophylactic_lower_risk: {
    condition: 'DVT/PE history, prophylactic-dose anticoagulation, lower risk of recurrence',
    cells: ['2*', '2*', '2*', '2*', '2*', '3*'],
    takenAs: 'dvt_pe_prophylactic_higher_risk',
  },
  dvt_pe_higher_risk: {
    condition: 'DVT/PE history, not on anticoagulation, higher risk of recurrence',
    cells: ['1', '2', '2', '3', '2', '4'],
    when: allOfIndependent(dvtPe, stricterIfUnknown({ anticoagulation: 'none' })),
    note: RECURRENCE_NOTE,
  },
  dvt_pe_lower_risk: {
    condition: 'DVT/PE history, not on anticoagulation, lower risk of recurrence',
    cells: ['1', '2', '2', '2', '2', '3'],
    takenAs: 'dvt_pe_higher_risk',
  },
  dvt_pe_relative: {
    condition: 'DVT/PE in a first-degree relative',
    cells: ['1', '1', '1', '1', '1', '2'],
    when: yes('family_history:thrombosis'),
    note: 'The intake does not say which relative, so a first-degree relative is assumed.',
  },
  thrombophilia: {
    condition: 'Known thrombogenic mutations (thrombophilia)',
    cells: ['1*', '2*', '2*', '3*', '2*', '4*'],
    when: yes('thrombogenic_mutations'),
  },
  superficial_venous_thrombosis: {
    condition: 'Superficial venous thrombosis',
    cells: ['1', '1', '1', '2', '1', '3*'],
    when: is('superficial_venous_disorders', 'yes_history'),
  },
  varicose_veins: {
    condition: 'Varicose veins',
    cells: ['1', '1', '1', '1', '1', '1'],
    when: is('superficial_venous_disorders', 'yes_visible'),
  },
  ischemic_heart_disease: {
    condition: 'Ischemic heart disease (current or history)',
    cells: ['1', '2->3', '2->3', '3', '2->3', '4'],
    when: yes('ischemic_heart_disease'),
  },
  stroke: {
    condition: 'Stroke (history)',
    cells: ['1', '2', '2->3', '3', '2->3', '4'],
    when: yes('stroke'),
  },
  valvular_heart_disease: {
    condition: 'Valvular heart disease, uncomplicated',
    cells: ['1', '1', '1', '1', '1', '2'],
    when: is('valvular_heart_disease', 'diagnosed_without_complications'),
  },
  valvular_heart_disease_complicated: {
    condition:
      'Valvular heart disease, complicated (pulmonary hypertension, risk of atrial fibrillation, history of subacute bacterial endocarditis)',
    cells: ['1', '1', '1', '2', '1', '4'],
    when: is('valvular_heart_disease', 'diagnosed_with_complications'),
  },
  sle_antiphospholipid_antibodies: {
    condition: 'SLE, positive or unknown antiphospholipid antibodies',
    cells: ['1*', '2*', '2*', '3*', '2*', '4*'],
    when: sleAntibodies.yes,
  },
  sle_severe_thrombocytopenia: {
    condition: 'SLE, severe thrombocytopenia',
    cells: ['3*->2*', '2*', '2*', '3*->2*', '2*', '2*'],
    when: sleThrombocytopenia.yes,
  },
  sle_immunosuppressive_therapy: {
    condition: 'SLE, immunosuppressive therapy',
    cells: ['2*->1*', '2*', '2*', '2*', '2*', '2*'],
    when: sleImmunosuppression.yes,
  },
  sle_other: {
    condition: 'SLE, none of the above',
    cells: ['1*', '2*', '2*', '2*', '2*', '2*'],
    // Each follow-up after SLE; one answered yes rules this row out whatever the others say.
    when: allOfIndependent(sleAntibodies.no, sleThrombocytopenia.no, sleImmunosuppression.no),
  },
  rheumatoid_arthritis: {
    condition: 'Rheumatoid arthritis, not on immunosuppressive therapy',
    cells: ['1', '1', '1', '2', '1', '2'],
    when: raTherapy.no,
  },
  rheumatoid_arthritis_immunosuppressed: {
    condition: 'Rheumatoid arthritis, on immunosuppressive therapy',
    cells: ['2->1', '2->1', '1', '2/3*', '1', '2'],
    when: raTherapy.yes,
  },
  headache: {
    condition: 'Non-migraine headache',
    cells: ['1', '1', '1', '1', '1', '1*'],
    when: has('neurologic_conditions', 'headaches'),
  },
  migraine_without_aura: {
    condition: 'Migraine without aura',
    cells: ['1', '1', '1', '1', '1', '2*'],
    when: has('neurologic_conditions', 'migranes_without_aura'),
  },
  migraine_with_aura: {
    condition: 'Migraine with aura',
    cells: ['1', '1', '1', '1', '1', '4*'],
    when: has('neurologic_conditions', 'migranes_with_aura'),
  },
  // Not a row of the chart: a migraine whose aura she does not know (docs/product.md,
  // "Entities and fields") takes the row with aura.
  migraine_aura_not_known: {
    condition: 'Migraine, aura not known',
    cells: ['1', '1', '1', '1', '1', '4*'],
    when: has('neurologic_conditions', 'migraine_aura_not_known'),
    takenAs: 'migraine_with_aura',
    note: 'She does not know whether her migraines have an aura, so the row with aura is taken.',
  },
  epilepsy: {
    condition: 'Epilepsy',
    cells: ['1', '1', '1*', '1*', '1*', '1*'],
    when: has('neurologic_conditions', 'epilepsy'),
  },
  multiple_sclerosis: {
    condition: 'Multiple sclerosis, without prolonged immobility',
    cells: ['1', '1', '1', '2', '1', '1'],
    when: msImmobility.no,
  },
  multiple_sclerosis_immobile: {
    condition: 'Multiple sclerosis, with prolonged immobility',
    cells: ['1', '1', '1', '2', '1', '3'],
    when: msImmobility.yes,
  },
  depressive_disorders: {
    condition: 'Depressive disorders',
    cells: ['1*', '1*', '1*', '1*', '1*', '1*'],
    when: anyOf(
      hasAny('mood_disorders', DEPRESSIVE),
      hasAny('mood_disorders_undiagnosed', DEPRESSIVE),
    ),
  },
  cervicitis_or_pid: {
    condition: 'Current PID, purulent cervicitis, chlamydia or gonorrhea',
    cells: ['4->2*', '4->2*', '1', '1', '1', '1'],
    when: anyOf(
      reproductive('pelvic_inflammatory_disease'),
      reproductive('current_or_past_sexually_transmitted_infections'),
    ),
    note: 'The intake does not tell a current infection from a past one, so the current-infection row is taken.',
  },
  pid_past: {
    condition: 'PID, past, without subsequent pregnancy',
    cells: ['2', '2', '1', '1', '1', '1'],
    takenAs: 'cervicitis_or_pid',
  },
  sti_other_factors: {
    condition: 'Other factors related to STIs',
    cells: ['2*->2', '2*->2', '1', '1', '1', '1'],
    notAsked: 'The intake asks about infections, not about other factors related to STIs.',
  },
  unexplained_vaginal_bleeding: {
    condition: 'Unexplained vaginal bleeding, before evaluation',
    cells: ['4*->2*', '4*->2*', '3*', '3*', '2*', '2*'],
    when: reproductive('unexplained_vaginal_bleeding'),
    note: 'The intake does not record an evaluation, so the before-evaluation row is taken.',
  },
  distorted_uterine_cavity: {
    condition: 'Distorted uterine cavity (any congenital or acquired abnormality distorting it)',
    cells: ['4', '4', '-', '-', '-', '-'],
    when: reproductive('distorted_uterine_cavity'),
  },
  uterine_fibroids: {
    condition: 'Uterine fibroids',
    cells: ['2', '2', '1', '1', '1', '1'],
    when: reproductive('uterine_fibroids'),
  },
  endometriosis: {
    condition: 'Endometriosis',
    cells: ['2', '1', '1', '1', '1', '1'],
    when: reproductive('endometriosis'),
  },
  severe_dysmenorrhea: {
    condition: 'Severe dysmenorrhea',
    cells: ['2', '1', '1', '1', '1', '1'],
    when: reproductive('severe_dysmenorrhea'),
  },
  irregular_bleeding: {
    condition: 'Irregular vaginal bleeding pattern without heavy bleeding',
    cells: ['1', '1', '2', '2', '2', '1'],
    when: reproductive('irregular_cycles_without_heavy_bleeding'),
  },
  heavy_bleeding: {
    condition: 'Heavy or prolonged vaginal bleeding',
    cells: ['2*', '1*->2*', '2*', '2*', '2*', '1*'],
    when: reproductive('heavy_periods'),
  },
  benign_gynecologic: {
    condition: 'Cervical ectropion; endometrial hyperplasia; benign ovarian tumors; ovarian cancer',
    cells: ['1', '1', '1', '1', '1', '1'],
    when: hasAny('reproductive_tract_infections', [
      'cervical_ectropion',
      'endometrial_hyperplasia',
      'benign_ovarian_tumors',
      'ovarian_cancer',
    ]),
  },
  cervical_intraepithelial_neoplasia: {
    condition: 'Cervical intraepithelial neoplasia',
    cells: ['1', '2', '2', '2', '1', '2'],
    when: reproductive('cervical_intraepithelial_neoplasia'),
  },
  cervical_cancer: {
    condition: 'Cervical cancer, awaiting treatment',
    cells: ['4->2', '4->2', '2', '2', '1', '2'],
    when: reproductive('cervical_cancer_awaiting_treatment'),
  },
  endometrial_cancer: {
    condition: 'Endometrial cancer',
    cells: ['4->2', '4->2', '1', '1', '1', '1'],
    when: reproductive('endometrial_cancer'),
  },
  gestational_trophoblastic_disease: {
    condition:
      'Gestational trophoblastic disease, persistently elevated beta-hCG or malignant, with evidence or suspicion of intrauterine disease',
    cells: ['4*->2*', '4*->2*', '1*', '1*', '1*', '1*'],
    when: reproductive('gestational_trophoblastic_disease'),
    note: 'The intake does not say how the disease stands, so the stricter row is taken.',
  },
  vaginitis: {
    condition: 'Vaginitis (including trichomonas and bacterial vaginosis)',
    cells: ['2', '2', '1', '1', '1', '1'],
    when: reproductive('vaginitis'),
  },
  undiagnosed_breast_mass: {
    condition: 'Undiagnosed breast mass',
    cells: ['1', '2*', '2*', '2*', '2*', '2*'],
    when: allOf(breastDisease, is(breastStatus, 'undiagnosed_mass')),
  },
  benign_breast_disease: {
    condition: 'Benign breast disease',
    cells: ['1', '1', '1', '1', '1', '1'],
    when: allOf(breastDisease, is(breastStatus, 'benign_breast_disease')),
  },
  breast_cancer: {
    condition: 'Breast cancer, current',
    cells: ['1', '4', '4', '4', '4', '4'],
    when: followUpOrElsewhere(
      breastDisease,
      breastStatus,
      'current_breast_cancer',
      reproductive('breast_disease_or_cancer'),
    ),
  },
  breast_cancer_past: {
    condition: 'Breast cancer, past, no evidence of disease for 5 years',
    cells: ['1', '3', '3', '3', '3', '3'],
    when: allOf(breastDisease, is(breastStatus, 'past_breast_cancer')),
    takenAs: 'breast_cancer',
    note: 'Past breast cancer: the intake does not record 5 years without evidence of disease, so the row for current breast cancer is taken.',
  },
  high_risk_for_hiv: {
    condition: 'High risk for HIV',
    cells: ['1*', '1*', '1', '1', '1', '1'],
    notAsked: 'The intake asks whether she has HIV, not about her risk of it.',
  },
  hiv_not_on_therapy: {
    condition: 'HIV, not clinically well or not on antiretroviral therapy',
    cells: ['2->1', '2->1', '1*', '1*', '1*', '1*'],
    when: allOf(hiv, no('hiv_follow_up:arv_therapy')),
  },
  hiv_on_therapy: {
    condition: 'HIV, clinically well and on antiretroviral therapy',
    cells: ['1', '1', '1*', '1*', '1*', '1*'],
    when: allOf(hiv, stricterIfUnknown(yes('hiv_follow_up:arv_therapy'))),
    takenAs: 'hiv_not_on_therapy',
    note: 'On antiretroviral therapy: the intake does not record whether she is clinically well, so the stricter row is taken.',
  },
  tuberculosis_non_pelvic: {
    condition: 'Tuberculosis, non-pelvic',
    cells: ['1', '1', '1*', '1*', '1*', '1*'],
    when: has('infections', 'non_pelvic_tuberculosis'),
  },
  tuberculosis_pelvic: {
    condition: 'Tuberculosis, pelvic',
    cells: ['4->3', '4->3', '1*', '1*', '1*', '1*'],
    when: has('infections', 'pelvic_tuberculosis'),
  },
  schistosomiasis_or_malaria: {
    condition: 'Schistosomiasis (uncomplicated or with fibrosis of the liver); malaria',
    cells: ['1', '1', '1', '1', '1', '1'],
    when: hasAny('infections', ['schistosomiasis', 'fibrosis_of_the_liver', 'malaria']),
  },
  diabetes: {
    condition: 'Diabetes, nonvascular (type 1 or 2)',
    cells: ['1', '2', '2', '2', '2', '2'],
    // The two follow-ups after diabetes; atherosclerotic disease is asked of everyone.
    when: allOfIndependent(
      allOf(
        diabetes,
        allOfIndependent(
          yes('diabetes_follow_up:diabetes_lte_20_years'),
          no('diabetes_follow_up:experience_nephropathy_retinopathy_neuropathy'),
        ),
      ),
      no('atherosclerotic_cv_disease'),
    ),
    yieldsTo: 'diabetes_vascular',
  },
  diabetes_vascular: {
    condition:
      "Diabetes with nephropathy, retinopathy or neuropathy, other vascular disease, or more than 20 years' duration",
    cells: ['1', '2', '2', '3', '2', '3/4*'],
    when: allOf(
      diabetes,
      stricterIfUnknown(
        anyOf(
          no('diabetes_follow_up:diabetes_lte_20_years'),
          yes('diabetes_follow_up:experience_nephropathy_retinopathy_neuropathy'),
          yes('atherosclerotic_cv_disease'),
        ),
      ),
    ),
  },
  diabetes_other_vascular: {
    condition:
      'Diabetes with other vascular disease (such as atherosclerotic cardiovascular disease)',
    cells: ['1', '2', '2', '3', '2', '3/4*'],
    takenAs: 'diabetes_vascular',
  },
  gestational_diabetes: {
    condition: 'Diabetes, history of gestational disease only',
    cells: ['1', '1', '1', '1', '1', '1'],
    notAsked:
      'The intake asks about gestational diabetes only of a patient with type 1 or 2 diabetes, so never of one with gestational diabetes only.',
  },
  thyroid_disorders: {
    condition: 'Thyroid disorders',
    cells: ['1', '1', '1', '1', '1', '1'],
    when: hasAny('endocrine_conditions', [
      'hyperthyroidism',
      'hypothyroidism',
      'simple_goiter_thyroid_disorder',
    ]),
  },
  gallbladder_symptomatic: {
    condition: 'Gallbladder disease, symptomatic (current or medically treated)',
    cells: ['1', '2', '2', '2', '2', '3'],
    when: gallbladderSymptoms.yes,
  },
  gallbladder_asymptomatic: {
    condition: 'Gallbladder disease, treated by cholecystectomy, or asymptomatic',
    cells: ['1', '2', '2', '2', '2', '2'],
    when: gallbladderSymptoms.no,
  },
  cholestasis_pregnancy: {
    condition: 'Cholestasis, pregnancy-related history',
    cells: ['1', '1', '1', '1', '1', '2'],
    when: has('gi_conditions', 'pregnancy_related_cholestasis'),
  },
  cholestasis_contraceptive: {
    condition: 'Cholestasis, past combined-hormonal-contraceptive-related',
    cells: ['1', '2', '2', '2', '2', '3'],
    when: has('gi_conditions', 'hormonal_birth_control_related_cholestasis'),
  },
  hepatitis_acute: {
    condition: 'Viral hepatitis, acute or flare',
    cells: ['1', '1', '1', '1', '1', '3/4*->2'],
    when: allOf(hepatitis, stricterIfUnknown(is(hepatitisStatus, 'acute'))),
  },
  hepatitis_chronic: {
    condition: 'Viral hepatitis, chronic (carrier)',
    cells: ['1', '1', '1', '1', '1', '1'],
    when: allOf(hepatitis, isOneOf(hepatitisStatus, ['carrier', 'chronic'])),
  },
  cirrhosis_compensated: {
    condition: 'Cirrhosis, compensated (mild)',
    cells: ['1', '1', '1', '1', '1', '1'],
    when: has('gi_conditions', 'mild_cirrhosis'),
  },
  cirrhosis_decompensated: {
    condition: 'Cirrhosis, decompensated (severe)',
    cells: ['1', '2', '2', '3', '2', '4'],
    when: has('gi_conditions', 'severe_cirrhosis'),
  },
  focal_nodular_hyperplasia: {
    condition: 'Liver tumor, focal nodular hyperplasia',
    cells: ['1', '2', '2', '2', '2', '2'],
    when: allOf(liverTumors, is(liverTumor, 'focal_nodular_hyperplasia')),
  },
  hepatocellular_adenoma: {
    condition: 'Liver tumor, hepatocellular adenoma',
    cells: ['1', '2', '2', '3', '2', '4'],
    when: allOf(liverTumors, is(liverTumor, 'hepatocellular_adenoma')),
  },
  hepatoma: {
    condition: 'Liver tumor, hepatocellular carcinoma (hepatoma)',
    cells: ['1', '3', '3', '3', '3', '4'],
    when: followUpOrElsewhere(liverTumors, liverTumor, 'hepatoma', has('cancer', 'liver_tumor')),
  },
  cystic_fibrosis: {
    condition: 'Cystic fibrosis',
    cells: ['1*', '1*', '1*', '2*', '1*', '1*'],
    when: yes('cystic_fibrosis'),
  },
  thalassemia_or_iron_deficiency: {
    condition: 'Thalassemia or iron-deficiency anemia',
    cells: ['2', '1', '1', '1', '1', '1'],
    when: hasAny('anemias', ['thalassemia', 'iron_deficiency_anemia']),
  },
  sickle_cell_disease: {
    condition: 'Sickle cell disease',
    cells: ['2', '1', '1', '2/3*', '1', '4'],
    when: has('anemias', 'sickle_cell_disease'),
  },
  transplant: {
    condition: 'Solid organ transplantation, uncomplicated',
    cells: ['1', '1', '2', '2/3*', '2', '2*'],
    when: graftFailure.no,
  },
  transplant_complicated: {
    condition: 'Solid organ transplantation, complicated (graft failure)',
    cells: ['2->1', '2->1', '2', '2/3*', '2', '4'],
    when: graftFailure.yes,
  },
  bariatric_restrictive: {
    condition: 'Bariatric surgery, restrictive procedure',
    cells: ['1', '1', '1', '1', '1', '1'],
    when: is('bariatric_surgery', 'yes_restrict_eating'),
  },
  bariatric_malabsorptive: {
    condition: 'Bariatric surgery, malabsorptive procedure',
    cells: ['1', '1', '1', '1', '3', '3 for the pill; 1 for patch and ring'],
    when: is('bariatric_surgery', 'yes_restrict_eating_nutrients'),
  },
  enzyme_inducers: {
    condition:
      'Anticonvulsant therapy (phenytoin, carbamazepine, barbiturates, primidone, topiramate, oxcarbazepine) or rifampin or rifabutin',
    cells: ['1', '1', '2*', '1*', '3*', '3*'],
    when: { medication: 'enzyme_inducer' },
  },
  lamotrigine: {
    condition: 'Lamotrigine therapy',
    cells: ['1', '1', '1', '1', '1', '3*'],
    when: { medication: 'lamotrigine' },
  },
  fosamprenavir: {
    condition: 'Antiretroviral therapy with fosamprenavir',
    cells: ['1/2*', '1/2*', '2*', '2*', '2*', '3*'],
    when: { medication: 'fosamprenavir' },
  },
  other_antiretrovirals: {
    condition: 'Antiretroviral therapy other than fosamprenavir (1 or 2 for every method)',
    cells: ['1/2*', '1/2*', '1/2*', '1/2*', '1/2*', '1/2*'],
    when: { medication: 'other_antiretroviral' },
  },
  st_johns_wort: {
    condition: "St. John's wort",
    cells: ['1', '1', '2', '1', '2', '2'],
    when: { medication: 'st_johns_wort' },
  },
} satisfies Record<string, ChartRow>;

export const chart: Readonly<Record<RowId, ChartRow>> = rows;

/** The row a selection of this one counts as (chart.test.ts checks every `takenAs` names a row). */
export const countedAs = (id: RowId): RowId => (chart[id].takenAs ?? id) as RowId;
