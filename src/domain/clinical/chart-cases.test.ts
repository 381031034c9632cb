/**
 * The safety check against the CDC's U.S. MEC 2024 summary chart (docs/safety-check.md; the
 * source: citations.usMec2024 in citations.ts), case by case. Every expected result below was
 * read off the chart by hand, never off the code's output: six columns in the chart's order
 * (Cu-IUD, LNG-IUD, implant, DMPA, POP, CHC), each the highest value over the rows that apply
 * ("4->2" counts 4, "2/3*" counts 3, "-" restricts nothing, 1 when no row restricts the
 * method), "NA" (not applicable) over any number.
 *
 * The records are the healthy baseline of tests/safety-records (born 1995-01-01: 31 years old on
 * TODAY, 2026-11-22; 65 in, 140 lbs; blood pressure 114/74; every question answered no or none)
 * with a few answers changed. At 31 every case also selects the all-1 row "age, 20 to < 40".
 */
import { describe, expect, it } from 'vitest';
import { intake, TODAY, type Answers } from '../../../tests/safety-records';
import { chart, chartColumns, type RowId } from './chart';
import { safetyCheck } from './safety-check';

type Column = '1' | '2' | '3' | '4' | 'NA';
/** Cu-IUD LNG-IUD implant DMPA POP CHC. */
type Expected = `${Column} ${Column} ${Column} ${Column} ${Column} ${Column}`;
type Check = ReturnType<typeof safetyCheck>;

const NONE: Expected = '1 1 1 1 1 1';
/** The chart's row "pregnancy": both IUDs 4*, the four hormonal methods NA*. */
const PREGNANCY: Expected = '4 4 NA NA NA NA';

const check = (answers: Answers): Check => safetyCheck(intake(answers), TODAY);
const categories = (result: Check) =>
  chartColumns.map((method) => String(result[method].category)).join(' ');
/** Every chart row any method lists as a reason, once. */
const rowsFound = (result: Check): RowId[] => [
  ...new Set(
    chartColumns.flatMap((method) =>
      result[method].reasons.flatMap(({ finding }) => [finding.row, finding.selectedBy]),
    ),
  ),
];

// Dates of birth around TODAY (2026-11-22).
/** Whose `years`th birthday is TODAY. */
const turnsToday = (years: number) => `${2026 - years}-11-22`;
/** Whose `years`th birthday is the day after TODAY: still `years - 1` today. */
const turnsTomorrow = (years: number) => `${2026 - years}-11-23`;
const AGED_36 = '1990-06-01';
const AGED_38 = '1988-06-01';

/** Pregnant now (days 0: no birth in the last 6 months) or gave birth `days` ago. */
const gaveBirth = (days: number | null, breastfeeding: boolean | null): Answers => ({
  pregnant: true,
  breastfeeding,
  days_post_partum: days,
  high_bp_pregnancy: false,
  peripartum_cardiomyopathy: 'no',
});
const PREGNANT_NOW = gaveBirth(0, false);

const smoker = (dateOfBirth: string, perDay: 'gt_15_per_day' | 'lte_15_per_day'): Answers => ({
  date_of_birth: dateOfBirth,
  lifestyle_smoking: true,
  'lifestyle_smoking_follow_up:products': ['cigarette'],
  'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day': perDay,
});
const reading = (systolic: unknown, diastolic: unknown): Answers => ({
  recent_blood_pressure: { systolic, diastolic },
});
const bodySize = (heightInches: number, weightLbs: number): Answers => ({
  height: heightInches,
  weight: weightLbs,
});
/** The LDL, HDL and triglyceride flags of the lipid panel ('-' is normal). */
const lipidFlags = (ldl: string, hdl: string, triglycerides: string): Answers => ({
  'lab_details:lab_results:ldl_hdl_tg:flags': [ldl, hdl, triglycerides],
});
const pastClot = (kind: string, medications: string[] | null): Answers => ({
  dvt_pe: kind,
  current_medications: medications,
});
const taking = (...medications: string[]): Answers => ({ current_medications: medications });
const supplements = (...names: string[]): Answers => ({ current_supplements: names });
const reproductive = (...conditions: string[]): Answers => ({
  reproductive_tract_infections: conditions,
});
/** Systemic lupus with its three follow-ups. */
const sle = (antibodies: boolean, thrombocytopenia: boolean, immunosuppressed: boolean) => ({
  rheumatic_diseases: ['systemic_lupus_erythematosus'],
  'rheumatic_diseases_sle_follow_up:antiphospholipid_antibodies': antibodies,
  'rheumatic_diseases_sle_follow_up:severe_thrombocytopenia': thrombocytopenia,
  'rheumatic_diseases_sle_follow_up:immunosuppressive_therapy': immunosuppressed,
});
const type2Diabetes = (twentyYearsOrLess: boolean | null, complications: boolean): Answers => ({
  endocrine_conditions: ['type_2_diabetes'],
  'diabetes_follow_up:diabetes_lte_20_years': twentyYearsOrLess,
  'diabetes_follow_up:experience_nephropathy_retinopathy_neuropathy': complications,
});
const breast = (status: string): Answers => ({
  cancer: ['breast_cancer'],
  'cancer_follow_up:breast_disease_status': status,
});
const liverTumor = (type: string): Answers => ({
  gi_conditions: ['liver_tumors'],
  'gi_conditions_liver_tumors_follow_up:liver_tumor': type,
});

interface Case {
  answers: Answers;
  expected: Expected;
  /** Rows the check must list among its findings. */
  rows: RowId[];
  /** Rows it must not list: the neighbour across a boundary, a row the answers rule out. */
  not?: RowId[];
}

