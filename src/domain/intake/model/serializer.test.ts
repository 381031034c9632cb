import { describe, expect, it } from 'vitest';
import type { PatientInformation } from '../../../api/schemas';
import { seedState } from '../../../mocks/seed';
import { baseInformation } from '../../samples/baseline';
import { fieldsByKey } from '../catalog';
import { emptyPatientInformation } from './empty-information';
import type { FormValues } from './form-values';
import { answersNotKept, IntakeValidationError, toPatientInformation } from './serializer';
import { toFormValues } from './to-form-values';
import { labBoxes } from './lab-values';
import { addUsageEntry, removeUsageEntry } from './usage';

const patients = seedState().patients;
const byName = (name: string) => {
  const patient = patients.find((each) => each.information.name === name);
  if (!patient) throw new Error(name);
  return structuredClone(patient.information);
};
const pill = fieldsByKey.get('pill_usage_information')!;

function save(information: PatientInformation, changes: FormValues): PatientInformation {
  return toPatientInformation({ ...toFormValues(information), ...changes }, information);
}

/** Every key path, descending into plain objects. */
function paths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    paths(child, prefix ? `${prefix}:${key}` : key),
  );
}

describe('toFormValues', () => {
  const values = toFormValues(byName('Hannah Lee'));

  it('writes integers as text, booleans as yes/no, lists comma-joined', () => {
    expect(values).toMatchObject({
      height: '63',
      weight: '128',
      sexual_activity: 'yes',
      pregnant: 'no',
      'family_history:thrombosis': 'yes',
      current_supplements: 'ferrous sulfate 325 mg, vitamin C 500 mg',
      previous_birth_control_methods: ['pill', 'cu_iud'],
      'lifestyle_smoking_follow_up:products': [],
      'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day': 'lte_15_per_day',
    });
  });

  it('numbers usage entries and leaves absent parts empty', () => {
    expect(values).toMatchObject({
      'pill_usage_information:0:brand': 'levora',
      'pill_usage_information:0:start_date': '2010-03-01',
      'pill_usage_information:0:stop_date': '2021-04-20',
      'pill_usage_information:0:stop_reason': 'Diagnosed with a deep vein thrombosis',
      'iud_usage_information:0:brand': 'paragard',
    });
    expect(values).not.toHaveProperty('pill_usage_information:1:brand');
    const open = toFormValues({
      pill_usage_information: [{ brand: 'yaz', start_date: '2024-01-01' }],
    });
    expect(open['pill_usage_information:0:stop_date']).toBe('');
  });

  it('splits labs into results and flags, one box per value, and blood pressure in two', () => {
    const CBC = 'lab_details:lab_results:cbc';
    expect(values).toMatchObject({
      'lab_details:lab_results:tsh_r_t4:results': '3.1',
      'lab_details:lab_results:tsh_r_t4:flags': '-',
      [`${CBC}:results:0`]: '5.8',
      [`${CBC}:results:1`]: '4.1',
      [`${CBC}:results:2`]: '10.9',
      [`${CBC}:results:3`]: '33.5',
      [`${CBC}:results:4`]: '310',
      [`${CBC}:flags:0`]: '-',
      [`${CBC}:flags:2`]: 'L',
      [`${CBC}:flags:3`]: 'L',
      'recent_blood_pressure:systolic': '118',
      'recent_blood_pressure:diastolic': '76',
    });
    expect(values).not.toHaveProperty(`${CBC}:results`);
  });

  it('puts a panel stored as comma-separated text, short or long, in its boxes in order', () => {
    const lipids = (results: unknown, flags: unknown) =>
      toFormValues({ lab_details: { lab_results: { ldl_hdl_tg: { results, flags } } } });
    const LIPIDS = 'lab_details:lab_results:ldl_hdl_tg';
    expect(lipids('142, 44,180', 'H,L,H')).toMatchObject({
      [`${LIPIDS}:results:0`]: '142',
      [`${LIPIDS}:results:1`]: '44',
      [`${LIPIDS}:results:2`]: '180',
      [`${LIPIDS}:flags:1`]: 'L',
    });
    // The CBC saved with a single value: the rest are empty, for the check to name.
    expect(lipids(['142'], ['H'])).toMatchObject({
      [`${LIPIDS}:results:0`]: '142',
      [`${LIPIDS}:results:1`]: '',
      [`${LIPIDS}:flags:2`]: '',
    });
    // Items past the last value stay in the last box, where the check sees them.
    expect(lipids(['1', '2', '3', '4'], [])[`${LIPIDS}:results:2`]).toBe('3, 4');
  });

  it('reads blood pressure written as text', () => {
    expect(toFormValues({ recent_blood_pressure: '107/70' })).toMatchObject({
      'recent_blood_pressure:systolic': '107',
      'recent_blood_pressure:diastolic': '70',
    });
  });

  it('gives empty values for a new patient', () => {
    const empty = toFormValues(emptyPatientInformation());
    expect(empty).toMatchObject({ name: '', height: '', pregnant: '', cancer: [], allergies: '' });
  });
});

