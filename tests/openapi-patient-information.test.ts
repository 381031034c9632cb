// @vitest-environment node
/**
 * docs/api/openapi.yaml's PatientInformation is the intake catalog's (docs/api/README.md,
 * "Patient information"): written from it, and describing what the app stores and sends.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fromJSONSchema, z } from 'zod';
import {
  OPENAPI_FILE,
  patientInformationSchema,
  withPatientInformation,
} from '../scripts/openapi-patient-information';
import {
  patientInformationSchema as clientSchema,
  type PatientInformation,
} from '../src/api/schemas';
import { valueProblems } from '../scripts/contract/field-values';
import { intakeCatalog, type FieldDef } from '../src/domain/intake/catalog';
import {
  emptyPatientInformation,
  toFormValues,
  toPatientInformation,
} from '../src/domain/intake/model';
import { samplePatients } from '../src/domain/samples';
import { sparseInformation } from '../src/mocks/seed/sparse-patients';
import { generatedPatient } from '../src/mocks/seed/generated-patients';

const text = readFileSync(OPENAPI_FILE, 'utf8');
const documented = (parse(text) as { components: { schemas: Record<string, unknown> } }).components
  .schemas.PatientInformation;
const checker = fromJSONSchema(documented as Parameters<typeof fromJSONSchema>[0]);

/** The documented schema of one field, where its key puts it. */
function schemaAt(key: string): unknown {
  return key
    .split(':')
    .flatMap((segment) => ['properties', segment])
    .reduce<unknown>(
      (node, step) => (node as Record<string, unknown> | undefined)?.[step],
      documented,
    );
}

/** Stored answers of every shape a record could hold, with the field's own first option. */
function answersOfEveryShape(field: FieldDef): unknown[] {
  const option = field.options?.[0]?.value ?? 'an option';
  const entry = { brand: option, start_date: '2024-01-31' };
  return [
    ...[null, '', 'text', '2024-01-31', '01/31/2024', '2024-02-31', '107/70', option],
    ...[5, 5.5, true, [], ['text'], [option], [5]],
    ...[
      { results: '', flags: '' },
      { results: '5', flags: '-' },
      { results: null, flags: null },
    ],
    ...[{ results: [], flags: [] }, { results: ['5', '6'], flags: ['H', '-'] }, { results: '5' }],
    ...[{ systolic: 120, diastolic: 80 }, { systolic: null, diastolic: null }, { systolic: 120 }],
    ...[
      [entry],
      [{ ...entry, stop_date: '', stop_reason: null }],
      [{ ...entry, stop_date: 'soon' }],
    ],
    ...[[{ ...entry, brand: 'No such brand' }], [{ brand: option }], Array(6).fill(entry)],
  ];
}

const maya = samplePatients.find(({ information }) => information.name === 'Maya Thompson')!;

describe('the PatientInformation of docs/api/openapi.yaml', () => {
  it('is what the intake catalog says (npx tsx scripts/openapi-patient-information.ts writes it)', async () => {
    expect(documented).toEqual(patientInformationSchema());
    expect(text).toBe(await withPatientInformation(text));
  });

  it('describes every field of the catalog, where its key puts it', () => {
    for (const { key } of intakeCatalog) expect(schemaAt(key), key).toBeDefined();
  });

  const stored: [string, PatientInformation][] = [
    ['a new patient', emptyPatientInformation()],
    ...samplePatients.map(({ information }): [string, PatientInformation] => [
      `sample ${String(information.name)}`,
      information,
    ]),
    ...Object.values(sparseInformation).map((information, index): [string, PatientInformation] => [
      `sparse record ${index}`,
      information,
    ]),
    ['a generated patient', generatedPatient(7).information],
    [
      'a sample saved from the form',
      toPatientInformation(toFormValues(maya.information), maya.information),
    ],
  ];
  it.each(stored)('accepts %s, which the app stores and sends', (_, information) => {
    const result = checker.safeParse(information);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each([
    ['a date of birth that is not ISO', { date_of_birth: '03/14/1990' }],
    ['a date of birth that is not a date', { date_of_birth: '1990-02-31x' }],
    ['an option the catalog does not have', { gender: 'woman' }],
    ['a whole number as text', { height: '65' }],
    ['a whole number with decimals', { height: 65.5 }],
    ['yes/no as text', { pregnant: 'yes' }],
    [
      'a lab panel of one value as a list',
      { lab_details: { lab_results: { tsh_r_t4: { results: ['2.1'], flags: [] } } } },
    ],
  ])('refuses %s', (_, change) => {
    expect(checker.safeParse({ ...maya.information, ...change }).success).toBe(false);
  });

  it.each(intakeCatalog)(
    'takes an answer to $key exactly when the contract check of a backend does',
    (field) => {
      const schema = fromJSONSchema(schemaAt(field.key) as Parameters<typeof fromJSONSchema>[0]);
      for (const answer of answersOfEveryShape(field)) {
        expect(schema.safeParse(answer).success, JSON.stringify(answer)).toBe(
          valueProblems(field, answer).length === 0,
        );
      }
    },
  );

  it('keeps a record with keys the catalog does not name, as the client does', () => {
    const older = { ...maya.information, referral_source: 'Clinic flyer' };
    expect(checker.safeParse(older).success).toBe(true);
    expect(clientSchema.safeParse(older).success).toBe(true);
  });

  it('is read by the client whatever it holds: the client takes any object', () => {
    expect(z.toJSONSchema(clientSchema, { io: 'input' })).toMatchObject({
      type: 'object',
      propertyNames: { type: 'string' },
      additionalProperties: {},
    });
  });
});
