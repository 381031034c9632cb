import { describe, expect, it } from 'vitest';
import { intake, TODAY, type Answers } from '../../../tests/safety-records';
import { chart, chartColumns, type RowId } from './chart';
import { describeReason, findingsOf, safetyCheck, type SafetyCheck } from './safety-check';

/**
 * The categories are written here by hand from /work/shared/usmec-2024.md, in the chart's
 * column order (Cu-IUD, LNG-IUD, implant, DMPA, POP, CHC), the highest value of a cell with
 * a range or an initiation/continuation pair; "-" counts as no restriction.
 */
type Categories = `${number} ${number} ${number} ${number} ${number} ${number}`;

const categories = (check: SafetyCheck) =>
  chartColumns.map((method) => check[method].category).join(' ');
const rowsOf = (check: SafetyCheck) => findingsOf(check).map((finding) => finding.row);
const reasonsOf = (check: SafetyCheck, method: keyof SafetyCheck) =>
  check[method].reasons.map(({ finding, cell }) => describeReason(finding, cell));

const NONE: Categories = '1 1 1 1 1 1';
const postpartum = (answers: Answers): Answers => ({
  pregnant: true,
  breastfeeding: false,
  days_post_partum: 120,
  high_bp_pregnancy: false,
  peripartum_cardiomyopathy: 'no',
  ...answers,
});
const smoker = (dateOfBirth: string, perDay: string): Answers => ({
  date_of_birth: dateOfBirth,
  lifestyle_smoking: true,
  'lifestyle_smoking_follow_up:products': ['cigarette'],
  'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day': perDay,
});
/** Systemic lupus with its three follow-ups (null: unanswered). */
type YesNo = boolean | null;
const sle = (antibodies: YesNo, thrombocytopenia: YesNo, immunosuppressed: YesNo) => ({
  rheumatic_diseases: ['systemic_lupus_erythematosus'],
  'rheumatic_diseases_sle_follow_up:antiphospholipid_antibodies': antibodies,
  'rheumatic_diseases_sle_follow_up:severe_thrombocytopenia': thrombocytopenia,
  'rheumatic_diseases_sle_follow_up:immunosuppressive_therapy': immunosuppressed,
});
const diabetes = (twentyYearsOrLess: boolean, complications: boolean): Answers => ({
  endocrine_conditions: ['type_2_diabetes'],
  'diabetes_follow_up:diabetes_lte_20_years': twentyYearsOrLess,
  'diabetes_follow_up:experience_nephropathy_retinopathy_neuropathy': complications,
});
const liverTumor = (type: string): Answers => ({
  gi_conditions: ['liver_tumors'],
  'gi_conditions_liver_tumors_follow_up:liver_tumor': type,
});

interface Case {
  /** The chart entry the answers select. */
  row: RowId;
  answers: Answers;
  expected: Categories;
  /** The rows the check reports, when not just the selected one (or the row it counts as). */
  findings?: RowId[];
}

