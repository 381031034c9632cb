import { describe, expect, it } from 'vitest';
import { intake, TODAY, type Answers } from '../../../tests/safety-records';
import { chartColumns } from './chart';
import { describeReason, findingsOf, safetyCheck, type SafetyCheck } from './safety-check';

/**
 * The categories are written here by hand from the CDC's U.S. MEC 2024 summary chart
 * (docs/safety-check.md; the source: citations.usMec2024), in the chart's column order
 * (Cu-IUD, LNG-IUD, implant, DMPA, POP, CHC), the highest value of a cell with a range or an
 * initiation/continuation pair; "-" counts as no restriction.
 */
type Categories = `${number} ${number} ${number} ${number} ${number} ${number}`;

const categories = (check: SafetyCheck) =>
  chartColumns.map((method) => check[method].category).join(' ');
/** The rows found, less the age row every adult of 20 to 39 has (category 1 for every method). */
const rowsOf = (check: SafetyCheck) =>
  findingsOf(check)
    .map((finding) => finding.row)
    .filter((row) => row !== 'age_20_to_39');
const reasonsOf = (check: SafetyCheck, method: keyof SafetyCheck) =>
  check[method].reasons.map(({ finding, cell }) => describeReason(finding, cell));

const NONE: Categories = '1 1 1 1 1 1';
/** Why "15 or fewer a day" is the chart's "15 or more" (docs/safety-check.md). */
const BAND_NOTE =
  'The intake\'s "15 or fewer a day" includes 15 a day, which the chart counts as 15 or more, so that row is taken.';
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

describe('safetyCheck', () => {
  it('finds nothing in a clean record, and misses no answer', () => {
    const check = safetyCheck(intake(), TODAY);
    expect(categories(check)).toBe(NONE);
    expect(rowsOf(check)).toEqual([]);
    for (const method of chartColumns) expect(check[method].missing).toEqual([]);
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
      // Migraine with aura 4*; multiple risk factors (age, smoking, hypertension) 3/4*, DMPA 3*;
      // smoking at 35+, 15 or fewer a day (15 is the chart's 15 or more) 4; controlled
      // hypertension 3*, DMPA 2*; age over 45 2, DMPA 2.
      expect(categories(check)).toBe('1 2 2 3 2 4');
      const chc = reasonsOf(check, 'chc');
      // The three category-4 rows first, in the chart's order.
      expect(chc.slice(0, 3)).toEqual([
        `Smoking, age 35 or older, 15 or more cigarettes a day (age 46): category 4. ${BAND_NOTE}`,
        expect.stringMatching(/^Multiple risk factors .*: category 3 or 4\*\./),
        'Migraine with aura: category 4*.',
      ]);
      expect(chc.slice(3)).toEqual([
        'Hypertension adequately controlled, or systolic 140-159 or diastolic 90-99 mm Hg (blood pressure 132/84 mm Hg): category 3*.',
        'Age, over 45 years (age 46): category 2.',
      ]);
      expect(reasonsOf(check, 'dmpa')[0]).toMatch(/^Multiple risk factors .*: category 3\*\./);
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
      // Diabetes with complications, ischemic heart disease, sickle cell disease, age 20-39.
      expect(check.dmpa.reasons).toHaveLength(4);
    });

    it('reads the combined column of malabsorptive surgery as the pill', () => {
      const check = safetyCheck(
        intake({ bariatric_surgery: 'yes_restrict_eating_nutrients' }),
        TODAY,
      );
      expect(reasonsOf(check, 'chc')).toEqual([
        'Bariatric surgery, malabsorptive procedure: category 3 for the pill; 1 for patch and ring.',
        'Age, 20 to under 40 years (age 31): category 1.',
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
      // With no anticoagulant listed, only the DVT/PE row without anticoagulation could apply,
      // and it is 1 for the copper IUD.
      expect(check.cu_iud.missing).toEqual([]);
    });

    it('takes an unknown age as 35 or older for a smoker, and says so', () => {
      const check = safetyCheck(intake(smoker('', 'lte_15_per_day')), TODAY);
      expect(reasonsOf(check, 'chc')).toEqual([
        `Smoking, age 35 or older, 15 or more cigarettes a day: category 4. ${BAND_NOTE} Not known: Date of birth; the stricter row is taken.`,
      ]);
      expect(check.chc.missing).toEqual(['Date of birth']);
      // The age rows under 18 and over 45 make DMPA 2.
      expect(check.dmpa.missing).toEqual(['Date of birth']);
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
        expect(rowsOf(check)).toEqual(['age_over_45', 'smoking_35_heavy']);
        expect(check.chc.reasons[0]?.finding.notes[0]).toMatch(
          /^Not known: (Cigarettes per day|Nicotine products used); the stricter row is taken\.$/,
        );
      }
    });

    it('takes pregnancy and the first postpartum rows when the days and breastfeeding are missing', () => {
      const check = safetyCheck(
        intake(postpartum({ breastfeeding: null, days_post_partum: null })),
        TODAY,
      );
      expect(rowsOf(check)).toEqual([
        'pregnancy',
        'postpartum_under_4_weeks',
        'breastfeeding_under_21_days',
      ]);
      expect(categories(check)).toBe('4 4 NA NA NA NA');
      expect(check.chc.missing).toEqual(['Breastfeeding', 'Days since giving birth']);
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

    it('takes every DVT row when the medications list is missing', () => {
      const check = safetyCheck(
        intake({ dvt_pe: 'leg_resolved_with_medications', current_medications: null }),
        TODAY,
      );
      expect(rowsOf(check)).toEqual([
        'dvt_pe_anticoagulated',
        'dvt_pe_prophylactic_higher_risk',
        'dvt_pe_higher_risk',
      ]);
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
