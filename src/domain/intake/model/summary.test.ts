import { describe, expect, it } from 'vitest';
import type { PatientInformation } from '../../../api/schemas';
import { seedState } from '../../../mocks/seed';
import { intakeSummary, labProfile, type SummarySection } from './summary';
import { FAMILY_CONDITIONS, LAB_TESTS, SECTION_TITLES } from '../../../../tests/spec-fixtures';

const patients = seedState().patients;
const information = (name: string): PatientInformation => {
  const patient = patients.find((each) => each.information.name === name);
  if (!patient) throw new Error(name);
  return structuredClone(patient.information);
};

function labels(summary: SummarySection[]): string[] {
  return summary.flatMap((section) => section.rows.map((row) => row.label));
}

function value(summary: SummarySection[], label: string): string | undefined {
  return summary.flatMap((section) => section.rows).find((row) => row.label === label)?.value;
}

const TRIMESTER = 'Trimester of the abortion';
const SEPTIC = 'Symptoms of septic abortion';

describe('intakeSummary', () => {
  it('gives the sections in the spec order', () => {
    expect(intakeSummary(information('Maya Thompson')).map((section) => section.title)).toEqual(
      SECTION_TITLES,
    );
  });

  it('shows height as feet and inches, weight, BMI, booleans as yes, no or Unknown', () => {
    const summary = intakeSummary({ ...information('Jasmine Carter'), hiv: null });
    expect(value(summary, 'Height')).toBe('5 ft 7 in');
    expect(value(summary, 'Weight')).toBe('212 lbs');
    expect(value(summary, 'BMI')).toBe('33.20');
    expect(value(summary, 'Sexually active')).toBe('yes');
    expect(value(summary, 'Pregnant or gave birth in the last 6 months')).toBe('no');
    expect(value(summary, 'HIV')).toBe('Unknown');
    expect(value(summary, 'Hypertension')).toBe('Yes, treated with medication');
    expect(value(summary, 'Allergies')).toBe('latex');
  });

  it('shows abortion details only when sexually active with a previous abortion', () => {
    const hannah = information('Hannah Lee');
    const shown = intakeSummary(hannah);
    expect(value(shown, TRIMESTER)).toBe('First trimester');
    expect(value(shown, SEPTIC)).toBe('no');
    const notActive = labels(intakeSummary({ ...hannah, sexual_activity: false }));
    expect(notActive).not.toContain(TRIMESTER);
    expect(notActive).not.toContain(SEPTIC);
    const noAbortion = labels(intakeSummary({ ...hannah, previous_abortion: false }));
    expect(noAbortion).not.toContain(TRIMESTER);
    expect(notActive).toContain('Previous abortion');
  });

  it('shows the blood-pressure range only for yes_without_medications', () => {
    const maya = information('Maya Thompson');
    for (const hypertension of ['no', 'yes_with_medications', 'yes_with_vascular_disease']) {
      expect(labels(intakeSummary({ ...maya, hypertension }))).not.toContain(
        'Blood pressure range',
      );
    }
    const untreated = intakeSummary({ ...maya, hypertension: 'yes_without_medications' });
    expect(value(untreated, 'Blood pressure range')).toBe(
      'Systolic 130 or lower and diastolic 80 or lower',
    );
  });

  it('shows high_bp_pregnancy and peripartum items only when pregnant', () => {
    const maya = information('Maya Thompson');
    const pregnancyOnly = [
      'High blood pressure during pregnancy',
      'Peripartum cardiomyopathy',
      'Breastfeeding',
      'Days since giving birth',
    ];
    const notPregnant = labels(intakeSummary(maya));
    for (const label of pregnancyOnly) expect(notPregnant).not.toContain(label);
    const pregnant = labels(
      intakeSummary({
        ...maya,
        pregnant: true,
        peripartum_cardiomyopathy: 'diagnosed_normal_mild_impaired',
      }),
    );
    for (const label of pregnancyOnly) expect(pregnant).toContain(label);
    expect(pregnant).toContain('Time since peripartum cardiomyopathy diagnosis');
  });

  it('shows "other" text only when other is selected', () => {
    const maya = {
      ...information('Maya Thompson'),
      other_rheumatic_disease: 'Sjögren syndrome',
      other_mood_disorder: 'Adjustment disorder',
    };
    const none = labels(intakeSummary(maya));
    expect(none).not.toContain('Other rheumatic disease');
    expect(none).not.toContain('Other mood disorder');
    const other = intakeSummary({
      ...maya,
      rheumatic_diseases: ['other'],
      mood_disorders_undiagnosed: ['other'],
    });
    expect(value(other, 'Other rheumatic disease')).toBe('Sjögren syndrome');
    expect(value(other, 'Other mood disorder')).toBe('Adjustment disorder');
  });

  it('shows the cigarette count only for smokers using cigarettes', () => {
    const label = 'Cigarettes per day';
    const priya = information('Priya Raman');
    expect(value(intakeSummary(priya), label)).toBe('More than 15 a day');
    const vaper = { ...priya, lifestyle_smoking_follow_up: { products: ['vape'] } };
    expect(labels(intakeSummary(vaper))).not.toContain(label);
    expect(labels(intakeSummary({ ...priya, lifestyle_smoking: false }))).not.toContain(label);
  });

  it('lists usage history entries of the selected methods with brand names', () => {
    const summary = intakeSummary(information('Sofia Marquez'));
    expect(value(summary, 'Pill history')).toBe(
      'Yasmin, 2015-06-01 to 2022-10-01; stopped: Migraines with aura began',
    );
    expect(value(summary, 'Ring history')).toBe(
      'NuvaRing, 2014-01-15 to 2015-05-20; stopped: Discomfort',
    );
    expect(labels(summary)).not.toContain('Patch history');
    const two = intakeSummary({
      ...information('Sofia Marquez'),
      pill_usage_information: [
        { brand: 'yaz', start_date: '2023-01-01' },
        { brand: 'slynd', start_date: '2024-01-01' },
      ],
    });
    expect(value(two, 'Pill history, entry 1')).toBe('Yaz, from 2023-01-01');
    expect(value(two, 'Pill history, entry 2')).toBe('Slynd, from 2024-01-01');
  });

  it('shows the family history and the recent blood pressure; lab panels are the lab profile', () => {
    const summary = intakeSummary(information('Sofia Marquez'));
    const family = summary.find((section) => section.section === 'family');
    expect(family?.rows).toHaveLength(FAMILY_CONDITIONS.length);
    expect(value(summary, 'Mental health conditions')).toBe('yes');
    const labs = summary.find((section) => section.section === 'labs');
    expect(labs?.rows).toEqual([{ label: 'Recent blood pressure', value: '108/70 mm Hg' }]);
  });
});

