import { describe, expect, it } from 'vitest';
import { seedState } from '../../../mocks/seed';
import { fieldsOfSection } from '../catalog';
import { emptyPatientInformation } from './empty-information';
import type { FormValues } from './form-values';
import { toFormValues } from './serializer';
import { REQUIRED, validateFormValues } from './validate';

const maya = toFormValues(seedState().patients[0]!.information);
const check = (changes: FormValues) => validateFormValues({ ...maya, ...changes });

describe('validateFormValues', () => {
  it('accepts every sample patient as stored', () => {
    for (const { information } of seedState().patients) {
      expect(validateFormValues(toFormValues(information))).toEqual({});
    }
  });

  it('requires the always-required fields of a new patient, each by its form key', () => {
    const errors = validateFormValues(toFormValues(emptyPatientInformation()));
    expect(errors).toMatchObject({
      name: REQUIRED,
      gender: REQUIRED,
      date_of_birth: REQUIRED,
      height: REQUIRED,
      dvt_pe: REQUIRED,
      'recent_blood_pressure:systolic': REQUIRED,
      'recent_blood_pressure:diastolic': REQUIRED,
      'lab_details:lab_results:dhea:results': REQUIRED,
      'lab_details:lab_results:cbc:flags': REQUIRED,
    });
    expect(errors).not.toHaveProperty('sexual_activity');
    expect(errors).not.toHaveProperty('allergies');
    expect(errors).not.toHaveProperty('cancer');
    expect(errors).not.toHaveProperty('abortion_trimester');
  });

  it('requires a conditional follow-up select or number only while it is shown', () => {
    const trimester = { abortion_trimester: '' };
    expect(check(trimester)).toEqual({});
    expect(check({ ...trimester, previous_abortion: 'yes' })).toEqual({
      abortion_trimester: REQUIRED,
    });
    expect(check({ pregnant: 'yes', days_post_partum: '', peripartum_cardiomyopathy: '' })).toEqual(
      {
        days_post_partum: REQUIRED,
        peripartum_cardiomyopathy: REQUIRED,
      },
    );
  });

  it('checks integers are whole and within the scales the labels state', () => {
    expect(check({ weight: '140.5' })).toEqual({ weight: 'Enter a whole number.' });
    expect(check({ menstrual_cramps_severity: '11', acne_severity: '0' })).toEqual({
      menstrual_cramps_severity: 'Enter a whole number from 1 to 10.',
      acne_severity: 'Enter a whole number from 1 to 10.',
    });
    expect(check({ first_menstruation: '19' })).toEqual({
      first_menstruation: 'Enter a whole number from 0 to 18.',
    });
    expect(check({ height: '0' })).toEqual({ height: 'Enter a whole number of at least 1.' });
    expect(check({ 'recent_blood_pressure:systolic': '12O' })).toEqual({
      'recent_blood_pressure:systolic': 'Enter a whole number.',
    });
  });

  it('checks dates', () => {
    expect(check({ date_of_birth: '02/03/1999' })).toEqual({
      date_of_birth: 'Enter a date as YYYY-MM-DD.',
    });
  });

  it('requires a usage entry brand and start date; stop date and reason are optional', () => {
    const entry = 'pill_usage_information:1';
    const values = {
      [`${entry}:brand`]: '',
      [`${entry}:start_date`]: '',
      [`${entry}:stop_date`]: '',
      [`${entry}:stop_reason`]: '',
    };
    expect(check(values)).toEqual({
      [`${entry}:brand`]: REQUIRED,
      [`${entry}:start_date`]: REQUIRED,
    });
  });

  it('refuses a stop date before the start date', () => {
    expect(check({ 'pill_usage_information:0:stop_date': '2019-01-01' })).toEqual({
      'pill_usage_information:0:stop_date': 'The stop date is before the start date.',
    });
  });

  it('asks for one flag per result in list panels', () => {
    expect(check({ 'lab_details:lab_results:ldl_hdl_tg:flags': '-, -' })).toEqual({
      'lab_details:lab_results:ldl_hdl_tg:flags': 'Give one flag per result, "-" for none.',
    });
  });

  it('checks only the fields it is given, for one section at a time', () => {
    const values = toFormValues(emptyPatientInformation());
    const errors = validateFormValues(values, fieldsOfSection('family'));
    expect(errors).toEqual({});
    expect(Object.keys(validateFormValues(values, fieldsOfSection('personal')))).toEqual([
      'name',
      'gender',
      'sex',
      'date_of_birth',
      'ethnicity',
      'height',
      'weight',
      'first_menstruation',
    ]);
  });
});