const cases: [string, Case][] = [
  // Age, in whole years on TODAY.
  ['age 31 (the baseline): 20 to < 40', { answers: {}, expected: NONE, rows: ['age_20_to_39'] }],
  [
    'age 17: menarche to < 18',
    {
      answers: { date_of_birth: turnsToday(17) },
      expected: '2 2 1 2 1 1',
      rows: ['age_under_18'],
    },
  ],
  [
    'age 17, the 18th birthday tomorrow: menarche to < 18',
    {
      answers: { date_of_birth: turnsTomorrow(18) },
      expected: '2 2 1 2 1 1',
      rows: ['age_under_18'],
      not: ['age_18_to_19'],
    },
  ],
  [
    'age 18 today: 18 to < 20',
    {
      answers: { date_of_birth: turnsToday(18) },
      expected: '2 2 1 1 1 1',
      rows: ['age_18_to_19'],
      not: ['age_under_18'],
    },
  ],
  [
    'age 19, the 20th birthday tomorrow: 18 to < 20',
    {
      answers: { date_of_birth: turnsTomorrow(20) },
      expected: '2 2 1 1 1 1',
      rows: ['age_18_to_19'],
      not: ['age_20_to_39'],
    },
  ],
  [
    'age 20 today: 20 to < 40',
    {
      answers: { date_of_birth: turnsToday(20) },
      expected: NONE,
      rows: ['age_20_to_39'],
      not: ['age_18_to_19'],
    },
  ],
  [
    'age 39, the 40th birthday tomorrow: 20 to < 40',
    {
      answers: { date_of_birth: turnsTomorrow(40) },
      expected: NONE,
      rows: ['age_20_to_39'],
      not: ['age_40_to_45'],
    },
  ],
  [
    'age 40 today: 40 to 45',
    {
      answers: { date_of_birth: turnsToday(40) },
      expected: '1 1 1 1 1 2',
      rows: ['age_40_to_45'],
      not: ['age_20_to_39'],
    },
  ],
  [
    'age 45 today: 40 to 45 (45 included)',
    {
      answers: { date_of_birth: turnsToday(45) },
      expected: '1 1 1 1 1 2',
      rows: ['age_40_to_45'],
      not: ['age_over_45'],
    },
  ],
  [
    'age 45, the 46th birthday tomorrow: 40 to 45',
    {
      answers: { date_of_birth: turnsTomorrow(46) },
      expected: '1 1 1 1 1 2',
      rows: ['age_40_to_45'],
      not: ['age_over_45'],
    },
  ],
  [
    'age 46 today: > 45',
    {
      answers: { date_of_birth: turnsToday(46) },
      expected: '1 1 1 2 1 2',
      rows: ['age_over_45'],
      not: ['age_40_to_45'],
    },
  ],

  // Pregnancy: pregnant now, days postpartum 0.
  [
    'pregnant, no birth in the last 6 months (days 0): pregnancy',
    {
      answers: PREGNANT_NOW,
      expected: PREGNANCY,
      rows: ['pregnancy'],
      not: [
        'postpartum_under_4_weeks',
        'postpartum_4_weeks_or_more',
        'not_breastfeeding_under_21_days',
      ],
    },
  ],
  [
    'pregnant and breastfeeding an older child (days 0): pregnancy, no postpartum row',
    {
      answers: gaveBirth(0, true),
      expected: PREGNANCY,
      rows: ['pregnancy'],
      not: ['breastfeeding_under_21_days', 'postpartum_under_4_weeks'],
    },
  ],
  [
    'not pregnant: no pregnancy or postpartum row, whatever the hidden follow-ups hold',
    {
      answers: { pregnant: false, breastfeeding: true, days_post_partum: 10 },
      expected: NONE,
      rows: ['age_20_to_39'],
      not: ['pregnancy', 'breastfeeding_under_21_days', 'postpartum_under_4_weeks'],
    },
  ],

  // Postpartum, breastfeeding: the breastfeeding rows by days, the IUD rows by 4 weeks.
  [
    'breastfeeding, 1 day postpartum: < 21 days; IUD < 4 weeks',
    {
      answers: gaveBirth(1, true),
      expected: '2 2 2 2 2 4',
      rows: ['breastfeeding_under_21_days', 'postpartum_under_4_weeks'],
      not: ['pregnancy'],
    },
  ],
  [
    'breastfeeding, 20 days postpartum: < 21 days; IUD < 4 weeks',
    {
      answers: gaveBirth(20, true),
      expected: '2 2 2 2 2 4',
      rows: ['breastfeeding_under_21_days', 'postpartum_under_4_weeks'],
      not: ['pregnancy', 'breastfeeding_21_to_29_days'],
    },
  ],
  [
    'breastfeeding, 21 days postpartum: 21 to < 30 days; IUD < 4 weeks',
    {
      answers: gaveBirth(21, true),
      expected: '2 2 2 2 2 3',
      rows: ['breastfeeding_21_to_29_days', 'postpartum_under_4_weeks'],
      not: ['breastfeeding_under_21_days'],
    },
  ],
  [
    'breastfeeding, 27 days postpartum: 21 to < 30 days; IUD < 4 weeks',
    {
      answers: gaveBirth(27, true),
      expected: '2 2 2 2 2 3',
      rows: ['breastfeeding_21_to_29_days', 'postpartum_under_4_weeks'],
      not: ['postpartum_4_weeks_or_more'],
    },
  ],
  [
    'breastfeeding, 28 days postpartum: 21 to < 30 days; IUD >= 4 weeks',
    {
      answers: gaveBirth(28, true),
      expected: '1 1 2 2 2 3',
      rows: ['breastfeeding_21_to_29_days', 'postpartum_4_weeks_or_more'],
      not: ['postpartum_under_4_weeks'],
    },
  ],
  [
    'breastfeeding, 29 days postpartum: 21 to < 30 days; IUD >= 4 weeks',
    {
      answers: gaveBirth(29, true),
      expected: '1 1 2 2 2 3',
      rows: ['breastfeeding_21_to_29_days', 'postpartum_4_weeks_or_more'],
      not: ['breastfeeding_30_to_42_days_vte'],
    },
  ],
  [
    'breastfeeding, 30 days postpartum: 30-42 days with VTE risk factors (not asked)',
    {
      answers: gaveBirth(30, true),
      expected: '1 1 1 2 1 3',
      rows: ['breastfeeding_30_to_42_days_vte', 'postpartum_4_weeks_or_more'],
      not: ['breastfeeding_21_to_29_days'],
    },
  ],
  [
    'breastfeeding, 42 days postpartum: 30-42 days with VTE risk factors',
    {
      answers: gaveBirth(42, true),
      expected: '1 1 1 2 1 3',
      rows: ['breastfeeding_30_to_42_days_vte', 'postpartum_4_weeks_or_more'],
      not: ['breastfeeding_after_42_days'],
    },
  ],
  [
    'breastfeeding, 43 days postpartum: > 42 days',
    {
      answers: gaveBirth(43, true),
      expected: '1 1 1 1 1 2',
      rows: ['breastfeeding_after_42_days', 'postpartum_4_weeks_or_more'],
      not: ['breastfeeding_30_to_42_days_vte'],
    },
  ],

  // Postpartum, not breastfeeding.
  [
    'not breastfeeding, 1 day postpartum: < 21 days; IUD < 4 weeks',
    {
      answers: gaveBirth(1, false),
      expected: '2 2 1 2 1 4',
      rows: ['not_breastfeeding_under_21_days', 'postpartum_under_4_weeks'],
      not: ['pregnancy'],
    },
  ],
  [
    'not breastfeeding, 20 days postpartum: < 21 days; IUD < 4 weeks',
    {
      answers: gaveBirth(20, false),
      expected: '2 2 1 2 1 4',
      rows: ['not_breastfeeding_under_21_days', 'postpartum_under_4_weeks'],
      not: ['not_breastfeeding_21_to_42_days_vte'],
    },
  ],
  [
    'not breastfeeding, 21 days postpartum: 21-42 days with VTE risk factors (not asked)',
    {
      answers: gaveBirth(21, false),
      expected: '2 2 1 2 1 3',
      rows: ['not_breastfeeding_21_to_42_days_vte', 'postpartum_under_4_weeks'],
      not: ['not_breastfeeding_under_21_days', 'not_breastfeeding_21_to_42_days'],
    },
  ],
  [
    'not breastfeeding, 27 days postpartum: 21-42 days; IUD < 4 weeks',
    {
      answers: gaveBirth(27, false),
      expected: '2 2 1 2 1 3',
      rows: ['not_breastfeeding_21_to_42_days_vte', 'postpartum_under_4_weeks'],
      not: ['postpartum_4_weeks_or_more'],
    },
  ],
  [
    'not breastfeeding, 28 days postpartum: 21-42 days; IUD >= 4 weeks',
    {
      answers: gaveBirth(28, false),
      expected: '1 1 1 2 1 3',
      rows: ['not_breastfeeding_21_to_42_days_vte', 'postpartum_4_weeks_or_more'],
      not: ['postpartum_under_4_weeks'],
    },
  ],
  [
    'not breastfeeding, 29 days postpartum: 21-42 days',
    {
      answers: gaveBirth(29, false),
      expected: '1 1 1 2 1 3',
      rows: ['not_breastfeeding_21_to_42_days_vte', 'postpartum_4_weeks_or_more'],
    },
  ],
  [
    'not breastfeeding, 30 days postpartum: 21-42 days',
    {
      answers: gaveBirth(30, false),
      expected: '1 1 1 2 1 3',
      rows: ['not_breastfeeding_21_to_42_days_vte', 'postpartum_4_weeks_or_more'],
    },
  ],
  [
    'not breastfeeding, 42 days postpartum: 21-42 days',
    {
      answers: gaveBirth(42, false),
      expected: '1 1 1 2 1 3',
      rows: ['not_breastfeeding_21_to_42_days_vte', 'postpartum_4_weeks_or_more'],
    },
  ],
  [
    'not breastfeeding, 43 days postpartum: no breastfeeding row; IUD >= 4 weeks',
    {
      answers: gaveBirth(43, false),
      expected: NONE,
      rows: ['postpartum_4_weeks_or_more'],
      not: ['not_breastfeeding_21_to_42_days_vte', 'not_breastfeeding_21_to_42_days'],
    },
  ],

  // Postpartum with an answer missing: the stricter rows.
  [
    'pregnant, days postpartum unanswered: pregnancy, < 21 days and < 4 weeks all taken',
    {
      answers: gaveBirth(null, false),
      expected: PREGNANCY,
      rows: ['pregnancy', 'not_breastfeeding_under_21_days', 'postpartum_under_4_weeks'],
    },
  ],
  [
    'pregnant, days and breastfeeding unanswered: pregnancy, breastfeeding < 21 days, < 4 weeks',
    {
      answers: gaveBirth(null, null),
      expected: PREGNANCY,
      rows: ['pregnancy', 'breastfeeding_under_21_days', 'postpartum_under_4_weeks'],
    },
  ],
  [
    '10 days postpartum, breastfeeding unanswered: the breastfeeding row',
    {
      answers: gaveBirth(10, null),
      expected: '2 2 2 2 2 4',
      rows: ['breastfeeding_under_21_days', 'postpartum_under_4_weeks'],
      not: ['not_breastfeeding_under_21_days', 'pregnancy'],
    },
  ],
  [
    '25 days postpartum, breastfeeding unanswered: breastfeeding 21 to < 30 days',
    {
      answers: gaveBirth(25, null),
      expected: '2 2 2 2 2 3',
      rows: ['breastfeeding_21_to_29_days', 'postpartum_under_4_weeks'],
      not: ['not_breastfeeding_21_to_42_days_vte'],
    },
  ],

  // Abortion.
  [
    'immediately after a septic abortion',
    {
      answers: { previous_abortion: true, symptoms_of_septic_abortion: true },
      expected: '4 4 1 1 1 1',
      rows: ['septic_abortion'],
    },
  ],
  [
    'after a second-trimester abortion',
    {
      answers: {
        previous_abortion: true,
        abortion_trimester: 'second',
        symptoms_of_septic_abortion: false,
      },
      expected: '2 2 1 1 1 1',
      rows: ['second_trimester_abortion'],
      not: ['septic_abortion'],
    },
  ],
  [
    'after a first-trimester abortion without signs of infection: no abortion row',
    {
      answers: {
        previous_abortion: true,
        abortion_trimester: 'first',
        symptoms_of_septic_abortion: false,
      },
      expected: NONE,
      rows: ['age_20_to_39'],
      not: ['septic_abortion', 'second_trimester_abortion'],
    },
  ],
  [
    'no abortion: its hidden follow-ups select nothing',
    {
      answers: {
        previous_abortion: false,
        abortion_trimester: 'second',
        symptoms_of_septic_abortion: true,
      },
      expected: NONE,
      rows: ['age_20_to_39'],
      not: ['septic_abortion', 'second_trimester_abortion'],
    },
  ],

  // Peripartum cardiomyopathy and high blood pressure in pregnancy (asked when pregnant is yes).
  [
    'peripartum cardiomyopathy, normal or mildly impaired, < 6 months',
    {
      answers: {
        ...gaveBirth(120, false),
        peripartum_cardiomyopathy: 'diagnosed_normal_mild_impaired',
        peripartum_cardiomyopathy_duration: 'lt_6_months',
      },
      expected: '2 2 1 2 1 4',
      rows: ['peripartum_cardiomyopathy_mild_under_6_months', 'postpartum_4_weeks_or_more'],
    },
  ],
  [
    'peripartum cardiomyopathy, normal or mildly impaired, >= 6 months',
    {
      answers: {
        ...gaveBirth(170, false),
        peripartum_cardiomyopathy: 'diagnosed_normal_mild_impaired',
        peripartum_cardiomyopathy_duration: 'gte_6_months',
      },
      expected: '2 2 1 2 1 3',
      rows: ['peripartum_cardiomyopathy_mild_6_months'],
      not: ['peripartum_cardiomyopathy_mild_under_6_months'],
    },
  ],
  [
    'peripartum cardiomyopathy, moderately or severely impaired',
    {
      answers: {
        ...gaveBirth(120, false),
        peripartum_cardiomyopathy: 'diagnosed_moderate_severe_impaired',
      },
      expected: '2 2 2 3 2 4',
      rows: ['peripartum_cardiomyopathy_severe'],
    },
  ],
  [
    'history of high blood pressure during pregnancy',
    {
      answers: { ...gaveBirth(120, false), high_bp_pregnancy: true },
      expected: '1 1 1 1 1 2',
      rows: ['high_blood_pressure_in_pregnancy', 'postpartum_4_weeks_or_more'],
    },
  ],

  // Smoking. Age 35 or older with smoking is the chart's own smoking rows: it does not also
  // make the multiple-risk-factors row, which needs a disease among the factors (the U.S. MEC
  // warns against adding up categories).
  [
    'smoking, age 31: < 35',
    {
      answers: smoker('1995-01-01', 'gt_15_per_day'),
      expected: '1 1 1 1 1 2',
      rows: ['smoking_under_35'],
      not: ['multiple_cardiovascular_risk_factors'],
    },
  ],
  [
    'smoking, age 34, the 35th birthday tomorrow: < 35',
    {
      answers: smoker(turnsTomorrow(35), 'gt_15_per_day'),
      expected: '1 1 1 1 1 2',
      rows: ['smoking_under_35'],
      not: ['smoking_35_heavy', 'multiple_cardiovascular_risk_factors'],
    },
  ],
  [
    'smoking more than 15 a day, age 35 today: >= 35, >= 15 a day',
    {
      answers: smoker(turnsToday(35), 'gt_15_per_day'),
      expected: '1 1 1 1 1 4',
      rows: ['smoking_35_heavy'],
      not: ['smoking_under_35', 'multiple_cardiovascular_risk_factors'],
    },
  ],
  [
    // The intake's "15 or fewer" includes 15, the chart's ">= 15": the stricter row is taken.
    'smoking 15 or fewer a day, age 38: >= 35, >= 15 a day',
    {
      answers: smoker(AGED_38, 'lte_15_per_day'),
      expected: '1 1 1 1 1 4',
      rows: ['smoking_35_heavy', 'smoking_35_light_cigarettes'],
      not: ['smoking_35_light', 'multiple_cardiovascular_risk_factors'],
    },
  ],
  [
    'vaping, age 38: >= 35, < 15 cigarettes a day',
    {
      answers: {
        ...smoker(AGED_38, 'gt_15_per_day'),
        'lifestyle_smoking_follow_up:products': ['vape'],
      },
      expected: '1 1 1 1 1 3',
      rows: ['smoking_35_light'],
    },
  ],
  [
    'smoking more than 15 a day, age 38: >= 35, >= 15 a day',
    {
      answers: smoker(AGED_38, 'gt_15_per_day'),
      expected: '1 1 1 1 1 4',
      rows: ['smoking_35_heavy'],
      not: ['smoking_35_light', 'multiple_cardiovascular_risk_factors'],
    },
  ],

  // Obesity: BMI = lbs / in² × 703, unrounded, >= 30.
  [
    'BMI 29.78 (65 in, 179 lbs): not obese',
    { answers: bodySize(65, 179), expected: NONE, rows: ['age_20_to_39'], not: ['obesity'] },
  ],
  [
    'BMI 29.95 (65 in, 180 lbs), 30.0 if rounded: not obese',
    { answers: bodySize(65, 180), expected: NONE, rows: ['age_20_to_39'], not: ['obesity'] },
  ],
  [
    'BMI 29.993 (62 in, 164 lbs): not obese',
    { answers: bodySize(62, 164), expected: NONE, rows: ['age_20_to_39'], not: ['obesity'] },
  ],
  [
    'BMI 30.018 (66 in, 186 lbs): obesity',
    {
      answers: bodySize(66, 186),
      expected: '1 1 1 1 1 2',
      rows: ['obesity'],
      not: ['obesity_under_18'],
    },
  ],
  [
    'BMI 30.12 (65 in, 181 lbs): obesity',
    {
      answers: bodySize(65, 181),
      expected: '1 1 1 1 1 2',
      rows: ['obesity'],
      not: ['obesity_under_18'],
    },
  ],
  [
    'age 17, BMI 30.12: < 18 and obesity, and obesity under 18',
    {
      answers: { date_of_birth: turnsTomorrow(18), ...bodySize(65, 181) },
      expected: '2 2 1 2 1 2',
      // The milder obesity row gives way to the stricter one it is part of.
      rows: ['age_under_18', 'obesity_under_18'],
      not: ['obesity'],
    },
  ],
  [
    'age 17, BMI 29.95: < 18 only',
    {
      answers: { date_of_birth: turnsTomorrow(18), ...bodySize(65, 180) },
      expected: '2 2 1 2 1 1',
      rows: ['age_under_18'],
      not: ['obesity', 'obesity_under_18'],
    },
  ],
  [
    'age 18 today, BMI 30.12: obesity, not the under-18 row',
    {
      answers: { date_of_birth: turnsToday(18), ...bodySize(65, 181) },
      expected: '2 2 1 1 1 2',
      rows: ['age_18_to_19', 'obesity'],
      not: ['obesity_under_18'],
    },
  ],

  // Blood pressure: a reading selects its band's row whatever the hypertension answer is.
  [
    'a reading of 139/89: no hypertension row',
    {
      answers: reading(139, 89),
      expected: NONE,
      rows: ['age_20_to_39'],
      not: ['hypertension_controlled_or_elevated', 'hypertension_severe'],
    },
  ],
  [
    'a reading of 140/90: systolic 140-159 or diastolic 90-99',
    {
      answers: reading(140, 90),
      expected: '1 1 1 2 1 3',
      rows: ['hypertension_controlled_or_elevated'],
      not: ['hypertension_severe'],
    },
  ],
  [
    'a reading of 140/80: systolic 140-159',
    {
      answers: reading(140, 80),
      expected: '1 1 1 2 1 3',
      rows: ['hypertension_controlled_or_elevated'],
    },
  ],
  [
    'a reading of 120/90: diastolic 90-99',
    {
      answers: reading(120, 90),
      expected: '1 1 1 2 1 3',
      rows: ['hypertension_controlled_or_elevated'],
    },
  ],
  [
    'a reading of 159/99: systolic 140-159 or diastolic 90-99',
    {
      answers: reading(159, 99),
      expected: '1 1 1 2 1 3',
      rows: ['hypertension_controlled_or_elevated'],
      not: ['hypertension_severe'],
    },
  ],
  [
    'a reading of 160/100: systolic >= 160 or diastolic >= 100',
    {
      answers: reading(160, 100),
      expected: '1 2 2 3 2 4',
      rows: ['hypertension_severe'],
      not: ['hypertension_controlled_or_elevated'],
    },
  ],
  [
    'a reading of 160/80: systolic >= 160',
    { answers: reading(160, 80), expected: '1 2 2 3 2 4', rows: ['hypertension_severe'] },
  ],
  [
    'a reading of 120/100: diastolic >= 100',
    { answers: reading(120, 100), expected: '1 2 2 3 2 4', rows: ['hypertension_severe'] },
  ],
  [
    'a reading of 165/80: systolic >= 160',
    { answers: reading(165, 80), expected: '1 2 2 3 2 4', rows: ['hypertension_severe'] },
  ],
  [
    'a reading of 150/95 written as numeric strings',
    {
      answers: reading('150', '95'),
      expected: '1 1 1 2 1 3',
      rows: ['hypertension_controlled_or_elevated'],
    },
  ],
  [
    'a reading stored as the text "150/95"',
    {
      answers: { recent_blood_pressure: '150/95' },
      expected: '1 1 1 2 1 3',
      rows: ['hypertension_controlled_or_elevated'],
    },
  ],
  [
    'a reading stored as the text "150 / 95 mmHg"',
    {
      answers: { recent_blood_pressure: '150 / 95 mmHg' },
      expected: '1 1 1 2 1 3',
      rows: ['hypertension_controlled_or_elevated'],
    },
  ],
  [
    'a reading stored as the text "170/105 mm Hg"',
    {
      answers: { recent_blood_pressure: '170/105 mm Hg' },
      expected: '1 2 2 3 2 4',
      rows: ['hypertension_severe'],
    },
  ],
  [
    'a reading of 145/92 with hypertension unanswered: the reading keeps its row',
    {
      answers: { hypertension: null, ...reading(145, 92) },
      expected: '1 1 1 2 1 3',
      rows: ['hypertension_controlled_or_elevated'],
    },
  ],
  [
    'hypertension answered no, read at 150/95: systolic 140-159',
    {
      answers: { hypertension: 'no', ...reading(150, 95) },
      expected: '1 1 1 2 1 3',
      rows: ['hypertension_controlled_or_elevated'],
    },
  ],
  [
    'treated hypertension read at 128/82: adequately controlled',
    {
      answers: { hypertension: 'yes_with_medications', ...reading(128, 82) },
      expected: '1 1 1 2 1 3',
      rows: ['hypertension_controlled_or_elevated'],
      not: ['hypertension_severe'],
    },
  ],
  [
    'treated hypertension read at 150/95: systolic 140-159',
    {
      answers: { hypertension: 'yes_with_medications', ...reading(150, 95) },
      expected: '1 1 1 2 1 3',
      rows: ['hypertension_controlled_or_elevated'],
    },
  ],
  [
    'treated hypertension read at 170/104: systolic >= 160',
    {
      answers: { hypertension: 'yes_with_medications', ...reading(170, 104) },
      expected: '1 2 2 3 2 4',
      rows: ['hypertension_severe'],
    },
  ],
  [
    'untreated hypertension, usual readings 140-159/90-99',
    {
      answers: {
        hypertension: 'yes_without_medications',
        hypertension_bp: 'systolic_140_159_diastolic_90_99',
        ...reading(128, 82),
      },
      expected: '1 1 1 2 1 3',
      rows: ['hypertension_controlled_or_elevated'],
    },
  ],
  [
    'untreated hypertension, usual readings 160+/100+',
    {
      answers: {
        hypertension: 'yes_without_medications',
        hypertension_bp: 'systolic_gte_160_diastolic_gte_100',
      },
      expected: '1 2 2 3 2 4',
      rows: ['hypertension_severe'],
    },
  ],
  [
    'hypertension with vascular disease',
    {
      answers: { hypertension: 'yes_with_vascular_disease' },
      expected: '1 2 2 3 2 4',
      rows: ['hypertension_severe'],
    },
  ],
  [
    'atherosclerotic cardiovascular disease: the row "... or vascular disease"',
    {
      answers: { atherosclerotic_cv_disease: true },
      expected: '1 2 2 3 2 4',
      rows: ['hypertension_severe'],
    },
  ],

  // DVT/PE: the anticoagulant's dose decides; the risk of recurrence is not asked.
  [
    'DVT/PE on warfarin 5 mg daily: therapeutic anticoagulation',
    {
      answers: pastClot('leg_resolved_with_medications', ['warfarin 5 mg daily']),
      expected: '2 2 2 2 2 3',
      rows: ['dvt_pe_anticoagulated'],
      not: ['dvt_pe_higher_risk', 'dvt_pe_prophylactic_higher_risk'],
    },
  ],
  [
    'PE on COUMADIN 5mg (a brand): therapeutic anticoagulation',
    {
      answers: pastClot('lung_clot_or_pulmonary_embolism', ['COUMADIN 5mg']),
      expected: '2 2 2 2 2 3',
      rows: ['dvt_pe_anticoagulated'],
    },
  ],
  [
    'DVT/PE on enoxaparin 40 mg daily: prophylactic dose, higher risk',
    {
      answers: pastClot('leg_resolved_with_medications', ['enoxaparin 40 mg daily']),
      expected: '2 2 2 3 2 4',
      rows: ['dvt_pe_prophylactic_higher_risk'],
      not: ['dvt_pe_anticoagulated', 'dvt_pe_prophylactic_lower_risk'],
    },
  ],
  [
    'DVT/PE on heparin 5000 units: prophylactic dose, higher risk',
    {
      answers: pastClot('leg_resolved_with_medications', ['heparin 5000 units']),
      expected: '2 2 2 3 2 4',
      rows: ['dvt_pe_prophylactic_higher_risk'],
      not: ['dvt_pe_anticoagulated'],
    },
  ],
  [
    'DVT/PE on Eliquis, dose not given: the stricter prophylactic row',
    {
      answers: pastClot('leg_resolved_with_medications', ['Eliquis']),
      expected: '2 2 2 3 2 4',
      rows: ['dvt_pe_prophylactic_higher_risk'],
    },
  ],
  [
    'a past PE, no anticoagulant: higher risk of recurrence',
    {
      answers: pastClot('lung_clot_or_pulmonary_embolism', []),
      expected: '1 2 2 3 2 4',
      rows: ['dvt_pe_higher_risk'],
      not: ['dvt_pe_anticoagulated', 'dvt_pe_prophylactic_higher_risk', 'dvt_pe_lower_risk'],
    },
  ],
  [
    'a DVT resolved without medication, on ibuprofen only: higher risk of recurrence',
    {
      answers: pastClot('leg_resolved_without_medications', ['ibuprofen 400 mg']),
      expected: '1 2 2 3 2 4',
      rows: ['dvt_pe_higher_risk'],
      not: ['dvt_pe_anticoagulated'],
    },
  ],
  [
    'DVT/PE with current medications unanswered: the strictest of the three rows',
    {
      answers: pastClot('leg_resolved_with_medications', null),
      expected: '2 2 2 3 2 4',
      rows: [],
    },
  ],
  [
    'warfarin without a DVT/PE: no DVT/PE row',
    {
      answers: taking('warfarin 5 mg daily'),
      expected: NONE,
      rows: ['age_20_to_39'],
      not: ['dvt_pe_anticoagulated', 'dvt_pe_prophylactic_higher_risk'],
    },
  ],
  [
    'DVT/PE in a first-degree relative',
    {
      answers: { 'family_history:thrombosis': true },
      expected: '1 1 1 1 1 2',
      rows: ['dvt_pe_relative'],
    },
  ],
  [
    'known thrombogenic mutations',
    { answers: { thrombogenic_mutations: true }, expected: '1 2 2 3 2 4', rows: ['thrombophilia'] },
  ],
  [
    'superficial venous thrombosis',
    {
      answers: { superficial_venous_disorders: 'yes_history' },
      expected: '1 1 1 2 1 3',
      rows: ['superficial_venous_thrombosis'],
    },
  ],
  [
    'varicose veins',
    {
      answers: { superficial_venous_disorders: 'yes_visible' },
      expected: NONE,
      rows: ['varicose_veins'],
    },
  ],

  // Multiple risk factors for atherosclerotic cardiovascular disease: two or more of older age
  // (35+), smoking, diabetes, hypertension, low HDL or high LDL or triglycerides.
  [
    'diabetes and treated hypertension at 36: multiple risk factors',
    {
      answers: {
        date_of_birth: AGED_36,
        ...type2Diabetes(true, false),
        hypertension: 'yes_with_medications',
        ...reading(128, 82),
      },
      expected: '1 2 2 3 2 4',
      rows: [
        'diabetes',
        'hypertension_controlled_or_elevated',
        'multiple_cardiovascular_risk_factors',
      ],
    },
  ],
  [
    'smoking at 31 with a high LDL: multiple risk factors',
    {
      answers: { ...smoker('1995-01-01', 'lte_15_per_day'), ...lipidFlags('H', '-', '-') },
      expected: '1 2 2 3 2 4',
      rows: ['smoking_under_35', 'multiple_cardiovascular_risk_factors'],
    },
  ],
  [
    'age 36 with a low HDL: multiple risk factors',
    {
      answers: { date_of_birth: AGED_36, ...lipidFlags('-', 'L', '-') },
      expected: '1 2 2 3 2 4',
      rows: ['multiple_cardiovascular_risk_factors'],
    },
  ],
  [
    'diabetes at 31 with high triglycerides: multiple risk factors',
    {
      answers: { ...type2Diabetes(true, false), ...lipidFlags('-', '-', 'H') },
      expected: '1 2 2 3 2 4',
      rows: ['diabetes', 'multiple_cardiovascular_risk_factors'],
    },
  ],
  [
    'age 36 read at 150/95, hypertension answered no: multiple risk factors',
    {
      answers: { date_of_birth: AGED_36, hypertension: 'no', ...reading(150, 95) },
      expected: '1 2 2 3 2 4',
      rows: ['hypertension_controlled_or_elevated', 'multiple_cardiovascular_risk_factors'],
    },
  ],
  [
    'smoking at 38 with a high LDL: the smoking row and multiple risk factors',
    {
      answers: { ...smoker(AGED_38, 'lte_15_per_day'), ...lipidFlags('H', '-', '-') },
      expected: '1 2 2 3 2 4',
      rows: ['smoking_35_heavy', 'multiple_cardiovascular_risk_factors'],
    },
  ],
  [
    'age 36 alone: one risk factor, no multiple-risk-factors row',
    {
      answers: { date_of_birth: AGED_36 },
      expected: NONE,
      rows: ['age_20_to_39'],
      not: ['multiple_cardiovascular_risk_factors'],
    },
  ],
  [
    'a high LDL alone at 31: one risk factor',
    {
      answers: lipidFlags('H', '-', '-'),
      expected: NONE,
      rows: ['age_20_to_39'],
      not: ['multiple_cardiovascular_risk_factors'],
    },
  ],

  // Heart.
  [
    'ischemic heart disease',
    {
      answers: { ischemic_heart_disease: true },
      expected: '1 3 3 3 3 4',
      rows: ['ischemic_heart_disease'],
    },
  ],
  ['history of stroke', { answers: { stroke: true }, expected: '1 2 3 3 3 4', rows: ['stroke'] }],
  [
    'valvular heart disease, uncomplicated',
    {
      answers: { valvular_heart_disease: 'diagnosed_without_complications' },
      expected: '1 1 1 1 1 2',
      rows: ['valvular_heart_disease'],
    },
  ],
  [
    'valvular heart disease, complicated (pulmonary hypertension)',
    {
      answers: {
        valvular_heart_disease: 'diagnosed_with_complications',
        valvular_heart_disease_complications: ['pulmonary_hypertension'],
      },
      expected: '1 1 1 2 1 4',
      rows: ['valvular_heart_disease_complicated'],
    },
  ],

  // Rheumatic diseases.
  [
    'SLE, positive or unknown antiphospholipid antibodies',
    {
      answers: sle(true, false, false),
      expected: '1 2 2 3 2 4',
      rows: ['sle_antiphospholipid_antibodies'],
    },
  ],
  [
    'SLE, severe thrombocytopenia',
    {
      answers: sle(false, true, false),
      expected: '3 2 2 3 2 2',
      rows: ['sle_severe_thrombocytopenia'],
    },
  ],
  [
    'SLE, immunosuppressive therapy',
    {
      answers: sle(false, false, true),
      expected: '2 2 2 2 2 2',
      rows: ['sle_immunosuppressive_therapy'],
    },
  ],
  [
    'SLE, none of the above',
    { answers: sle(false, false, false), expected: '1 2 2 2 2 2', rows: ['sle_other'] },
  ],
  [
    'rheumatoid arthritis, not on immunosuppressive therapy',
    {
      answers: {
        rheumatic_diseases: ['rheumatoid_arthritis'],
        'rheumatic_diseases_ra_follow_up:immunosuppressive_therapy': false,
      },
      expected: '1 1 1 2 1 2',
      rows: ['rheumatoid_arthritis'],
    },
  ],
  [
    'rheumatoid arthritis, on immunosuppressive therapy',
    {
      answers: {
        rheumatic_diseases: ['rheumatoid_arthritis'],
        'rheumatic_diseases_ra_follow_up:immunosuppressive_therapy': true,
      },
      expected: '2 2 1 3 1 2',
      rows: ['rheumatoid_arthritis_immunosuppressed'],
    },
  ],

  // Neurologic conditions and depression.
  [
    'non-migraine headache',
    { answers: { neurologic_conditions: ['headaches'] }, expected: NONE, rows: ['headache'] },
  ],
  [
    'migraine without aura',
    {
      answers: { neurologic_conditions: ['migranes_without_aura'] },
      expected: '1 1 1 1 1 2',
      rows: ['migraine_without_aura'],
    },
  ],
  [
    'migraine with aura',
    {
      answers: { neurologic_conditions: ['migranes_with_aura'] },
      expected: '1 1 1 1 1 4',
      rows: ['migraine_with_aura'],
    },
  ],
  [
    // Not known whether the migraines have an aura: the stricter row, with aura, is taken.
    'migraine, aura not known: the row with aura',
    {
      answers: { neurologic_conditions: ['migraine_aura_not_known'] },
      expected: '1 1 1 1 1 4',
      rows: ['migraine_with_aura', 'migraine_aura_not_known'],
      not: ['migraine_without_aura'],
    },
  ],
  [
    'epilepsy',
    { answers: { neurologic_conditions: ['epilepsy'] }, expected: NONE, rows: ['epilepsy'] },
  ],
  [
    'multiple sclerosis, without prolonged immobility',
    {
      answers: {
        neurologic_conditions: ['multiple_sclerosis'],
        'neurologic_conditions_follow_up:multiple_sclerosis_immobilization': false,
      },
      expected: '1 1 1 2 1 1',
      rows: ['multiple_sclerosis'],
    },
  ],
  [
    'multiple sclerosis, with prolonged immobility',
    {
      answers: {
        neurologic_conditions: ['multiple_sclerosis'],
        'neurologic_conditions_follow_up:multiple_sclerosis_immobilization': true,
      },
      expected: '1 1 1 2 1 3',
      rows: ['multiple_sclerosis_immobile'],
    },
  ],
  [
    'depressive disorders (major depressive disorder)',
    {
      answers: { mood_disorders: ['major_depressive_disorder'] },
      expected: NONE,
      rows: ['depressive_disorders'],
    },
  ],

  // Reproductive tract.
  [
    'pelvic inflammatory disease, current or past not said: current PID',
    {
      answers: reproductive('pelvic_inflammatory_disease'),
      expected: '4 4 1 1 1 1',
      rows: ['cervicitis_or_pid'],
      not: ['pid_past'],
    },
  ],
  [
    'current or past STIs: current purulent cervicitis, chlamydia or gonorrhea',
    {
      answers: reproductive('current_or_past_sexually_transmitted_infections'),
      expected: '4 4 1 1 1 1',
      rows: ['cervicitis_or_pid'],
    },
  ],
  [
    'unexplained vaginal bleeding, before evaluation',
    {
      answers: reproductive('unexplained_vaginal_bleeding'),
      expected: '4 4 3 3 2 2',
      rows: ['unexplained_vaginal_bleeding'],
    },
  ],
  [
    'irregular bleeding pattern without heavy bleeding',
    {
      answers: reproductive('irregular_cycles_without_heavy_bleeding'),
      expected: '1 1 2 2 2 1',
      rows: ['irregular_bleeding'],
    },
  ],
  [
    'heavy or prolonged bleeding',
    {
      answers: reproductive('heavy_periods'),
      expected: '2 2 2 2 2 1',
      rows: ['heavy_bleeding'],
    },
  ],
  [
    'endometriosis',
    { answers: reproductive('endometriosis'), expected: '2 1 1 1 1 1', rows: ['endometriosis'] },
  ],
  [
    'severe dysmenorrhea',
    {
      answers: reproductive('severe_dysmenorrhea'),
      expected: '2 1 1 1 1 1',
      rows: ['severe_dysmenorrhea'],
    },
  ],
  [
    'uterine fibroids',
    {
      answers: reproductive('uterine_fibroids'),
      expected: '2 2 1 1 1 1',
      rows: ['uterine_fibroids'],
    },
  ],
  [
    'distorted uterine cavity',
    {
      answers: reproductive('distorted_uterine_cavity'),
      expected: '4 4 1 1 1 1',
      rows: ['distorted_uterine_cavity'],
    },
  ],
  [
    'vaginitis',
    { answers: reproductive('vaginitis'), expected: '2 2 1 1 1 1', rows: ['vaginitis'] },
  ],
  [
    'cervical intraepithelial neoplasia',
    {
      answers: reproductive('cervical_intraepithelial_neoplasia'),
      expected: '1 2 2 2 1 2',
      rows: ['cervical_intraepithelial_neoplasia'],
    },
  ],
  [
    'cervical cancer, awaiting treatment',
    {
      answers: reproductive('cervical_cancer_awaiting_treatment'),
      expected: '4 4 2 2 1 2',
      rows: ['cervical_cancer'],
    },
  ],
  [
    'endometrial cancer',
    {
      answers: reproductive('endometrial_cancer'),
      expected: '4 4 1 1 1 1',
      rows: ['endometrial_cancer'],
    },
  ],
  [
    'gestational trophoblastic disease: the stricter of its rows',
    {
      answers: reproductive('gestational_trophoblastic_disease'),
      expected: '4 4 1 1 1 1',
      rows: ['gestational_trophoblastic_disease'],
    },
  ],
  [
    'benign ovarian tumors',
    {
      answers: reproductive('benign_ovarian_tumors'),
      expected: NONE,
      rows: ['benign_gynecologic'],
    },
  ],
  [
    'cervical ectropion',
    { answers: reproductive('cervical_ectropion'), expected: NONE, rows: ['benign_gynecologic'] },
  ],
  [
    'endometrial hyperplasia',
    {
      answers: reproductive('endometrial_hyperplasia'),
      expected: NONE,
      rows: ['benign_gynecologic'],
    },
  ],
  [
    'ovarian cancer',
    { answers: reproductive('ovarian_cancer'), expected: NONE, rows: ['benign_gynecologic'] },
  ],

  // Breast.
  [
    'undiagnosed breast mass',
    {
      answers: breast('undiagnosed_mass'),
      expected: '1 2 2 2 2 2',
      rows: ['undiagnosed_breast_mass'],
    },
  ],
  [
    'benign breast disease',
    {
      answers: breast('benign_breast_disease'),
      expected: NONE,
      rows: ['benign_breast_disease'],
      not: ['breast_cancer'],
    },
  ],
  [
    'current breast cancer',
    {
      answers: breast('current_breast_cancer'),
      expected: '1 4 4 4 4 4',
      rows: ['breast_cancer'],
    },
  ],
  [
    'past breast cancer, 5 years without disease not asked: current breast cancer',
    {
      answers: breast('past_breast_cancer'),
      expected: '1 4 4 4 4 4',
      // Selected by its own answers, counted as the row for current breast cancer.
      rows: ['breast_cancer', 'breast_cancer_past'],
    },
  ],
  [
    '"breast disease or cancer" in the reproductive list, no breast cancer listed: current breast cancer',
    {
      answers: reproductive('breast_disease_or_cancer'),
      expected: '1 4 4 4 4 4',
      rows: ['breast_cancer'],
    },
  ],
  [
    '"breast disease or cancer" with the cancer question unanswered: current breast cancer',
    {
      answers: { ...reproductive('breast_disease_or_cancer'), cancer: null },
      expected: '1 4 4 4 4 4',
      rows: ['breast_cancer'],
    },
  ],
  [
    '"breast disease or cancer" with the status benign breast disease: benign',
    {
      answers: { ...reproductive('breast_disease_or_cancer'), ...breast('benign_breast_disease') },
      expected: NONE,
      rows: ['benign_breast_disease'],
      not: ['breast_cancer'],
    },
  ],
  [
    '"breast disease or cancer" with the status undiagnosed mass: undiagnosed breast mass',
    {
      answers: { ...reproductive('breast_disease_or_cancer'), ...breast('undiagnosed_mass') },
      expected: '1 2 2 2 2 2',
      rows: ['undiagnosed_breast_mass'],
      not: ['breast_cancer'],
    },
  ],

  // Infections.
  [
    'HIV, not on antiretroviral therapy',
    {
      answers: { hiv: true, 'hiv_follow_up:arv_therapy': false },
      expected: '2 2 1 1 1 1',
      rows: ['hiv_not_on_therapy'],
    },
  ],
  [
    'HIV on antiretroviral therapy, clinically well not asked: not clinically well',
    {
      answers: { hiv: true, 'hiv_follow_up:arv_therapy': true },
      expected: '2 2 1 1 1 1',
      // Selected by its own answers, counted as the row for not clinically well.
      rows: ['hiv_not_on_therapy', 'hiv_on_therapy'],
    },
  ],
  [
    'tuberculosis, non-pelvic',
    {
      answers: { infections: ['non_pelvic_tuberculosis'] },
      expected: NONE,
      rows: ['tuberculosis_non_pelvic'],
    },
  ],
  [
    'tuberculosis, pelvic',
    {
      answers: { infections: ['pelvic_tuberculosis'] },
      expected: '4 4 1 1 1 1',
      rows: ['tuberculosis_pelvic'],
    },
  ],
  [
    'malaria',
    { answers: { infections: ['malaria'] }, expected: NONE, rows: ['schistosomiasis_or_malaria'] },
  ],
  [
    'schistosomiasis with fibrosis of the liver',
    {
      answers: { infections: ['schistosomiasis', 'fibrosis_of_the_liver'] },
      expected: NONE,
      rows: ['schistosomiasis_or_malaria'],
    },
  ],

  // Endocrine.
  [
    'diabetes, nonvascular, 20 years or less',
    {
      answers: type2Diabetes(true, false),
      expected: '1 2 2 2 2 2',
      rows: ['diabetes'],
      not: ['diabetes_vascular', 'multiple_cardiovascular_risk_factors'],
    },
  ],
  [
    'diabetes with nephropathy, retinopathy or neuropathy',
    {
      answers: type2Diabetes(true, true),
      expected: '1 2 2 3 2 4',
      rows: ['diabetes_vascular'],
      not: ['diabetes'],
    },
  ],
  [
    'diabetes for more than 20 years',
    {
      answers: type2Diabetes(false, false),
      expected: '1 2 2 3 2 4',
      rows: ['diabetes_vascular'],
      not: ['diabetes'],
    },
  ],
  [
    'diabetes with atherosclerotic cardiovascular disease: other vascular disease',
    {
      answers: { ...type2Diabetes(true, false), atherosclerotic_cv_disease: true },
      expected: '1 2 2 3 2 4',
      rows: ['diabetes_vascular'],
      not: ['diabetes', 'diabetes_other_vascular'],
    },
  ],
  [
    'type 1 diabetes, duration unanswered: the vascular row',
    {
      answers: {
        endocrine_conditions: ['type_1_diabetes'],
        'diabetes_follow_up:diabetes_lte_20_years': null,
        'diabetes_follow_up:experience_nephropathy_retinopathy_neuropathy': false,
      },
      expected: '1 2 2 3 2 4',
      rows: ['diabetes_vascular'],
      not: ['diabetes'],
    },
  ],
  [
    'diabetes, complications unanswered: the vascular row',
    {
      answers: {
        ...type2Diabetes(true, false),
        'diabetes_follow_up:experience_nephropathy_retinopathy_neuropathy': null,
      },
      expected: '1 2 2 3 2 4',
      rows: ['diabetes_vascular'],
      not: ['diabetes'],
    },
  ],
  [
    'thyroid disorders (hypothyroidism)',
    {
      answers: { endocrine_conditions: ['hypothyroidism'] },
      expected: NONE,
      rows: ['thyroid_disorders'],
    },
  ],

  // Gallbladder and liver.
  [
    'gallbladder disease, symptomatic',
    {
      answers: {
        gi_conditions: ['gallbladder_disease'],
        'gi_conditions_gallbladder_follow_up:gallbladder_disease': true,
      },
      expected: '1 2 2 2 2 3',
      rows: ['gallbladder_symptomatic'],
    },
  ],
  [
    'gallbladder disease, asymptomatic',
    {
      answers: {
        gi_conditions: ['gallbladder_disease'],
        'gi_conditions_gallbladder_follow_up:gallbladder_disease': false,
      },
      expected: '1 2 2 2 2 2',
      rows: ['gallbladder_asymptomatic'],
    },
  ],
  [
    'cholestasis, pregnancy-related',
    {
      answers: { gi_conditions: ['pregnancy_related_cholestasis'] },
      expected: '1 1 1 1 1 2',
      rows: ['cholestasis_pregnancy'],
    },
  ],
  [
    'cholestasis, past combined-hormonal-contraceptive-related',
    {
      answers: { gi_conditions: ['hormonal_birth_control_related_cholestasis'] },
      expected: '1 2 2 2 2 3',
      rows: ['cholestasis_contraceptive'],
    },
  ],
  [
    'viral hepatitis, acute or flare',
    {
      answers: {
        gi_conditions: ['viral_hepatitis'],
        'gi_conditions_viral_hepatitis_follow_up:viral_hepatitis_status': 'acute',
      },
      expected: '1 1 1 1 1 4',
      rows: ['hepatitis_acute'],
    },
  ],
  [
    'viral hepatitis, carrier: chronic',
    {
      answers: {
        gi_conditions: ['viral_hepatitis'],
        'gi_conditions_viral_hepatitis_follow_up:viral_hepatitis_status': 'carrier',
      },
      expected: NONE,
      rows: ['hepatitis_chronic'],
    },
  ],
  [
    'cirrhosis, compensated (mild)',
    {
      answers: { gi_conditions: ['mild_cirrhosis'] },
      expected: NONE,
      rows: ['cirrhosis_compensated'],
    },
  ],
  [
    'cirrhosis, decompensated (severe)',
    {
      answers: { gi_conditions: ['severe_cirrhosis'] },
      expected: '1 2 2 3 2 4',
      rows: ['cirrhosis_decompensated'],
    },
  ],
  [
    'liver tumor, focal nodular hyperplasia',
    {
      answers: liverTumor('focal_nodular_hyperplasia'),
      expected: '1 2 2 2 2 2',
      rows: ['focal_nodular_hyperplasia'],
    },
  ],
  [
    'liver tumor, hepatocellular adenoma',
    {
      answers: liverTumor('hepatocellular_adenoma'),
      expected: '1 2 2 3 2 4',
      rows: ['hepatocellular_adenoma'],
    },
  ],
  [
    'liver tumor, hepatoma',
    { answers: liverTumor('hepatoma'), expected: '1 3 3 3 3 4', rows: ['hepatoma'] },
  ],
  [
    'a liver tumor listed under Cancer, type not asked: hepatoma',
    { answers: { cancer: ['liver_tumor'] }, expected: '1 3 3 3 3 4', rows: ['hepatoma'] },
  ],

  // Other conditions.
  [
    'cystic fibrosis',
    { answers: { cystic_fibrosis: true }, expected: '1 1 1 2 1 1', rows: ['cystic_fibrosis'] },
  ],
  [
    'iron-deficiency anemia',
    {
      answers: { anemias: ['iron_deficiency_anemia'] },
      expected: '2 1 1 1 1 1',
      rows: ['thalassemia_or_iron_deficiency'],
    },
  ],
  [
    'thalassemia',
    {
      answers: { anemias: ['thalassemia'] },
      expected: '2 1 1 1 1 1',
      rows: ['thalassemia_or_iron_deficiency'],
    },
  ],
  [
    'sickle cell disease',
    {
      answers: { anemias: ['sickle_cell_disease'] },
      expected: '2 1 1 3 1 4',
      rows: ['sickle_cell_disease'],
    },
  ],
  [
    'solid organ transplantation, uncomplicated',
    {
      answers: {
        solid_organ_transplantation: true,
        'solid_organ_transplantation_follow_up:complications': false,
      },
      expected: '1 1 2 3 2 2',
      rows: ['transplant'],
    },
  ],
  [
    'solid organ transplantation, graft failure',
    {
      answers: {
        solid_organ_transplantation: true,
        'solid_organ_transplantation_follow_up:complications': true,
      },
      expected: '2 2 2 3 2 4',
      rows: ['transplant_complicated'],
    },
  ],
  [
    'bariatric surgery, restrictive',
    {
      answers: { bariatric_surgery: 'yes_restrict_eating' },
      expected: NONE,
      rows: ['bariatric_restrictive'],
    },
  ],
  [
    'bariatric surgery, malabsorptive (CHC: 3 for the pill)',
    {
      answers: { bariatric_surgery: 'yes_restrict_eating_nutrients' },
      expected: '1 1 1 1 3 3',
      rows: ['bariatric_malabsorptive'],
    },
  ],

  // Drug interactions, from current medications and supplements, generic or brand.
  [
    'carbamazepine as Tegretol: enzyme inducers',
    { answers: taking('Tegretol'), expected: '1 1 2 1 3 3', rows: ['enzyme_inducers'] },
  ],
  [
    'rifampin: enzyme inducers',
    { answers: taking('rifampin 600 mg'), expected: '1 1 2 1 3 3', rows: ['enzyme_inducers'] },
  ],
  [
    'PHENOBARBITAL, a barbiturate: enzyme inducers',
    { answers: taking('PHENOBARBITAL'), expected: '1 1 2 1 3 3', rows: ['enzyme_inducers'] },
  ],
  [
    'topiramate as Topamax, listed among supplements: enzyme inducers',
    { answers: supplements('Topamax'), expected: '1 1 2 1 3 3', rows: ['enzyme_inducers'] },
  ],
  [
    'lamotrigine as Lamictal XR',
    { answers: taking('Lamictal XR'), expected: '1 1 1 1 1 3', rows: ['lamotrigine'] },
  ],
  [
    'fosamprenavir as Lexiva',
    { answers: taking('Lexiva'), expected: '2 2 2 2 2 3', rows: ['fosamprenavir'] },
  ],
  [
    'fosamprenavir by its generic name',
    {
      answers: taking('fosamprenavir calcium 700 mg'),
      expected: '2 2 2 2 2 3',
      rows: ['fosamprenavir'],
    },
  ],
  [
    'another antiretroviral, Biktarvy: all other ARVs 1 or 2',
    { answers: taking('Biktarvy'), expected: '2 2 2 2 2 2', rows: ['other_antiretrovirals'] },
  ],
  [
    'another antiretroviral, dolutegravir: all other ARVs 1 or 2',
    {
      answers: taking('dolutegravir 50 mg'),
      expected: '2 2 2 2 2 2',
      rows: ['other_antiretrovirals'],
    },
  ],
  [
    "St. John's Wort among supplements",
    { answers: supplements("St. John's Wort"), expected: '1 1 2 1 2 2', rows: ['st_johns_wort'] },
  ],
  [
    'st johns wort, no capitals or apostrophe',
    { answers: supplements('st johns wort'), expected: '1 1 2 1 2 2', rows: ['st_johns_wort'] },
  ],
  [
    'St John’s wort with a typographic apostrophe, among medications',
    {
      answers: taking('St John’s wort 300 mg'),
      expected: '1 1 2 1 2 2',
      rows: ['st_johns_wort'],
    },
  ],

  // Conditions together: the highest category of every row that applies; NA over any number.
  [
    'a smoker of more than 15 a day at 38 with migraine with aura',
    {
      answers: {
        ...smoker(AGED_38, 'gt_15_per_day'),
        neurologic_conditions: ['migranes_with_aura'],
      },
      expected: '1 1 1 1 1 4',
      rows: ['smoking_35_heavy', 'migraine_with_aura'],
    },
  ],
  [
    'breastfeeding 10 days postpartum, read at 150/95',
    {
      answers: { ...gaveBirth(10, true), ...reading(150, 95) },
      expected: '2 2 2 2 2 4',
      rows: [
        'breastfeeding_under_21_days',
        'postpartum_under_4_weeks',
        'hypertension_controlled_or_elevated',
      ],
    },
  ],
  [
    'pregnant, with a DVT on warfarin',
    {
      answers: {
        ...PREGNANT_NOW,
        ...pastClot('leg_resolved_with_medications', ['warfarin 5 mg daily']),
      },
      expected: PREGNANCY,
      rows: ['pregnancy', 'dvt_pe_anticoagulated'],
    },
  ],
  [
    'pregnant, with migraine with aura: NA over 4',
    {
      answers: { ...PREGNANT_NOW, neurologic_conditions: ['migranes_with_aura'] },
      expected: PREGNANCY,
      rows: ['pregnancy', 'migraine_with_aura'],
    },
  ],
  [
    'breastfeeding 25 days postpartum, on Lamictal XR',
    {
      answers: { ...gaveBirth(25, true), ...taking('Lamictal XR') },
      expected: '2 2 2 2 2 3',
      rows: ['breastfeeding_21_to_29_days', 'postpartum_under_4_weeks', 'lamotrigine'],
    },
  ],
  [
    'HIV on Biktarvy',
    {
      answers: { hiv: true, 'hiv_follow_up:arv_therapy': true, ...taking('Biktarvy') },
      expected: '2 2 2 2 2 2',
      rows: ['hiv_not_on_therapy', 'other_antiretrovirals'],
    },
  ],
  [
    'age 17 with pelvic inflammatory disease and uterine fibroids',
    {
      answers: {
        date_of_birth: turnsToday(17),
        ...reproductive('pelvic_inflammatory_disease', 'uterine_fibroids'),
      },
      expected: '4 4 1 2 1 1',
      rows: ['age_under_18', 'cervicitis_or_pid', 'uterine_fibroids'],
    },
  ],
  [
    'sickle cell disease at 46',
    {
      answers: { date_of_birth: turnsToday(46), anemias: ['sickle_cell_disease'] },
      expected: '2 1 1 3 1 4',
      rows: ['sickle_cell_disease', 'age_over_45'],
    },
  ],
];