/** One case or more for every row the intake can answer. */
const cases: [string, Case][] = [
  [
    'a smoker under 35',
    {
      row: 'smoking_under_35',
      answers: smoker('1996-05-10', 'gt_15_per_day'),
      expected: '1 1 1 1 1 2',
    },
  ],
  [
    'a smoker of 15 or fewer a day at 35+',
    {
      row: 'smoking_35_light',
      answers: smoker('1980-01-01', 'lte_15_per_day'),
      expected: '1 1 1 1 1 3',
    },
  ],
  [
    'a vaper at 35+',
    {
      row: 'smoking_35_light',
      answers: {
        ...smoker('1980-01-01', 'gt_15_per_day'),
        'lifestyle_smoking_follow_up:products': ['vape'],
      },
      expected: '1 1 1 1 1 3',
    },
  ],
  [
    'a smoker of more than 15 a day at 35+',
    {
      row: 'smoking_35_heavy',
      answers: smoker('1980-01-01', 'gt_15_per_day'),
      expected: '1 1 1 1 1 4',
    },
  ],
  [
    'breastfeeding, 10 days',
    {
      row: 'breastfeeding_under_21_days',
      answers: postpartum({ breastfeeding: true, days_post_partum: 10 }),
      expected: '1 1 2 2 2 4',
    },
  ],
  [
    'breastfeeding, 25 days',
    {
      row: 'breastfeeding_21_to_29_days',
      answers: postpartum({ breastfeeding: true, days_post_partum: 25 }),
      expected: '1 1 2 2 2 3',
    },
  ],
  [
    'breastfeeding, 35 days',
    {
      row: 'breastfeeding_30_to_42_days_vte',
      answers: postpartum({ breastfeeding: true, days_post_partum: 35 }),
      expected: '1 1 1 2 1 3',
    },
  ],
  [
    'breastfeeding, 60 days',
    {
      row: 'breastfeeding_after_42_days',
      answers: postpartum({ breastfeeding: true, days_post_partum: 60 }),
      expected: '1 1 1 1 1 2',
    },
  ],
  [
    'not breastfeeding, 10 days',
    {
      row: 'not_breastfeeding_under_21_days',
      answers: postpartum({ days_post_partum: 10 }),
      expected: '1 1 1 2 1 4',
    },
  ],
  [
    'not breastfeeding, 30 days',
    {
      row: 'not_breastfeeding_21_to_42_days_vte',
      answers: postpartum({ days_post_partum: 30 }),
      expected: '1 1 1 2 1 3',
    },
  ],
  [
    'peripartum cardiomyopathy, mild, under 6 months',
    {
      row: 'peripartum_cardiomyopathy_mild_under_6_months',
      answers: postpartum({
        peripartum_cardiomyopathy: 'diagnosed_normal_mild_impaired',
        peripartum_cardiomyopathy_duration: 'lt_6_months',
      }),
      expected: '2 2 1 2 1 4',
    },
  ],
  [
    'peripartum cardiomyopathy, mild, 6 months or more',
    {
      row: 'peripartum_cardiomyopathy_mild_6_months',
      answers: postpartum({
        peripartum_cardiomyopathy: 'diagnosed_normal_mild_impaired',
        peripartum_cardiomyopathy_duration: 'gte_6_months',
      }),
      expected: '2 2 1 2 1 3',
    },
  ],
  [
    'peripartum cardiomyopathy, moderate or severe',
    {
      row: 'peripartum_cardiomyopathy_severe',
      answers: postpartum({ peripartum_cardiomyopathy: 'diagnosed_moderate_severe_impaired' }),
      expected: '2 2 2 3 2 4',
    },
  ],
  [
    'treated hypertension, controlled',
    {
      row: 'hypertension_controlled_or_elevated',
      answers: {
        hypertension: 'yes_with_medications',
        recent_blood_pressure: { systolic: 128, diastolic: 82 },
      },
      expected: '1 1 1 2 1 3',
    },
  ],
  [
    'untreated hypertension, 140-159/90-99 answered',
    {
      row: 'hypertension_controlled_or_elevated',
      answers: {
        hypertension: 'yes_without_medications',
        hypertension_bp: 'systolic_140_159_diastolic_90_99',
        recent_blood_pressure: { systolic: 128, diastolic: 82 },
      },
      expected: '1 1 1 2 1 3',
    },
  ],
  [
    'a reading of 145/85 without a diagnosis',
    {
      row: 'hypertension_controlled_or_elevated',
      answers: { recent_blood_pressure: { systolic: 145, diastolic: 85 } },
      expected: '1 1 1 2 1 3',
    },
  ],
  [
    'hypertension with vascular disease',
    {
      row: 'hypertension_severe',
      answers: { hypertension: 'yes_with_vascular_disease' },
      expected: '1 2 2 3 2 4',
    },
  ],
  [
    'untreated hypertension, 160+/100+ answered',
    {
      row: 'hypertension_severe',
      answers: {
        hypertension: 'yes_without_medications',
        hypertension_bp: 'systolic_gte_160_diastolic_gte_100',
      },
      expected: '1 2 2 3 2 4',
    },
  ],
  [
    'treated hypertension read at 170/104',
    {
      row: 'hypertension_severe',
      answers: {
        hypertension: 'yes_with_medications',
        recent_blood_pressure: { systolic: 170, diastolic: 104 },
      },
      expected: '1 2 2 3 2 4',
    },
  ],
  [
    'high blood pressure in pregnancy',
    {
      row: 'high_blood_pressure_in_pregnancy',
      answers: postpartum({ high_bp_pregnancy: true }),
      expected: '1 1 1 1 1 2',
    },
  ],
  [
    'DVT on an anticoagulant (brand name)',
    {
      row: 'dvt_pe_anticoagulated',
      answers: {
        dvt_pe: 'leg_resolved_with_medications',
        current_medications: ['XARELTO 20 mg daily'],
      },
      expected: '2 2 2 2 2 3',
    },
  ],
  [
    'a past pulmonary embolism',
    {
      row: 'dvt_pe_higher_risk',
      answers: { dvt_pe: 'lung_clot_or_pulmonary_embolism' },
      expected: '1 2 2 3 2 4',
    },
  ],
  [
    'a family history of thrombosis',
    {
      row: 'dvt_pe_relative',
      answers: { 'family_history:thrombosis': true },
      expected: '1 1 1 1 1 2',
    },
  ],
  [
    'a thrombogenic mutation',
    { row: 'thrombophilia', answers: { thrombogenic_mutations: true }, expected: '1 2 2 3 2 4' },
  ],
  [
    'superficial venous thrombosis',
    {
      row: 'superficial_venous_thrombosis',
      answers: { superficial_venous_disorders: 'yes_history' },
      expected: '1 1 1 2 1 3',
    },
  ],
  [
    'varicose veins',
    {
      row: 'varicose_veins',
      answers: { superficial_venous_disorders: 'yes_visible' },
      expected: NONE,
    },
  ],
  [
    'ischemic heart disease',
    {
      row: 'ischemic_heart_disease',
      answers: { ischemic_heart_disease: true },
      expected: '1 3 3 3 3 4',
    },
  ],
  ['a stroke', { row: 'stroke', answers: { stroke: true }, expected: '1 2 3 3 3 4' }],
  [
    'uncomplicated valvular disease',
    {
      row: 'valvular_heart_disease',
      answers: { valvular_heart_disease: 'diagnosed_without_complications' },
      expected: '1 1 1 1 1 2',
    },
  ],
  [
    'complicated valvular disease',
    {
      row: 'valvular_heart_disease_complicated',
      answers: {
        valvular_heart_disease: 'diagnosed_with_complications',
        valvular_heart_disease_complications: ['pulmonary_hypertension'],
      },
      expected: '1 1 1 2 1 4',
    },
  ],
  [
    'SLE with antiphospholipid antibodies',
    {
      row: 'sle_antiphospholipid_antibodies',
      answers: sle(true, false, false),
      expected: '1 2 2 3 2 4',
    },
  ],
  [
    'SLE with severe thrombocytopenia',
    {
      row: 'sle_severe_thrombocytopenia',
      answers: sle(false, true, false),
      expected: '3 2 2 3 2 2',
    },
  ],
  [
    'SLE on immunosuppressive therapy',
    {
      row: 'sle_immunosuppressive_therapy',
      answers: sle(false, false, true),
      expected: '2 2 2 2 2 2',
    },
  ],
  [
    'SLE, none of those',
    { row: 'sle_other', answers: sle(false, false, false), expected: '1 2 2 2 2 2' },
  ],
  [
    'rheumatoid arthritis',
    {
      row: 'rheumatoid_arthritis',
      answers: {
        rheumatic_diseases: ['rheumatoid_arthritis'],
        'rheumatic_diseases_ra_follow_up:immunosuppressive_therapy': false,
      },
      expected: '1 1 1 2 1 2',
    },
  ],
  [
    'rheumatoid arthritis, immunosuppressed',
    {
      row: 'rheumatoid_arthritis_immunosuppressed',
      answers: {
        rheumatic_diseases: ['rheumatoid_arthritis'],
        'rheumatic_diseases_ra_follow_up:immunosuppressive_therapy': true,
      },
      expected: '2 2 1 3 1 2',
    },
  ],
  [
    'non-migraine headaches',
    { row: 'headache', answers: { neurologic_conditions: ['headaches'] }, expected: NONE },
  ],
  [
    'migraine without aura',
    {
      row: 'migraine_without_aura',
      answers: { neurologic_conditions: ['migranes_without_aura'] },
      expected: '1 1 1 1 1 2',
    },
  ],
  [
    'migraine with aura',
    {
      row: 'migraine_with_aura',
      answers: { neurologic_conditions: ['migranes_with_aura'] },
      expected: '1 1 1 1 1 4',
    },
  ],
  [
    'epilepsy',
    { row: 'epilepsy', answers: { neurologic_conditions: ['epilepsy'] }, expected: NONE },
  ],
  [
    'multiple sclerosis',
    {
      row: 'multiple_sclerosis',
      answers: {
        neurologic_conditions: ['multiple_sclerosis'],
        'neurologic_conditions_follow_up:multiple_sclerosis_immobilization': false,
      },
      expected: '1 1 1 2 1 1',
    },
  ],
  [
    'multiple sclerosis with immobility',
    {
      row: 'multiple_sclerosis_immobile',
      answers: {
        neurologic_conditions: ['multiple_sclerosis'],
        'neurologic_conditions_follow_up:multiple_sclerosis_immobilization': true,
      },
      expected: '1 1 1 2 1 3',
    },
  ],
  [
    'major depressive disorder',
    {
      row: 'depressive_disorders',
      answers: { mood_disorders: ['major_depressive_disorder'] },
      expected: NONE,
    },
  ],
  [
    'undiagnosed postpartum depression',
    {
      row: 'depressive_disorders',
      answers: { mood_disorders_undiagnosed: ['postpartum_depression'] },
      expected: NONE,
    },
  ],
  [
    'pelvic inflammatory disease',
    {
      row: 'cervicitis_or_pid',
      answers: { reproductive_tract_infections: ['pelvic_inflammatory_disease'] },
      expected: '4 4 1 1 1 1',
    },
  ],
  [
    'a sexually transmitted infection',
    {
      row: 'cervicitis_or_pid',
      answers: {
        reproductive_tract_infections: ['current_or_past_sexually_transmitted_infections'],
      },
      expected: '4 4 1 1 1 1',
    },
  ],
  [
    'unexplained vaginal bleeding',
    {
      row: 'unexplained_vaginal_bleeding',
      answers: { reproductive_tract_infections: ['unexplained_vaginal_bleeding'] },
      expected: '4 4 3 3 2 2',
    },
  ],
  [
    'an undiagnosed breast mass',
    {
      row: 'undiagnosed_breast_mass',
      answers: {
        cancer: ['breast_cancer'],
        'cancer_follow_up:breast_disease_status': 'undiagnosed_mass',
      },
      expected: '1 2 2 2 2 2',
    },
  ],
  [
    'benign breast disease',
    {
      row: 'benign_breast_disease',
      answers: {
        cancer: ['breast_cancer'],
        'cancer_follow_up:breast_disease_status': 'benign_breast_disease',
      },
      expected: NONE,
    },
  ],
  [
    'current breast cancer',
    {
      row: 'breast_cancer',
      answers: {
        cancer: ['breast_cancer'],
        'cancer_follow_up:breast_disease_status': 'current_breast_cancer',
      },
      expected: '1 4 4 4 4 4',
    },
  ],
  [
    'breast disease or cancer of no stated kind',
    {
      row: 'breast_cancer',
      answers: { reproductive_tract_infections: ['breast_disease_or_cancer'] },
      expected: '1 4 4 4 4 4',
    },
  ],
  [
    'past breast cancer (taken as current)',
    {
      row: 'breast_cancer_past',
      answers: {
        cancer: ['breast_cancer'],
        'cancer_follow_up:breast_disease_status': 'past_breast_cancer',
      },
      expected: '1 4 4 4 4 4',
    },
  ],
  [
    'HIV, not on therapy',
    {
      row: 'hiv_not_on_therapy',
      answers: { hiv: true, 'hiv_follow_up:arv_therapy': false },
      expected: '2 2 1 1 1 1',
    },
  ],
  [
    'HIV on therapy (clinically well not asked)',
    {
      row: 'hiv_on_therapy',
      answers: { hiv: true, 'hiv_follow_up:arv_therapy': true },
      expected: '2 2 1 1 1 1',
    },
  ],
  [
    'non-pelvic tuberculosis',
    {
      row: 'tuberculosis_non_pelvic',
      answers: { infections: ['non_pelvic_tuberculosis'] },
      expected: NONE,
    },
  ],
  [
    'pelvic tuberculosis',
    {
      row: 'tuberculosis_pelvic',
      answers: { infections: ['pelvic_tuberculosis'] },
      expected: '4 4 1 1 1 1',
    },
  ],
  [
    'malaria',
    { row: 'schistosomiasis_or_malaria', answers: { infections: ['malaria'] }, expected: NONE },
  ],
  [
    'schistosomiasis with fibrosis of the liver',
    {
      row: 'schistosomiasis_or_malaria',
      answers: { infections: ['schistosomiasis', 'fibrosis_of_the_liver'] },
      expected: NONE,
    },
  ],
  [
    'diabetes, 20 years or less, no complications',
    { row: 'diabetes', answers: diabetes(true, false), expected: '1 2 2 2 2 2' },
  ],
  [
    'diabetes with nephropathy',
    { row: 'diabetes_vascular', answers: diabetes(true, true), expected: '1 2 2 3 2 4' },
  ],
  [
    'diabetes for more than 20 years',
    { row: 'diabetes_vascular', answers: diabetes(false, false), expected: '1 2 2 3 2 4' },
  ],
  [
    'hypothyroidism',
    {
      row: 'thyroid_disorders',
      answers: { endocrine_conditions: ['hypothyroidism'] },
      expected: NONE,
    },
  ],
  [
    'symptomatic gallbladder disease',
    {
      row: 'gallbladder_symptomatic',
      answers: {
        gi_conditions: ['gallbladder_disease'],
        'gi_conditions_gallbladder_follow_up:gallbladder_disease': true,
      },
      expected: '1 2 2 2 2 3',
    },
  ],
  [
    'asymptomatic gallbladder disease',
    {
      row: 'gallbladder_asymptomatic',
      answers: {
        gi_conditions: ['gallbladder_disease'],
        'gi_conditions_gallbladder_follow_up:gallbladder_disease': false,
      },
      expected: '1 2 2 2 2 2',
    },
  ],
  [
    'pregnancy-related cholestasis',
    {
      row: 'cholestasis_pregnancy',
      answers: { gi_conditions: ['pregnancy_related_cholestasis'] },
      expected: '1 1 1 1 1 2',
    },
  ],
  [
    'cholestasis on hormonal birth control',
    {
      row: 'cholestasis_contraceptive',
      answers: { gi_conditions: ['hormonal_birth_control_related_cholestasis'] },
      expected: '1 2 2 2 2 3',
    },
  ],
  [
    'acute viral hepatitis',
    {
      row: 'hepatitis_acute',
      answers: {
        gi_conditions: ['viral_hepatitis'],
        'gi_conditions_viral_hepatitis_follow_up:viral_hepatitis_status': 'acute',
      },
      expected: '1 1 1 1 1 4',
    },
  ],
  [
    'a hepatitis carrier',
    {
      row: 'hepatitis_chronic',
      answers: {
        gi_conditions: ['viral_hepatitis'],
        'gi_conditions_viral_hepatitis_follow_up:viral_hepatitis_status': 'carrier',
      },
      expected: NONE,
    },
  ],
  [
    'mild cirrhosis',
    {
      row: 'cirrhosis_compensated',
      answers: { gi_conditions: ['mild_cirrhosis'] },
      expected: NONE,
    },
  ],
  [
    'severe cirrhosis',
    {
      row: 'cirrhosis_decompensated',
      answers: { gi_conditions: ['severe_cirrhosis'] },
      expected: '1 2 2 3 2 4',
    },
  ],
  [
    'focal nodular hyperplasia',
    {
      row: 'focal_nodular_hyperplasia',
      answers: liverTumor('focal_nodular_hyperplasia'),
      expected: '1 2 2 2 2 2',
    },
  ],
  [
    'hepatocellular adenoma',
    {
      row: 'hepatocellular_adenoma',
      answers: liverTumor('hepatocellular_adenoma'),
      expected: '1 2 2 3 2 4',
    },
  ],
  ['hepatoma', { row: 'hepatoma', answers: liverTumor('hepatoma'), expected: '1 3 3 3 3 4' }],
  [
    'a liver tumor under Cancer',
    { row: 'hepatoma', answers: { cancer: ['liver_tumor'] }, expected: '1 3 3 3 3 4' },
  ],
  [
    'cystic fibrosis',
    { row: 'cystic_fibrosis', answers: { cystic_fibrosis: true }, expected: '1 1 1 2 1 1' },
  ],
  [
    'iron-deficiency anemia',
    {
      row: 'thalassemia_or_iron_deficiency',
      answers: { anemias: ['iron_deficiency_anemia'] },
      expected: '2 1 1 1 1 1',
    },
  ],
  [
    'thalassemia',
    {
      row: 'thalassemia_or_iron_deficiency',
      answers: { anemias: ['thalassemia'] },
      expected: '2 1 1 1 1 1',
    },
  ],
  [
    'sickle cell disease',
    {
      row: 'sickle_cell_disease',
      answers: { anemias: ['sickle_cell_disease'] },
      expected: '2 1 1 3 1 4',
    },
  ],
  [
    'an uncomplicated transplant',
    {
      row: 'transplant',
      answers: {
        solid_organ_transplantation: true,
        'solid_organ_transplantation_follow_up:complications': false,
      },
      expected: '1 1 2 3 2 2',
    },
  ],
  [
    'a transplant with graft failure',
    {
      row: 'transplant_complicated',
      answers: {
        solid_organ_transplantation: true,
        'solid_organ_transplantation_follow_up:complications': true,
      },
      expected: '2 2 2 3 2 4',
    },
  ],
  [
    'restrictive bariatric surgery',
    {
      row: 'bariatric_restrictive',
      answers: { bariatric_surgery: 'yes_restrict_eating' },
      expected: NONE,
    },
  ],
  [
    'malabsorptive bariatric surgery',
    {
      row: 'bariatric_malabsorptive',
      answers: { bariatric_surgery: 'yes_restrict_eating_nutrients' },
      expected: '1 1 1 1 3 3',
    },
  ],
  [
    'carbamazepine by a brand name',
    {
      row: 'enzyme_inducers',
      answers: { current_medications: ['Tegretol XR 200 mg'] },
      expected: '1 1 2 1 3 3',
    },
  ],
  [
    'topiramate',
    {
      row: 'enzyme_inducers',
      answers: { current_medications: ['topiramate 50 mg'] },
      expected: '1 1 2 1 3 3',
    },
  ],
  [
    'rifampin',
    {
      row: 'enzyme_inducers',
      answers: { current_medications: ['RIFAMPIN 600 mg'] },
      expected: '1 1 2 1 3 3',
    },
  ],
  [
    'rifabutin',
    {
      row: 'enzyme_inducers',
      answers: { current_medications: ['Mycobutin'] },
      expected: '1 1 2 1 3 3',
    },
  ],
  [
    'lamotrigine',
    {
      row: 'lamotrigine',
      answers: { current_medications: ['Lamictal 100 mg'] },
      expected: '1 1 1 1 1 3',
    },
  ],
];

