import { describe, expect, it } from 'vitest';
import { intake, TODAY } from '../../../tests/safety-records';
import { fieldsByKey, notKnownAnswers, patientFields, type FieldKey } from '../intake/catalog';
import { decodeField } from '../intake/model/codec';
import { NOT_KNOWN } from '../intake/model';
import { restrictingRowsByAnswer } from './not-known';
import { describeReason, safetyCheck } from './safety-check';

const APL = 'rheumatic_diseases_sle_follow_up:antiphospholipid_antibodies';
const DIABETES_YEARS = 'diabetes_follow_up:diabetes_lte_20_years';
const LUPUS = { rheumatic_diseases: ['systemic_lupus_erythematosus'] };
const DIABETES = { endocrine_conditions: ['type_2_diabetes'] };

/** "I don't know", as the chat sends it: through the catalog's codec. */
const notKnown = (key: string) => decodeField(fieldsByKey.get(key)!, { [key]: NOT_KNOWN });

const reasonsOf = (answers: Record<string, unknown>, method: 'chc' | 'dmpa') => {
  const { reasons } = safetyCheck(intake(answers), TODAY)[method];
  return reasons.map(({ finding, cell }) => describeReason(finding, cell));
};

describe('the questions a patient may answer "I don\'t know"', () => {
  it('lists, per question, the chart rows that can rule a method out', () => {
    // The U.S. MEC 2024 summary chart: SLE with positive or unknown antiphospholipid antibodies, CHC 4;
    // diabetes of more than 20 years, CHC 3/4; severe hypertension, CHC 4; stroke, CHC 4.
    expect(restrictingRowsByAnswer.get(APL)).toEqual(['sle_antiphospholipid_antibodies']);
    expect(restrictingRowsByAnswer.get(DIABETES_YEARS)).toContain('diabetes_vascular');
    expect(restrictingRowsByAnswer.get('hypertension_bp')).toContain('hypertension_severe');
    expect(restrictingRowsByAnswer.get('stroke')).toEqual(['stroke']);
  });

  /** Facts of her own life a patient answers herself: "I don't know" would only confuse. */
  const herOwnFacts: FieldKey[] = [
    'lifestyle_smoking',
    'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day',
    'previous_abortion',
    'breastfeeding',
    'solid_organ_transplantation',
  ];

  it('offers it on every yes/no or one-of-several question that feeds such a row', () => {
    const needed = patientFields
      .filter(
        ({ kind, key }) =>
          (kind === 'boolean' || kind === 'select') && restrictingRowsByAnswer.has(key),
      )
      .map(({ key }) => key)
      .filter((key) => !herOwnFacts.includes(key));
    expect(needed.filter((key) => !notKnownAnswers.has(key))).toEqual([]);
    // And nowhere else: every question offering it feeds such a row.
    expect([...notKnownAnswers].filter((key) => !needed.includes(key))).toEqual([]);
    for (const key of herOwnFacts) expect(restrictingRowsByAnswer.has(key), key).toBe(true);
  });

  it('does not offer it where no answer can rule a method out', () => {
    // HIV: the chart's HIV rows are at most category 2.
    for (const key of ['lifestyle_activity', 'lifestyle_diet', 'sexual_activity', 'hiv'] as const)
      expect(notKnownAnswers.has(key)).toBe(false);
  });

  it('is stored as Unknown (null), for a yes/no and for a required one-of-several', () => {
    expect(notKnown(APL)).toBeNull();
    expect(notKnown('hypertension_bp')).toBeNull();
    expect(notKnown('dvt_pe')).toBeNull();
  });
});

describe('the safety check of an "I don\'t know"', () => {
  it('takes antiphospholipid antibodies not known as the chart\'s "positive or unknown" row', () => {
    expect(reasonsOf({ ...LUPUS, [APL]: notKnown(APL) }, 'chc')).toContain(
      'SLE, positive or unknown antiphospholipid antibodies: category 4*. ' +
        'Not known: SLE: positive or unknown antiphospholipid antibodies; the stricter row is taken.',
    );
    // Tested negative: the row is not taken.
    expect(reasonsOf({ ...LUPUS, [APL]: false }, 'chc').join(' ')).not.toContain(
      'antiphospholipid',
    );
  });

  it('takes diabetes of unknown duration as more than 20 years', () => {
    const answers = { ...DIABETES, [DIABETES_YEARS]: notKnown(DIABETES_YEARS) };
    expect(safetyCheck(intake(answers), TODAY).chc.category).toBe(4);
    expect(reasonsOf(answers, 'dmpa').join(' ')).toContain(
      'Not known: Diabetes for 20 years or less; the stricter row is taken.',
    );
  });

  it('takes a blood-pressure range not known, with no reading, as severe hypertension', () => {
    const answers = {
      hypertension: 'yes_without_medications',
      hypertension_bp: notKnown('hypertension_bp'),
      recent_blood_pressure: { systolic: null, diastolic: null },
    };
    const check = safetyCheck(intake(answers), TODAY);
    expect(check.chc.category).toBe(4);
    expect(reasonsOf(answers, 'chc').join(' ')).toMatch(
      /Not known: [^;]*Blood pressure range; the stricter row is taken\./,
    );
  });

  it('leaves a first question not known incomplete, never cleared', () => {
    const check = safetyCheck(intake({ stroke: notKnown('stroke') }), TODAY);
    expect(check.chc.incomplete).toContain('History of stroke');
  });
});