/** What a check gives, next to what the chart says, in one comparison. */
function outcome(result: Check, not: RowId[]) {
  const found = rowsFound(result);
  return {
    categories: categories(result),
    found,
    ruledOut: found.filter((row) => not.includes(row)),
  };
}

describe('the U.S. MEC 2024 summary chart, case by case', () => {
  it.each(cases)('%s', (_, { answers, expected, rows, not = [] }) => {
    expect(outcome(check(answers), not)).toEqual({
      categories: expected,
      found: expect.arrayContaining(rows),
      ruledOut: [],
    });
  });

  it('every selectable chart row has a case', () => {
    const ids = Object.keys(chart) as RowId[];
    const covered = new Set(cases.flatMap(([, { rows }]) => rows));
    const withoutCase = ids.filter((id) => chart[id].when !== undefined && !covered.has(id));
    const unexplained = ids.filter(
      (id) =>
        chart[id].when === undefined &&
        chart[id].takenAs === undefined &&
        chart[id].notAsked === undefined,
    );
    expect({ withoutCase, unexplained }).toEqual({ withoutCase: [], unexplained: [] });
  });

  it('names only rows the chart has', () => {
    const named = cases.flatMap(([, { rows, not = [] }]) => [...rows, ...not]);
    expect(named.filter((id) => !(id in chart))).toEqual([]);
  });

  it('lists the deciding row first for every method', () => {
    for (const [name, { answers }] of cases) {
      const result = check(answers);
      for (const method of chartColumns) {
        const first = result[method].reasons[0]?.cell.category ?? 1;
        expect(first, `${name}: ${method}`).toBe(result[method].category);
      }
    }
  });
});

