import { describe, expect, it } from 'vitest';
import { seedState } from '../../../mocks/seed';
import { fieldsOfSection } from '../catalog';
import { emptyPatientInformation } from './empty-information';
import type { FormValues } from './form-values';
import { toFormValues } from './to-form-values';
import { checkFormValues, REQUIRED, validateFormValues } from './validate';
import { ALWAYS_REQUIRED, SPEC_FIELDS_BY_PARAGRAPH } from '../../../../tests/spec-fixtures';

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
      'lab_details:lab_results:cbc:results:0': REQUIRED,
      'lab_details:lab_results:cbc:flags:4': REQUIRED,
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
    expect(check({ weight: '140.5' })).toEqual({
      weight: 'Enter a whole number, without decimals.',
    });
    expect(check({ menstrual_cramps_severity: '11', acne_severity: '0' })).toEqual({
      menstrual_cramps_severity: 'Enter a whole number from 1 to 10.',
      acne_severity: 'Enter a whole number from 1 to 10.',
    });
    expect(check({ first_menstruation: '19' })).toEqual({
      first_menstruation: 'Enter a whole number from 0 to 18.',
    });
    expect(check({ height: '0' })).toEqual({
      height: 'Enter a height from 42 to 84 inches (3 ft 6 in to 7 ft 0 in).',
    });
    expect(check({ 'recent_blood_pressure:systolic': '12O' })).toEqual({
      'recent_blood_pressure:systolic': 'Enter a whole number.',
    });
  });

  it('checks dates, and that they exist', () => {
    expect(check({ date_of_birth: '02/03/1999' })).toEqual({
      date_of_birth: 'Enter a date as YYYY-MM-DD.',
    });
    expect(check({ date_of_birth: '1999-02-30' })).toEqual({
      date_of_birth: 'This date does not exist. Check the day and the month.',
    });
    expect(check({ 'pill_usage_information:0:start_date': '2019-13-01' })).toEqual({
      'pill_usage_information:0:start_date':
        'This date does not exist. Check the day and the month.',
    });
    expect(check({ date_of_birth: '1996-02-29' })).toEqual({});
  });

  it('refuses an implausible height or weight, naming the range in the unit it is kept in', () => {
    // 160 (centimetres meant) is not a height in inches; nor 5 (feet meant).
    for (const height of ['160', '5', '41', '85']) {
      expect(check({ height })).toEqual({
        height: 'Enter a height from 42 to 84 inches (3 ft 6 in to 7 ft 0 in).',
      });
    }
    for (const weight of ['49', '701', '1300']) {
      expect(check({ weight })).toEqual({ weight: 'Enter a weight from 50 to 700 pounds.' });
    }
    expect(check({ height: '42', weight: '50' })).toEqual({});
    expect(check({ height: '84', weight: '700' })).toEqual({});
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

  it('counts the values of a panel of several: each one missing is named at its box', () => {
    const LIPIDS = 'lab_details:lab_results:ldl_hdl_tg';
    const CBC = 'lab_details:lab_results:cbc';
    const cbcBoxes = Object.fromEntries(
      [0, 1, 2, 3, 4].flatMap((index) => [
        [`${CBC}:results:${index}`, ''],
        [`${CBC}:flags:${index}`, ''],
      ]),
    );
    // The CBC saved with a single "5": its four other values and their flags are missing.
    expect(check({ ...cbcBoxes, [`${CBC}:results:0`]: '5', [`${CBC}:flags:0`]: '-' })).toEqual({
      [`${CBC}:results:1`]: 'Missing: the RBC result. Enter it, or mark the panel "Not done".',
      [`${CBC}:flags:1`]:
        'Missing: the RBC flag ("-" for none). Enter it, or mark the panel "Not done".',
      [`${CBC}:results:2`]:
        'Missing: the Hemoglobin result. Enter it, or mark the panel "Not done".',
      [`${CBC}:flags:2`]:
        'Missing: the Hemoglobin flag ("-" for none). Enter it, or mark the panel "Not done".',
      [`${CBC}:results:3`]:
        'Missing: the Hematocrit result. Enter it, or mark the panel "Not done".',
      [`${CBC}:flags:3`]:
        'Missing: the Hematocrit flag ("-" for none). Enter it, or mark the panel "Not done".',
      [`${CBC}:results:4`]:
        'Missing: the Platelets result. Enter it, or mark the panel "Not done".',
      [`${CBC}:flags:4`]:
        'Missing: the Platelets flag ("-" for none). Enter it, or mark the panel "Not done".',
    });
    // A flag left out, the lipid panel's last.
    expect(check({ [`${LIPIDS}:flags:2`]: ' ' })).toEqual({
      [`${LIPIDS}:flags:2`]:
        'Missing: the Triglycerides flag ("-" for none). Enter it, or mark the panel "Not done".',
    });
    // Nothing entered at all: each box is required, as every lab result and flag is.
    expect(check({ ...cbcBoxes })).toEqual(
      Object.fromEntries(Object.keys(cbcBoxes).map((key) => [key, REQUIRED])),
    );
  });

  it('takes one value per box, never a list that would shift the values after it', () => {
    expect(check({ 'lab_details:lab_results:cbc:results:2': '13,4' })).toEqual({
      'lab_details:lab_results:cbc:results:2':
        'Enter one value, without commas (a decimal takes a point: 6.2).',
    });
    // A panel of one value is free text: "21, 18" is its own.
    expect(check({ 'lab_details:lab_results:ast_alt:results': '21, 18' })).toEqual({});
  });

  it('takes "Not done" for every box of a panel, as a value the contract allows', () => {
    const notDone = (test: string, boxes: string[]) =>
      Object.fromEntries(
        boxes.map((box) => [`lab_details:lab_results:${test}:${box}`, 'Not done']),
      );
    expect(
      check({
        ...notDone('dhea', ['results', 'flags']),
        ...notDone('ldl_hdl_tg', [
          'results:0',
          'flags:0',
          'results:1',
          'flags:1',
          'results:2',
          'flags:2',
        ]),
      }),
    ).toEqual({});
  });

  it('checks only the fields it is given, for one section at a time', () => {
    const values = toFormValues(emptyPatientInformation());
    const errors = validateFormValues(values, { fields: fieldsOfSection('family') });
    expect(errors).toEqual({});
    const personal = Object.keys(SPEC_FIELDS_BY_PARAGRAPH.personal);
    expect(
      Object.keys(validateFormValues(values, { fields: fieldsOfSection('personal') })),
    ).toEqual(personal.filter((key) => ALWAYS_REQUIRED.includes(key)));
  });
});

