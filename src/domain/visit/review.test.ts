import { describe, expect, it } from 'vitest';
import type { PatientInformation } from '../../api/schemas';
import { chart } from '../clinical/chart';
import { answersOf } from '../rules/rule';
import { fieldsByKey } from '../intake/catalog';
import { intakeSummary } from '../intake/model/summary';
import { seedState } from '../../mocks/seed';
import { checkedFields, NOT_ANSWERED, reviewGroups, reviewText } from './review';

const sampleInformation = (name: string): PatientInformation =>
  seedState().patients.find((patient) => patient.information.name === name)!.information;

const keysOf = (information: PatientInformation) =>
  reviewGroups(information).flatMap(({ answers }) => answers.map(({ field }) => field.key));
const valueOf = (information: PatientInformation, key: string) =>
  reviewGroups(information)
    .flatMap(({ answers }) => answers)
    .find(({ field }) => field.key === key)?.value;

describe('the answers a visit reviews', () => {
  it('are every answer a chart row reads, each once', () => {
    const read = new Set(Object.values(chart).flatMap(({ when }) => (when ? answersOf(when) : [])));
    expect(new Set(checkedFields.map(({ key }) => key))).toEqual(read);
    expect(checkedFields).toHaveLength(read.size);
  });

  it("include the ones behind the chart's derived rows: age, BMI, blood pressure, lipids", () => {
    const keys = checkedFields.map(({ key }) => key);
    for (const key of [
      'date_of_birth',
      'height',
      'weight',
      'recent_blood_pressure',
      'current_medications',
      'lab_details:lab_results:ldl_hdl_tg',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it('say "Not answered" for an answer the record does not hold, never "no"', () => {
    expect(valueOf({}, 'stroke')).toBe(NOT_ANSWERED);
    expect(valueOf({ stroke: null }, 'stroke')).toBe(NOT_ANSWERED);
    expect(valueOf({ stroke: false }, 'stroke')).toBe('no');
    expect(valueOf({ stroke: true }, 'stroke')).toBe('yes');
    expect(valueOf({}, 'recent_blood_pressure')).toBe(NOT_ANSWERED);
    expect(valueOf({ height: 65 }, 'height')).toBe('5 ft 5 in');
  });

  it('show a follow-up only where the form asks it', () => {
    expect(keysOf({ lifestyle_smoking: false })).not.toContain(
      'lifestyle_smoking_follow_up:products',
    );
    expect(keysOf({ lifestyle_smoking: true })).toContain('lifestyle_smoking_follow_up:products');
  });

  it("are grouped by the intake's sections, in its order, leaving out a section with none", () => {
    expect(reviewGroups({}).map(({ title }) => title)).toEqual([
      'Personal Information',
      'Social History',
      'Pregnancy',
      'Medical History',
      'Family History',
      'Labs',
    ]);
  });
});

describe('the review’s text of a lab panel, the intake summary’s', () => {
  const lab = (test: string) => fieldsByKey.get(`lab_details:lab_results:${test}`)!;
  const text = (test: string, results: unknown, flags: unknown) =>
    reviewText(lab(test), { lab_details: { lab_results: { [test]: { results, flags } } } });

  // Each panel with a stored value and flag, and what the review says of it, written by hand.
  it.each([
    ['dhea', '4.1', '-', '4.1 ng/mL, no flag'],
    ['testosterone', '72', 'H', '72 ng/dL, High (H)'],
    ['tsh_r_t4', '0.2', 'L', '0.2 mIU/L, Low (L)'],
    ['amh', '1.1', '-', '1.1 ng/mL, no flag'],
    ['e2', '85', '-', '85 pg/mL, no flag'],
    ['hgc', '<2', '-', '<2 mIU/mL, no flag'],
    ['ast_alt', '21/18', '-', '21/18 U/L, no flag'],
    ['prolactin', '31', 'H', '31 ng/mL, High (H)'],
    ['glucose_hemoglobin_a1c', '104/5.9', 'H', '104/5.9 mg/dL / %, High (H)'],
    ['fsh', '6.1', '-', '6.1 mIU/mL, no flag'],
    ['lh', '5.4', 'A', '5.4 mIU/mL, Flagged (A)'],
  ])('%s: %s flagged %s', (test, results, flags, expected) => {
    expect(text(test, results, flags)).toBe(expected);
  });

  it('cbc: each of its five values with its unit and flag, one per line', () => {
    expect(text('cbc', ['5.8', '4.1', '10.9', '33.5', '310'], ['-', '-', 'L', 'L', '-'])).toBe(
      [
        'WBC: 5.8 ×10³/µL, no flag',
        'RBC: 4.1 ×10⁶/µL, no flag',
        'Hemoglobin: 10.9 g/dL, Low (L)',
        'Hematocrit: 33.5 %, Low (L)',
        'Platelets: 310 ×10³/µL, no flag',
      ].join('\n'),
    );
    // The CBC saved with a single value: the others are said to be missing, not hidden.
    expect(text('cbc', ['5'], ['-'])).toBe(
      [
        'WBC: 5 ×10³/µL, no flag',
        'RBC: not recorded',
        'Hemoglobin: not recorded',
        'Hematocrit: not recorded',
        'Platelets: not recorded',
      ].join('\n'),
    );
  });

  it('ldl_hdl_tg: Maya’s on file, and Priya’s flagged high, low, high', () => {
    const maya = sampleInformation('Maya Thompson');
    const lipids = lab('ldl_hdl_tg');
    expect(reviewText(lipids, maya)).toBe(
      ['LDL: 96 mg/dL, no flag', 'HDL: 62 mg/dL, no flag', 'Triglycerides: 88 mg/dL, no flag'].join(
        '\n',
      ),
    );
    expect(reviewText(lipids, sampleInformation('Priya Raman'))).toBe(
      [
        'LDL: 142 mg/dL, High (H)',
        'HDL: 44 mg/dL, Low (L)',
        'Triglycerides: 180 mg/dL, High (H)',
      ].join('\n'),
    );
    expect(valueOf(maya, lipids.key)).toBe(reviewText(lipids, maya));
  });

  it('says "Not done" for a panel marked so, and "Not answered" for one not on file', () => {
    expect(text('hgc', 'Not done', 'Not done')).toBe('Not done');
    expect(text('ldl_hdl_tg', Array(3).fill('Not done'), Array(3).fill('Not done'))).toBe(
      'Not done',
    );
    // As another client may write it, and one value of a panel not done.
    expect(text('dhea', 'not_done', '-')).toBe('Not done');
    expect(text('ldl_hdl_tg', ['96', '62', 'Not done'], ['-', '-', 'Not done'])).toBe(
      ['LDL: 96 mg/dL, no flag', 'HDL: 62 mg/dL, no flag', 'Triglycerides: not done'].join('\n'),
    );
    expect(text('ldl_hdl_tg', [], [])).toBe(NOT_ANSWERED);
    expect(reviewText(lab('hgc'), {})).toBe(NOT_ANSWERED);
  });

  it('is the intake summary’s text of every other answer too', () => {
    const jasmine = sampleInformation('Jasmine Carter');
    const summary = intakeSummary(jasmine).flatMap(({ rows }) => rows);
    const compared = reviewGroups(jasmine)
      .flatMap(({ answers }) => answers)
      .flatMap(({ field, value }) => {
        const row = summary.find(({ label }) => label === field.label);
        return row ? [[field.key, value, row.value === 'Unknown' ? NOT_ANSWERED : row.value]] : [];
      });
    expect(compared.length).toBeGreaterThan(20);
    for (const [key, review, shown] of compared) expect(review, key).toBe(shown);
  });
});
