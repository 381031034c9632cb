/** Hostile and unusual input: what the intake model refuses, and what it keeps as typed. */
import { describe, expect, it } from 'vitest';
import { HOSTILE_NAMES } from '../../../../tests/hostile-input';
import { seedState } from '../../../mocks/seed';
import { TEXT_LIMITS } from '../../text-limits';
import { fieldsByKey, intakeCatalog } from '../catalog';
import type { FormValues } from './form-values';
import { toPatientInformation } from './serializer';
import { toFormValues } from './to-form-values';
import { readPath } from './path';
import { maxLengthAt } from './text-length';
import { checkFormValues, REQUIRED, validateFormValues } from './validate';

const stored = seedState().patients[0]!.information;
const maya = toFormValues(stored);
const check = (changes: FormValues) => validateFormValues({ ...maya, ...changes });
const field = (key: string) => fieldsByKey.get(key)!;

describe('text limits', () => {
  it('gives every free-text answer of the catalog a limit fitting what it holds', () => {
    expect(maxLengthAt(field('name'), 'name')).toBe(TEXT_LIMITS.name);
    expect(maxLengthAt(field('ethnicity'), 'ethnicity')).toBe(TEXT_LIMITS.default);
    expect(maxLengthAt(field('acne_challenges'), 'acne_challenges')).toBe(TEXT_LIMITS.note);
    expect(maxLengthAt(field('allergies'), 'allergies')).toBe(TEXT_LIMITS.list);
    const pill = field('pill_usage_information');
    expect(maxLengthAt(pill, 'pill_usage_information:0:stop_reason')).toBe(TEXT_LIMITS.default);
    expect(maxLengthAt(pill, 'pill_usage_information:0:start_date')).toBeUndefined();
    const cbc = field('lab_details:lab_results:cbc');
    expect(maxLengthAt(cbc, 'lab_details:lab_results:cbc:flags')).toBe(TEXT_LIMITS.default);
    for (const each of intakeCatalog.filter((f) => f.kind === 'text' || f.kind === 'list')) {
      expect(maxLengthAt(each, each.key), each.key).toBeGreaterThanOrEqual(TEXT_LIMITS.default);
    }
    expect(maxLengthAt(field('height'), 'height')).toBeUndefined();
  });

  it('refuses a 10,000-character value, naming the limit', () => {
    const long = 'A'.repeat(10_000);
    expect(check({ name: long, ethnicity: long })).toEqual({
      name: 'Enter at most 200 characters. This has 10,000.',
      ethnicity: 'Enter at most 200 characters. This has 10,000.',
    });
    expect(check({ birth_control_goals: ['acne'], acne_challenges: long })).toMatchObject({
      acne_challenges: 'Enter at most 2,000 characters. This has 10,000.',
    });
    expect(check({ allergies: `${'penicillin, '.repeat(100)}latex` })).toEqual({
      allergies: 'Enter at most 1,000 characters. This has 1,205.',
    });
    expect(
      check({
        'pill_usage_information:0:stop_reason': long,
        'lab_details:lab_results:dhea:results': long,
      }),
    ).toEqual({
      'pill_usage_information:0:stop_reason': 'Enter at most 200 characters. This has 10,000.',
      'lab_details:lab_results:dhea:results': 'Enter at most 200 characters. This has 10,000.',
    });
  });

  it('warns of a long value the record was loaded with, which the backend already holds', () => {
    const loaded = { ...maya, name: 'N'.repeat(201) };
    expect(checkFormValues(loaded, { loaded })).toEqual({
      errors: {},
      warnings: { name: 'Check this value: Enter at most 200 characters. This has 201.' },
    });
    expect(checkFormValues({ ...loaded, name: 'M'.repeat(201) }, { loaded })).toEqual({
      errors: { name: 'Enter at most 200 characters. This has 201.' },
      warnings: {},
    });
  });

  it('takes a value at its limit, not counting the spaces around it', () => {
    expect(check({ name: 'N'.repeat(200) })).toEqual({});
    expect(check({ name: `  ${'N'.repeat(200)}  ` })).toEqual({});
  });

  it('does not judge a hidden field', () => {
    expect(check({ birth_control_goals: [], acne_challenges: 'A'.repeat(10_000) })).toEqual({});
    expect(check({ birth_control_goals: ['acne'], acne_challenges: 'A'.repeat(2_001) })).toEqual({
      acne_challenges: 'Enter at most 2,000 characters. This has 2,001.',
    });
  });
});