describe('toPatientInformation', () => {
  it.each(patients.map((patient) => [patient.information.name, patient.information] as const))(
    'round-trips %s without loss',
    (_name, information) => {
      const copy = structuredClone(information);
      expect(toPatientInformation(toFormValues(information), information)).toEqual(information);
      expect(information).toEqual(copy);
    },
  );

  it('parses integers as whole numbers', () => {
    const saved = save(byName('Maya Thompson'), {
      height: ' 66 ',
      weight: '+131',
      'recent_blood_pressure:systolic': '120',
    });
    expect(saved.height).toBe(66);
    expect(saved.weight).toBe(131);
    expect(saved.recent_blood_pressure).toEqual({ systolic: 120, diastolic: 72 });
  });

  it.each([
    ['65.5', 'Enter a whole number, without decimals.'],
    ['1e2', 'Enter a whole number.'],
    ['65 in', 'Enter a whole number.'],
    ['sixty', 'Enter a whole number.'],
  ])('rejects %j for an integer instead of truncating', (text, message) => {
    const information = byName('Maya Thompson');
    let error: unknown;
    try {
      save(information, { height: text });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(IntakeValidationError);
    expect((error as IntakeValidationError).errors).toEqual({ height: message });
  });

  it('saves a record whose stored lab panel breaks a product rule, when it is unchanged', () => {
    const information = byName('Hannah Lee');
    const labs = (information.lab_details as { lab_results: Record<string, unknown> }).lab_results;
    // Six results for the CBC's five values: the last box holds two.
    labs.cbc = {
      results: ['5.8', '4.1', '10.9', '33.5', '310', '7'],
      flags: ['-', '-', 'L', 'L', '-'],
    };
    const loaded = toFormValues(information);
    const values = { ...loaded, weight: '130' };
    expect(() => toPatientInformation(values, information)).toThrow(IntakeValidationError);
    const saved = toPatientInformation(values, information, loaded);
    expect(saved.weight).toBe(130);
    expect(saved.lab_details).toEqual(information.lab_details);
  });

  it('sends a panel of several values as the contract’s lists, from its boxes', () => {
    const LIPIDS = 'lab_details:lab_results:ldl_hdl_tg';
    const saved = save(byName('Maya Thompson'), {
      [`${LIPIDS}:results:0`]: ' 100',
      [`${LIPIDS}:results:1`]: '55 ',
      [`${LIPIDS}:results:2`]: '140',
      [`${LIPIDS}:flags:0`]: '-',
      [`${LIPIDS}:flags:1`]: 'L',
      [`${LIPIDS}:flags:2`]: ' -',
    });
    expect(
      (saved.lab_details as { lab_results: Record<string, unknown> }).lab_results,
    ).toMatchObject({ ldl_hdl_tg: { results: ['100', '55', '140'], flags: ['-', 'L', '-'] } });
  });

  it('sends a panel marked "Not done" as "Not done" in every result and flag', () => {
    const LIPIDS = 'lab_details:lab_results:ldl_hdl_tg';
    const boxes = ['results:0', 'flags:0', 'results:1', 'flags:1', 'results:2', 'flags:2'];
    const saved = save(byName('Maya Thompson'), {
      'lab_details:lab_results:dhea:results': 'Not done',
      'lab_details:lab_results:dhea:flags': 'Not done',
      ...Object.fromEntries(boxes.map((box) => [`${LIPIDS}:${box}`, 'Not done'])),
    });
    expect(
      (saved.lab_details as { lab_results: Record<string, unknown> }).lab_results,
    ).toMatchObject({
      dhea: { results: 'Not done', flags: 'Not done' },
      ldl_hdl_tg: {
        results: ['Not done', 'Not done', 'Not done'],
        flags: ['Not done', 'Not done', 'Not done'],
      },
    });
  });

  it('keeps an untouched list item that holds a comma', () => {
    const information = { ...byName('Maya Thompson'), allergies: ['dust, mild'] };
    expect(save(information, {}).allergies).toEqual(['dust, mild']);
  });

  it('writes booleans, selects and multi-selects', () => {
    const saved = save(byName('Maya Thompson'), {
      lifestyle_smoking: 'yes',
      'lifestyle_smoking_follow_up:products': ['vape', 'cigarette'],
      'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day': 'gt_15_per_day',
      'family_history:stroke': 'yes',
      hiv: '',
    });
    expect(saved).toMatchObject({
      lifestyle_smoking: true,
      lifestyle_smoking_follow_up: { products: ['vape', 'cigarette'] },
      lifestyle_smoking_products_cigarettes_follow_up: { cigarettes_per_day: 'gt_15_per_day' },
      family_history: { stroke: true, diabetes: true },
      hiv: null,
    });
  });

  it('neither requires nor changes a hidden field', () => {
    const information = byName('Maya Thompson');
    const saved = save(information, {
      'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day': 'gt_15_per_day',
      days_post_partum: '',
      abortion_trimester: '',
      hypertension_bp: 'not-a-value',
      'patch_usage_information:0:brand': '',
      acne_severity: '11',
      birth_control_goals: ['menstrual_cramps'],
    });
    expect(saved).toEqual({ ...information, birth_control_goals: ['menstrual_cramps'] });
  });

  it('keeps a field hidden by a changed trigger as it was stored', () => {
    const information = byName('Priya Raman');
    const saved = save(information, {
      lifestyle_smoking: 'no',
      'lifestyle_smoking_follow_up:products': [],
    });
    expect(saved.lifestyle_smoking).toBe(false);
    // The products question is hidden now, so its stored answer stays.
    expect(saved.lifestyle_smoking_follow_up).toEqual({ products: ['cigarette'] });
  });

  it('adds an answer the record lacked, leaves an unanswered one absent, keeps unknown keys', () => {
    const information = byName('Maya Thompson');
    delete information.allergies;
    delete information.medications;
    delete (information.family_history as Record<string, unknown>).thrombosis;
    information.unlisted_key = 'kept';
    const saved = save(information, {
      allergies: 'latex',
      'family_history:thrombosis': 'yes',
      'family_history:cancer': 'yes',
    });
    expect(saved.allergies).toEqual(['latex']);
    expect(saved.family_history).toMatchObject({ thrombosis: true, cancer: true });
    // Not answered on the form, so not written: absent stays absent, never "no" or empty.
    expect(saved).not.toHaveProperty('medications');
    expect(saved.unlisted_key).toBe('kept');
  });

  it('fills an empty record ({}) with every answer typed, and nothing else', () => {
    const fields = ['name', 'weight', 'lifestyle_smoking', 'allergies'].map((key) =>
      fieldsByKey.get(key)!,
    );
    const values = {
      ...toFormValues({}),
      name: 'New Name',
      weight: '140',
      lifestyle_smoking: 'no',
    };
    expect(toPatientInformation(values, {}, toFormValues({}), fields)).toEqual({
      name: 'New Name',
      weight: 140,
      lifestyle_smoking: false,
    });
  });

  it('adds and removes usage entries, up to 5, leaving out empty optional parts', () => {
    const information = byName('Maya Thompson');
    let values = toFormValues(information);
    for (let count = 0; count < 6; count += 1) values = addUsageEntry(values, pill);
    expect(values).toHaveProperty('pill_usage_information:4:brand', '');
    expect(values).not.toHaveProperty('pill_usage_information:5:brand');
    for (let index = 1; index < 5; index += 1) {
      values[`pill_usage_information:${index}:brand`] = `brand_${index}`;
      values[`pill_usage_information:${index}:start_date`] = `202${index}-01-01`;
    }
    values['pill_usage_information:2:stop_reason'] = 'Cost';
    values = removeUsageEntry(values, pill, 1);
    const saved = toPatientInformation(values, information);
    expect(saved.pill_usage_information).toEqual([
      {
        brand: 'sprintec',
        start_date: '2019-08-01',
        stop_date: '2021-05-15',
        stop_reason: 'Acne did not improve',
      },
      { brand: 'brand_2', start_date: '2022-01-01', stop_reason: 'Cost' },
      { brand: 'brand_3', start_date: '2023-01-01' },
      { brand: 'brand_4', start_date: '2024-01-01' },
    ]);
    expect(
      toPatientInformation(removeUsageEntry(toFormValues(information), pill, 0), information),
    ).toMatchObject({ pill_usage_information: [] });
  });

  it('writes blood pressure as numbers once changed, and keeps stored text untouched', () => {
    const information = { ...byName('Maya Thompson'), recent_blood_pressure: '107/70' };
    expect(save(information, {}).recent_blood_pressure).toBe('107/70');
    expect(
      save(information, { 'recent_blood_pressure:diastolic': '72' }).recent_blood_pressure,
    ).toEqual({ systolic: 107, diastolic: 72 });
  });
});

describe('emptyPatientInformation', () => {
  it('has every key of the API shape the sample patients use', () => {
    const atomic = (path: string) => !/:(results|flags|systolic|diastolic)$/.test(path);
    expect(paths(emptyPatientInformation()).filter(atomic).sort()).toEqual(
      paths(baseInformation).filter(atomic).sort(),
    );
  });

  it('leaves everything unanswered', () => {
    expect(emptyPatientInformation()).toMatchObject({
      name: '',
      height: null,
      pregnant: null,
      gender: null,
      cancer: [],
      pill_usage_information: [],
      family_history: { cardio: null },
      recent_blood_pressure: { systolic: null, diastolic: null },
      lab_details: {
        lab_results: { dhea: { results: '', flags: '' }, cbc: { results: [], flags: [] } },
      },
    });
  });

  it('becomes a new patient from a filled-in form, with integers and lists', () => {
    const values: FormValues = {
      ...toFormValues(emptyPatientInformation()),
      name: 'Ana Silva',
      gender: 'female',
      sex: 'female',
      date_of_birth: '1999-04-02',
      ethnicity: 'Hispanic or Latina',
      height: '64',
      weight: '130',
      first_menstruation: '12',
      lifestyle_activity: 'gentle',
      lifestyle_diet: 'vegan',
      birth_control_preferences: 'daily_regimen',
      bariatric_surgery: 'no',
      hypertension: 'no',
      dvt_pe: 'no',
      superficial_venous_disorders: 'no',
      valvular_heart_disease: 'no',
      current_supplements: 'vitamin D, B12',
      'recent_blood_pressure:systolic': '110',
      'recent_blood_pressure:diastolic': '70',
    };
    for (const field of [...fieldsByKey.values()].filter((each) => each.kind === 'lab')) {
      for (const box of labBoxes(field)) values[box.key] = box.part === 'results' ? '1' : '-';
    }
    const saved = toPatientInformation(values, emptyPatientInformation());
    expect(saved).toMatchObject({
      name: 'Ana Silva',
      height: 64,
      weight: 130,
      first_menstruation: 12,
      current_supplements: ['vitamin D', 'B12'],
      recent_blood_pressure: { systolic: 110, diastolic: 70 },
      pregnant: null,
      days_post_partum: null,
    });
    expect(paths(saved).sort()).toEqual(paths(emptyPatientInformation()).sort());
  });
});

describe('answersNotKept', () => {
  const keys = (fields: readonly { key: string }[]) => fields.map((field) => field.key);

  it('names each answer sent that the record read back lacks or holds otherwise', () => {
    const sent = { name: 'A', weight: 140, allergies: ['latex'], family_history: { cancer: true } };
    const stored = { name: 'A', weight: 141, family_history: {} };
    expect(keys(answersNotKept(sent, stored))).toEqual([
      'weight',
      'allergies',
      'family_history:cancer',
    ]);
  });

  it('finds nothing when every answer is kept, in any key order, numbers as numbers or text', () => {
    const sent = { name: 'A', weight: 140, family_history: { cancer: true, htn: false } };
    const stored = { family_history: { htn: false, cancer: true }, weight: '140', name: 'A' };
    expect(answersNotKept(sent, stored)).toEqual([]);
  });

  it('asks nothing of a field the save did not send', () => {
    expect(answersNotKept({ name: 'A' }, { name: 'A', weight: 3 })).toEqual([]);
  });
});