describe('rows the intake cannot select by itself', () => {
  it.each([
    ['not_breastfeeding_21_to_42_days', 'not_breastfeeding_21_to_42_days_vte'],
    ['dvt_pe_lower_risk', 'dvt_pe_higher_risk'],
    ['dvt_pe_prophylactic_lower_risk', 'dvt_pe_prophylactic_higher_risk'],
    ['diabetes_other_vascular', 'diabetes_vascular'],
    ['pid_past', 'cervicitis_or_pid'],
  ] satisfies [RowId, RowId][])('%s is counted as the stricter %s', (id, stricter) => {
    expect(chart[id].when).toBeUndefined();
    expect(chart[id].takenAs).toBe(stricter);
  });

  it.each([
    ['breast_cancer_past', 'breast_cancer'],
    ['hiv_on_therapy', 'hiv_not_on_therapy'],
  ] satisfies [RowId, RowId][])(
    '%s is selected by its own answers and counted as the stricter %s',
    (id, stricter) => {
      expect(chart[id].when).toBeDefined();
      expect(chart[id].takenAs).toBe(stricter);
    },
  );

  it.each(['high_risk_for_hiv', 'gestational_diabetes', 'sti_other_factors'] satisfies RowId[])(
    '%s is not asked, and says why',
    (id) => {
      expect(chart[id].when).toBeUndefined();
      expect(chart[id].notAsked).toEqual(expect.any(String));
    },
  );
});