describe('labProfile', () => {
  it('gives the 13 panels with results, flags, unit and reference range', () => {
    const profile = labProfile(information('Jasmine Carter'));
    expect(profile.map((row) => row.test)).toEqual(LAB_TESTS);
    expect(profile.find((row) => row.test === 'glucose_hemoglobin_a1c')).toMatchObject({
      label: 'Glucose / hemoglobin A1c',
      results: '128/6.8',
      flags: 'H',
      flagged: true,
    });
    expect(profile.find((row) => row.test === 'dhea')).toMatchObject({
      label: 'DHEA',
      results: '4.1',
      flags: '-',
      unit: 'ng/mL',
      flagged: false,
    });
    for (const row of profile) {
      expect(row.unit).not.toBe('');
      expect(row.referenceRange).not.toBe('');
    }
  });

  it('breaks list panels into components, each flagged on its own', () => {
    const lipids = labProfile(information('Jasmine Carter')).find(
      (row) => row.test === 'ldl_hdl_tg',
    );
    expect(lipids).toMatchObject({ results: '118, 41, 162', flags: '-, L, H', flagged: true });
    expect(
      lipids?.components?.map(({ label, result, flag, flagged }) => [label, result, flag, flagged]),
    ).toEqual([
      ['LDL', '118', '-', false],
      ['HDL', '41', 'L', true],
      ['Triglycerides', '162', 'H', true],
    ]);
  });

  it('gives empty results for a panel that was not recorded', () => {
    const row = labProfile({ lab_details: { lab_results: {} } }).find(
      (each) => each.test === 'cbc',
    );
    expect(row).toMatchObject({ results: '', flags: '', flagged: false });
    expect(row?.components?.[0]).toMatchObject({ label: 'WBC', result: '', flagged: false });
  });
});