describe('spaces around an answer', () => {
  it('counts an all-spaces required answer as empty', () => {
    expect(check({ name: '   ', ethnicity: '\t \n' })).toEqual({
      name: REQUIRED,
      ethnicity: REQUIRED,
    });
    expect(check({ 'lab_details:lab_results:tsh_r_t4:flags': '  ' })).toEqual({
      'lab_details:lab_results:tsh_r_t4:flags': REQUIRED,
    });
  });

  it('sends names and other single-line text without the spaces around them', () => {
    const sent = toPatientInformation(
      {
        ...maya,
        name: '  Maya  Thompson ',
        ethnicity: ' Black ',
        'pill_usage_information:0:stop_reason': '  Side effects  ',
        'lab_details:lab_results:dhea:results': ' 2.1 ',
      },
      stored,
      maya,
    );
    expect(sent.name).toBe('Maya  Thompson');
    expect(sent.ethnicity).toBe('Black');
    expect(readPath(sent, 'pill_usage_information')).toMatchObject([
      { stop_reason: 'Side effects' },
    ]);
    expect(readPath(sent, 'lab_details:lab_results:dhea:results')).toBe('2.1');
  });
});

describe('markup, right-to-left text and emoji', () => {
  it.each(HOSTILE_NAMES)('keeps %j exactly as typed, as text to show', (name) => {
    expect(check({ name })).toEqual({});
    expect(toPatientInformation({ ...maya, name: ` ${name} ` }, stored, maya).name).toBe(name);
  });
});

describe('whole numbers', () => {
  it('gives every whole-number question a floor of zero or more, so a negative is refused', () => {
    const numbers = intakeCatalog.filter(
      (each) => each.kind === 'integer' || each.kind === 'blood-pressure',
    );
    expect(numbers.length).toBeGreaterThan(5);
    for (const each of numbers) {
      const floors = each.partRanges
        ? Object.values(each.partRanges).map(({ min }) => min)
        : [each.min];
      for (const floor of floors) expect(floor, each.key).toBeGreaterThanOrEqual(0);
    }
  });

  it('holds a blood pressure to the catalog’s one range, the visit’s too: 50-300 over 30-200', () => {
    expect(
      check({ 'recent_blood_pressure:systolic': '310', 'recent_blood_pressure:diastolic': '20' }),
    ).toEqual({
      'recent_blood_pressure:systolic': 'Enter a whole number from 50 to 300.',
      'recent_blood_pressure:diastolic': 'Enter a whole number from 30 to 200.',
    });
    expect(
      check({ 'recent_blood_pressure:systolic': '300', 'recent_blood_pressure:diastolic': '30' }),
    ).toEqual({});
  });

  it('refuses negative counts, ages, scales and measures with the range asked', () => {
    expect(
      check({
        height: '-64',
        first_menstruation: '-1',
        previous_birth_control_details: '-2',
        'recent_blood_pressure:systolic': '-120',
      }),
    ).toEqual({
      height: 'Enter a height from 42 to 84 inches (3 ft 6 in to 7 ft 0 in).',
      first_menstruation: 'Enter a whole number from 0 to 18.',
      previous_birth_control_details: 'Enter a whole number of at least 0.',
      'recent_blood_pressure:systolic': 'Enter a whole number from 50 to 300.',
    });
    expect(check({ pregnant: 'yes', days_post_partum: '-30' })).toMatchObject({
      days_post_partum: 'Enter a whole number of at least 0.',
    });
  });

  it('refuses a fraction where a whole number is asked, saying why', () => {
    const decimals = 'Enter a whole number, without decimals.';
    expect(
      check({ weight: '140.5', height: '64,5', 'recent_blood_pressure:diastolic': '.5' }),
    ).toEqual({ weight: decimals, height: decimals, 'recent_blood_pressure:diastolic': decimals });
    expect(check({ birth_control_goals: ['acne'], acne_severity: '7.5' })).toMatchObject({
      acne_severity: decimals,
    });
  });

  it('refuses 400 nines instead of sending them as null', () => {
    expect(check({ weight: '9'.repeat(400) })).toEqual({
      weight: 'This number is too long. Enter a whole number of at most 15 digits.',
    });
  });
});