describe('answers not given', () => {
  it('leaves nothing incomplete or missing for the full baseline', () => {
    const result = check({});
    for (const method of chartColumns) {
      expect(result[method].incomplete, method).toEqual([]);
      expect(result[method].missing, method).toEqual([]);
    }
  });

  it('leaves every method incomplete for an empty record', () => {
    const result = safetyCheck({}, TODAY);
    for (const method of chartColumns) {
      expect(result[method].incomplete.length, method).toBeGreaterThan(0);
    }
  });

  it('pregnant unanswered: the pregnancy row is unknown, so every method is incomplete', () => {
    const result = check({ pregnant: null });
    expect(rowsFound(result)).not.toContain('pregnancy');
    for (const method of chartColumns) {
      expect(result[method].incomplete, method).toEqual(
        expect.arrayContaining([expect.stringContaining('Pregnant')]),
      );
    }
  });

  it('hypertension unanswered, read at 145/92: CHC 3, and hypertension could still make it 4', () => {
    const result = check({ hypertension: null, ...reading(145, 92) });
    expect(result.chc.category).toBe(3);
    expect(result.chc.incomplete).toContain('Hypertension');
  });

  it('cancer unanswered with "breast disease or cancer": current breast cancer', () => {
    const result = check({ ...reproductive('breast_disease_or_cancer'), cancer: null });
    expect(categories(result)).toBe('1 4 4 4 4 4');
    expect(rowsFound(result)).toContain('breast_cancer');
  });

  it('current medications unanswered with a DVT: the strictest of the DVT/PE rows', () => {
    const result = check(pastClot('leg_resolved_with_medications', null));
    expect(categories(result)).toBe('2 2 2 3 2 4');
    expect(result.dmpa.missing).toContain('Current medications');
  });

  it('anticoagulant dose not given: the prophylactic row, stricter than the therapeutic one', () => {
    const result = check(pastClot('leg_resolved_with_medications', ['Eliquis']));
    expect(categories(result)).toBe('2 2 2 3 2 4');
    expect(rowsFound(result)).toContain('dvt_pe_prophylactic_higher_risk');
  });

  it('date of birth unanswered for a smoker: the 35-or-older row', () => {
    const result = check({ ...smoker('1995-01-01', 'gt_15_per_day'), date_of_birth: null });
    expect(rowsFound(result)).toContain('smoking_35_heavy');
    expect(rowsFound(result)).not.toContain('smoking_under_35');
    expect(result.chc.category).toBe(4);
    expect(result.chc.missing).toContain('Date of birth');
  });

  it.each([
    ['the text "abc"', 'abc'],
    ['a missing systolic', { systolic: null }],
  ])('an unreadable blood pressure (%s) is missing, never normal', (_, value) => {
    const result = check({ recent_blood_pressure: value });
    expect(result.chc.missing).toEqual(
      expect.arrayContaining([expect.stringMatching(/blood pressure/i)]),
    );
  });
});

describe('the reported failures', () => {
  it('pregnant with no birth in the last 6 months: both IUDs are category 4', () => {
    const result = check(PREGNANT_NOW);
    expect(result.cu_iud.category).toBe(4);
    expect(result.lng_iud.category).toBe(4);
    expect(categories(result)).toBe(PREGNANCY);
  });

  it('145/92 with hypertension unanswered: CHC is 3, not 1', () => {
    expect(check({ hypertension: null, ...reading(145, 92) }).chc.category).toBe(3);
  });

  it('"breast disease or cancer" with the cancer question unanswered is not dropped', () => {
    const result = check({ ...reproductive('breast_disease_or_cancer'), cancer: null });
    expect(rowsFound(result)).toContain('breast_cancer');
    expect(result.lng_iud.category).toBe(4);
  });

  it('a reading stored as the text "150/95": CHC is 3', () => {
    expect(check({ recent_blood_pressure: '150/95' }).chc.category).toBe(3);
  });
});