describe('safetyCheck', () => {
  it('finds nothing in a clean record, and misses no answer', () => {
    const check = safetyCheck(intake(), TODAY);
    expect(categories(check)).toBe(NONE);
    expect(rowsOf(check)).toEqual([]);
    for (const method of chartColumns) expect(check[method].missing).toEqual([]);
  });

  describe.each(cases)('one chart row: %s', (_, { row, answers, expected, findings }) => {
    const check = safetyCheck(intake(answers), TODAY);

    it(`gives ${expected}`, () => {
      expect(categories(check)).toBe(expected);
    });

    it('names the row as the reason', () => {
      expect(rowsOf(check)).toEqual(findings ?? [chart[row].takenAs ?? row]);
    });
  });

  it('covers every row the intake can select', () => {
    const selectable = Object.keys(chart).filter((id) => chart[id as RowId].when);
    const covered = new Set(cases.map(([, { row }]) => row));
    expect(selectable.filter((id) => !covered.has(id as RowId))).toEqual([]);
  });

  describe('conditions together', () => {
    it('takes the highest category and lists every reason, the deciding ones first', () => {
      const check = safetyCheck(
        intake({
          ...smoker('1980-01-01', 'lte_15_per_day'),
          neurologic_conditions: ['migranes_with_aura'],
          hypertension: 'yes_with_medications',
          recent_blood_pressure: { systolic: 132, diastolic: 84 },
        }),
        TODAY,
      );
      expect(categories(check)).toBe('1 1 1 2 1 4');
      expect(reasonsOf(check, 'chc')).toEqual([
        'Migraine with aura: category 4*.',
        'Smoking, age 35 or older, fewer than 15 cigarettes a day (age 46): category 3.',
        'Hypertension adequately controlled, or systolic 140-159 or diastolic 90-99 mm Hg (blood pressure 132/84 mm Hg): category 3*.',
      ]);
      expect(reasonsOf(check, 'dmpa')[0]).toMatch(/^Hypertension .*: category 2\*\.$/);
    });

    it('keeps a range and an initiation/continuation pair in the reason', () => {
      const check = safetyCheck(
        intake({
          ...diabetes(true, true),
          ischemic_heart_disease: true,
          anemias: ['sickle_cell_disease'],
        }),
        TODAY,
      );
      expect(categories(check)).toBe('2 3 3 3 3 4');
      expect(reasonsOf(check, 'lng_iud')[0]).toBe(
        'Ischemic heart disease (current or history): category 2 for initiation, 3 for continuation.',
      );
      expect(reasonsOf(check, 'chc')).toContain(
        "Diabetes with nephropathy, retinopathy or neuropathy, other vascular disease, or more than 20 years' duration: category 3 or 4*.",
      );
      expect(reasonsOf(check, 'dmpa')).toContain('Sickle cell disease: category 2 or 3*.');
      expect(check.dmpa.reasons).toHaveLength(3);
    });

    it('reads the combined column of malabsorptive surgery as the pill', () => {
      const check = safetyCheck(
        intake({ bariatric_surgery: 'yes_restrict_eating_nutrients' }),
        TODAY,
      );
      expect(reasonsOf(check, 'chc')).toEqual([
        'Bariatric surgery, malabsorptive procedure: category 3 for the pill; 1 for patch and ring.',
      ]);
    });

    it('adds every thrombosis row: DVT, thrombophilia, SLE with antibodies, family history', () => {
      const check = safetyCheck(
        intake({
          dvt_pe: 'leg_resolved_without_medications',
          thrombogenic_mutations: true,
          'family_history:thrombosis': true,
          ...sle(true, false, false),
        }),
        TODAY,
      );
      expect(categories(check)).toBe('1 2 2 3 2 4');
      expect(rowsOf(check)).toEqual([
        'dvt_pe_higher_risk',
        'dvt_pe_relative',
        'thrombophilia',
        'sle_antiphospholipid_antibodies',
      ]);
      expect(reasonsOf(check, 'dmpa')[0]).toBe(
        'DVT/PE history, not on anticoagulation, higher risk of recurrence: category 3. The intake does not record the risk of recurrence, so the higher-risk row is taken.',
      );
    });
  });

  describe('boundaries', () => {
    it.each([
      ['the day before the 35th birthday', '1991-11-23', 'smoking_under_35', '1 1 1 1 1 2'],
      ['the 35th birthday', '1991-11-22', 'smoking_35_heavy', '1 1 1 1 1 4'],
    ])('smoking on %s', (_, dateOfBirth, row, expected) => {
      const check = safetyCheck(intake(smoker(dateOfBirth, 'gt_15_per_day')), TODAY);
      expect(rowsOf(check)).toEqual([row]);
      expect(categories(check)).toBe(expected);
    });

    it.each([
      [true, 20, 'breastfeeding_under_21_days'],
      [true, 21, 'breastfeeding_21_to_29_days'],
      [true, 29, 'breastfeeding_21_to_29_days'],
      [true, 30, 'breastfeeding_30_to_42_days_vte'],
      [true, 42, 'breastfeeding_30_to_42_days_vte'],
      [true, 43, 'breastfeeding_after_42_days'],
      [false, 0, 'not_breastfeeding_under_21_days'],
      [false, 20, 'not_breastfeeding_under_21_days'],
      [false, 21, 'not_breastfeeding_21_to_42_days_vte'],
      [false, 42, 'not_breastfeeding_21_to_42_days_vte'],
    ])('breastfeeding %s, %i days postpartum', (feeding, days, row) => {
      const check = safetyCheck(
        intake(postpartum({ breastfeeding: feeding, days_post_partum: days })),
        TODAY,
      );
      expect(rowsOf(check)).toEqual([row]);
    });

    it('has no postpartum row for a patient not breastfeeding after 42 days', () => {
      const check = safetyCheck(intake(postpartum({ days_post_partum: 43 })), TODAY);
      expect(rowsOf(check)).toEqual([]);
    });

    it.each([
      [139, 89, []],
      [140, 80, ['hypertension_controlled_or_elevated']],
      [120, 90, ['hypertension_controlled_or_elevated']],
      [159, 99, ['hypertension_controlled_or_elevated']],
      [160, 80, ['hypertension_severe']],
      [120, 100, ['hypertension_severe']],
    ])('a reading of %i/%i', (systolic, diastolic, rows) => {
      const check = safetyCheck(intake({ recent_blood_pressure: { systolic, diastolic } }), TODAY);
      expect(rowsOf(check)).toEqual(rows);
    });
  });

  describe('missing answers', () => {
    it('lists what an empty record lacks per method and restricts nothing', () => {
      const check = safetyCheck({}, TODAY);
      expect(categories(check)).toBe(NONE);
      expect(check.chc.missing).toEqual(
        expect.arrayContaining(['Smokes or uses nicotine', 'Hypertension', 'History of stroke']),
      );
      // The copper IUD has no smoking or stroke restriction, so it needs neither answer.
      expect(check.cu_iud.missing).not.toContain('Smokes or uses nicotine');
      expect(check.cu_iud.missing).not.toContain('History of stroke');
      expect(check.cu_iud.missing).toContain('Anemias');
    });

    it('never reads a missing yes/no as no', () => {
      const check = safetyCheck(intake({ stroke: null, dvt_pe: null }), TODAY);
      expect(rowsOf(check)).toEqual([]);
      expect(check.chc.missing).toEqual([
        'Deep vein thrombosis or pulmonary embolism',
        'History of stroke',
      ]);
      expect(check.cu_iud.missing).toEqual(['Deep vein thrombosis or pulmonary embolism']);
    });

    it('takes an unknown age as 35 or older for a smoker, and says so', () => {
      const check = safetyCheck(intake(smoker('', 'lte_15_per_day')), TODAY);
      expect(reasonsOf(check, 'chc')).toEqual([
        'Smoking, age 35 or older, fewer than 15 cigarettes a day: category 3. Not answered: Date of birth; the stricter row is taken.',
      ]);
      expect(check.chc.missing).toEqual(['Date of birth']);
      expect(check.dmpa.missing).toEqual([]);
    });

    it('takes unknown cigarettes a day, or unknown products, as 15 or more', () => {
      for (const answers of [
        {
          ...smoker('1980-01-01', ''),
          'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day': null,
        },
        { ...smoker('1980-01-01', 'lte_15_per_day'), 'lifestyle_smoking_follow_up:products': [] },
      ]) {
        const check = safetyCheck(intake(answers), TODAY);
        expect(rowsOf(check)).toEqual(['smoking_35_heavy']);
        expect(check.chc.reasons[0]?.finding.notes[0]).toMatch(
          /^Not answered: (Cigarettes per day|Nicotine products used); the stricter row is taken\.$/,
        );
      }
    });

    it('takes the breastfeeding row under 21 days when both answers are missing', () => {
      const check = safetyCheck(
        intake(postpartum({ breastfeeding: null, days_post_partum: null })),
        TODAY,
      );
      expect(rowsOf(check)).toEqual(['breastfeeding_under_21_days']);
      expect(categories(check)).toBe('1 1 2 2 2 4');
      expect(check.chc.missing).toEqual(['Breastfeeding', 'Days postpartum']);
    });

    it('takes every SLE row whose follow-up is unanswered', () => {
      const check = safetyCheck(intake(sle(null, null, null)), TODAY);
      expect(rowsOf(check)).toEqual([
        'sle_antiphospholipid_antibodies',
        'sle_severe_thrombocytopenia',
        'sle_immunosuppressive_therapy',
      ]);
      expect(categories(check)).toBe('3 2 2 3 2 4');
      expect(check.dmpa.missing).toHaveLength(3);
    });

    it('takes treated hypertension without a reading as uncontrolled', () => {
      const check = safetyCheck(
        intake({
          hypertension: 'yes_with_medications',
          recent_blood_pressure: { systolic: null, diastolic: null },
        }),
        TODAY,
      );
      expect(rowsOf(check)).toEqual(['hypertension_severe']);
      expect(check.chc.missing).toEqual(['Recent blood pressure']);
    });

    it('takes a liver tumor of unknown type as a hepatoma', () => {
      const check = safetyCheck(intake(liverTumor('dont_know')), TODAY);
      expect(rowsOf(check)).toEqual(['hepatoma']);
      expect(check.lng_iud.missing).toEqual(['Liver tumor type']);
    });

    it('asks for the breast disease status when the kind is not stated', () => {
      const check = safetyCheck(
        intake({ reproductive_tract_infections: ['breast_disease_or_cancer'] }),
        TODAY,
      );
      expect(check.pop.missing).toEqual(['Breast disease status']);
    });

    it('takes both DVT rows when the medications list is missing', () => {
      const check = safetyCheck(
        intake({ dvt_pe: 'leg_resolved_with_medications', current_medications: null }),
        TODAY,
      );
      expect(rowsOf(check)).toEqual(['dvt_pe_anticoagulated', 'dvt_pe_higher_risk']);
      expect(categories(check)).toBe('2 2 2 3 2 4');
    });
  });

  it('does not read a follow-up whose trigger is off', () => {
    const check = safetyCheck(
      intake({
        'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day': 'gt_15_per_day',
        'cancer_follow_up:breast_disease_status': 'current_breast_cancer',
        days_post_partum: 3,
        peripartum_cardiomyopathy: 'diagnosed_moderate_severe_impaired',
        'gi_conditions_liver_tumors_follow_up:liver_tumor': 'hepatoma',
      }),
      TODAY,
    );
    expect(rowsOf(check)).toEqual([]);
  });

  it('is pure: the same record and day give the same answer, the record untouched', () => {
    const information = intake({ ...smoker('1980-01-01', 'gt_15_per_day'), stroke: true });
    const copy = structuredClone(information);
    expect(safetyCheck(information, TODAY)).toEqual(safetyCheck(copy, TODAY));
    expect(information).toEqual(copy);
  });
});