describe('the product’s own rules on a record the backend already holds', () => {
  const PLATELETS = 'lab_details:lab_results:cbc:results:4';
  // As stored: six CBC results, the last box holding two.
  const loaded = { ...maya, [PLATELETS]: '255, 7' };
  const ONE_VALUE = 'Enter one value, without commas (a decimal takes a point: 6.2).';

  it('only warns about an unchanged box holding several values, so the record can be saved', () => {
    expect(checkFormValues(loaded, { loaded })).toEqual({
      errors: {},
      warnings: {
        [PLATELETS]: 'Check this value: this box holds more than one value: 255, 7.',
      },
    });
  });

  it('blocks a box the provider changed to several values', () => {
    expect(checkFormValues({ ...loaded, [PLATELETS]: '255, 8' }, { loaded })).toEqual({
      errors: { [PLATELETS]: ONE_VALUE },
      warnings: {},
    });
  });

  it('counts every value of a new patient as changed', () => {
    expect(checkFormValues(loaded)).toEqual({ errors: { [PLATELETS]: ONE_VALUE }, warnings: {} });
  });

  it('always blocks a stored panel with values missing: it is completed or marked not done', () => {
    const stored = { ...maya, 'lab_details:lab_results:cbc:flags:4': '' };
    expect(checkFormValues(stored, { loaded: stored }).errors).toEqual({
      'lab_details:lab_results:cbc:flags:4':
        'Missing: the Platelets flag ("-" for none). Enter it, or mark the panel "Not done".',
    });
  });

  it('warns about an unchanged out-of-range number, and blocks an edited one', () => {
    const stored = { ...maya, first_menstruation: '19' };
    expect(checkFormValues(stored, { loaded: stored })).toEqual({
      errors: {},
      warnings: { first_menstruation: 'Check this value: 19 is outside the expected 0 to 18.' },
    });
    expect(checkFormValues({ ...stored, first_menstruation: '20' }, { loaded: stored })).toEqual({
      errors: { first_menstruation: 'Enter a whole number from 0 to 18.' },
      warnings: {},
    });
  });

  it('warns about an unchanged implausible height, and blocks an edited one', () => {
    const stored = { ...maya, height: '160' };
    expect(checkFormValues(stored, { loaded: stored })).toEqual({
      errors: {},
      warnings: {
        height:
          'Check this value: 160 inches is outside the plausible 42 to 84 inches (3 ft 6 in to 7 ft 0 in).',
      },
    });
    expect(checkFormValues({ ...stored, height: '163' }, { loaded: stored }).errors).toEqual({
      height: 'Enter a height from 42 to 84 inches (3 ft 6 in to 7 ft 0 in).',
    });
  });

  it('warns about an unchanged stop date before its start date', () => {
    const stored = { ...maya, 'pill_usage_information:0:stop_date': '2019-01-01' };
    expect(checkFormValues(stored, { loaded: stored }).warnings).toEqual({
      'pill_usage_information:0:stop_date':
        'Check this value: the stop date is before the start date.',
    });
  });

  it('still blocks on the spec’s rules, changed or not: required answers and whole numbers', () => {
    const stored = { ...maya, name: '', weight: '140.5', 'recent_blood_pressure:systolic': '' };
    expect(checkFormValues(stored, { loaded: stored })).toEqual({
      errors: {
        name: REQUIRED,
        weight: 'Enter a whole number, without decimals.',
        'recent_blood_pressure:systolic': REQUIRED,
      },
      warnings: {},
    });
  });

  it('judges a section the same way', () => {
    expect(validateFormValues(loaded, { fields: fieldsOfSection('labs'), loaded })).toEqual({});
    expect(validateFormValues(loaded, { fields: fieldsOfSection('labs') })).toEqual({
      [PLATELETS]: ONE_VALUE,
    });
  });
});

