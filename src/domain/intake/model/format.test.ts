import { describe, expect, it } from 'vitest';
import { fieldsByKey } from '../catalog';
import {
  bmi,
  formatBloodPressure,
  formatBoolean,
  formatHeight,
  formatAnswer,
  humanize,
  optionLabel,
} from './format';

const field = (key: string) => fieldsByKey.get(key)!;

describe('format helpers', () => {
  it('shows booleans as yes, no or Unknown', () => {
    expect(formatBoolean(true)).toBe('yes');
    expect(formatBoolean(false)).toBe('no');
    expect(formatBoolean(null)).toBe('Unknown');
    expect(formatBoolean(undefined)).toBe('Unknown');
    expect(formatBoolean('yes')).toBe('Unknown');
  });

  it('shows height in inches as feet and inches', () => {
    expect(formatHeight(65)).toBe('5 ft 5 in');
    expect(formatHeight(72)).toBe('6 ft 0 in');
    expect(formatHeight(11)).toBe('0 ft 11 in');
    expect(formatHeight('63')).toBe('5 ft 3 in');
    expect(formatHeight(null)).toBeNull();
    expect(formatHeight('')).toBeNull();
    expect(formatHeight(0)).toBeNull();
  });

  it('computes BMI as weight / height^2 * 703 to two decimals', () => {
    expect(bmi(140, 65)).toBe('23.29');
    expect(bmi(212, 67)).toBe('33.20');
    expect(bmi(128, 63)).toBe('22.67');
    expect(bmi(null, 65)).toBeNull();
    expect(bmi(140, undefined)).toBeNull();
    expect(bmi(140, 0)).toBeNull();
  });

  it('turns an option value into its label, humanizing unknown values', () => {
    expect(optionLabel(field('hypertension'), 'yes_with_medications')).toBe(
      'Yes, treated with medication',
    );
    expect(optionLabel(field('dvt_pe'), 'lung_clot_or_pulmonary_embolism')).toBe(
      'Lung clot or pulmonary embolism',
    );
    expect(optionLabel(field('hypertension'), 'borderline_high')).toBe('Borderline high');
    expect(humanize('off_few_days')).toBe('Off few days');
  });

  it('formats stored values by kind', () => {
    expect(formatAnswer(field('weight'), 140)).toBe('140 lbs');
    expect(formatAnswer(field('weight'), null)).toBe('Unknown');
    expect(formatAnswer(field('ethnicity'), '')).toBe('Unknown');
    expect(formatAnswer(field('lifestyle_diet'), 'omnivore')).toBe('Omnivore');
    expect(formatAnswer(field('rec_drugs_list'), ['marijuana', 'bath_salts'])).toBe(
      'Marijuana, Bath salts',
    );
    expect(formatAnswer(field('rec_drugs_list'), [])).toBe('None');
    expect(formatAnswer(field('current_medications'), ['metformin_xr 500 mg'])).toBe(
      'metformin_xr 500 mg',
    );
    expect(formatAnswer(field('hiv'), undefined)).toBe('Unknown');
    expect(formatAnswer(field('recent_blood_pressure'), { systolic: 118, diastolic: 76 })).toBe(
      '118/76 mm Hg',
    );
  });

  it('formats blood pressure from numbers or text', () => {
    expect(formatBloodPressure('107/70')).toBe('107/70 mm Hg');
    expect(formatBloodPressure({ systolic: null, diastolic: 70 })).toBe('Unknown');
    expect(formatBloodPressure(undefined)).toBe('Unknown');
  });
});