describe('hostile and implausible values', () => {
  const TODAY = new Date('2026-11-22T12:00:00Z');

  it('refuses a whole number too long to be exact, instead of sending it as null', () => {
    expect(check({ height: '9'.repeat(400) })).toMatchObject({
      height: 'This number is too long. Enter a whole number of at most 15 digits.',
    });
    expect(check({ weight: '-3' })).toMatchObject({
      weight: 'Enter a weight from 50 to 700 pounds.',
    });
    expect(check({ weight: '150.5' })).toMatchObject({
      weight: 'Enter a whole number, without decimals.',
    });
  });

  it.each([
    ['2026-11-23', 'The date of birth is in the future.'],
    ['1906-11-21', 'The date of birth is over 120 years ago.'],
  ])('refuses a date of birth of %s', (dateOfBirth, message) => {
    const errors = validateFormValues({ ...maya, date_of_birth: dateOfBirth }, { today: TODAY });
    expect(errors).toMatchObject({ date_of_birth: message });
  });

  it('accepts a date of birth today or exactly 120 years ago', () => {
    for (const dateOfBirth of ['2026-11-22', '1906-11-22']) {
      const errors = validateFormValues({ ...maya, date_of_birth: dateOfBirth }, { today: TODAY });
      expect(errors).not.toHaveProperty('date_of_birth');
    }
  });

  it('only warns about a stored implausible date of birth', () => {
    const loaded = { ...maya, date_of_birth: '1890-01-01' };
    const { errors, warnings } = checkFormValues(loaded, { loaded, today: TODAY });
    expect(errors).not.toHaveProperty('date_of_birth');
    expect(warnings).toMatchObject({
      date_of_birth: 'Check this value: the date of birth is over 120 years ago.',
    });
  });
});
