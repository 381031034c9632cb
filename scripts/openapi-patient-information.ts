/**
 * Writes the `PatientInformation` schema of docs/api/openapi.yaml from the intake catalog, the
 * one description of every field (docs/api/README.md, "Patient information"): its keys, their
 * nesting, what each kind stores (domain/intake/model/codec.ts) and its allowed values.
 *
 *   npx tsx scripts/openapi-patient-information.ts
 *
 * tests/openapi-patient-information.test.ts fails when the file and the catalog differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { stringify } from 'yaml';
import { intakeCatalog, type FieldDef } from '../src/domain/intake/catalog';
import { NOT_DONE } from '../src/domain/intake/model/lab-values';
import { MAX_USAGE_ENTRIES } from '../src/domain/intake/model/usage';
import { TEXT_LIMITS } from '../src/domain/text-limits';

type Schema = Record<string, unknown>;

export const OPENAPI_FILE = fileURLToPath(new URL('../docs/api/openapi.yaml', import.meta.url));

/** The lines around the generated schema in openapi.yaml. */
const START =
  '    # Generated from the intake catalog by `npx tsx scripts/openapi-patient-information.ts`: do not edit by hand.';
const END = '    # End of the generated PatientInformation.';

/** A stored date: the form's and the chat's ISO calendar date (docs/product.md, "Validation rules"). */
const DATE: Schema = { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };

const textLimit = (field: FieldDef) => field.maxLength ?? TEXT_LIMITS.default;

const nullable = (type: string) => [type, 'null'];

/** The option values a record may hold: the form's, the chat's and those kept for display. */
const optionValues = (field: FieldDef) => (field.options ?? []).map(({ value }) => value);

function labSchema(field: FieldDef): Schema {
  const limit = textLimit(field);
  const part: Schema = field.components
    ? {
        type: 'array',
        description: `One item per value, in order: ${field.components.map(({ label }) => label).join(', ')}; none when not recorded.`,
        items: { type: 'string', maxLength: limit },
      }
    : { type: 'string', maxLength: limit };
  return {
    type: 'object',
    description:
      `${field.label}, a lab panel (${field.unit ?? 'no unit'}; reference ${field.referenceRange ?? 'none'}). ` +
      `Results and flags as the laboratory gives them ("-" for no flag); "${NOT_DONE}" in each for a panel not done; empty when not recorded.`,
    properties: { results: part, flags: part },
    additionalProperties: false,
  };
}

function usageSchema(field: FieldDef): Schema {
  return {
    type: 'array',
    description: `${field.label}: up to ${field.maxEntries ?? MAX_USAGE_ENTRIES} entries.`,
    maxItems: field.maxEntries ?? MAX_USAGE_ENTRIES,
    items: {
      type: 'object',
      properties: {
        brand: { type: 'string' },
        start_date: DATE,
        stop_date: DATE,
        stop_reason: { type: 'string', maxLength: textLimit(field) },
      },
      required: ['brand', 'start_date'],
      additionalProperties: false,
    },
  };
}

function bloodPressureSchema(field: FieldDef): Schema {
  const part = (name: 'systolic' | 'diastolic') => {
    const range = field.partRanges?.[name];
    return { type: nullable('integer'), ...(range && { minimum: range.min, maximum: range.max }) };
  };
  return {
    description: `${field.label}, mm Hg: systolic and diastolic, each null when not answered; older sample data holds it as text ("107/70").`,
    anyOf: [
      {
        type: 'object',
        properties: { systolic: part('systolic'), diastolic: part('diastolic') },
        required: ['systolic', 'diastolic'],
        additionalProperties: false,
      },
      { type: 'string', pattern: '^\\s*\\d+\\s*/\\s*\\d+\\s*$' },
    ],
  };
}

/** What one field stores: the value decodeField (domain/intake/model/codec.ts) gives it. */
function fieldSchema(field: FieldDef): Schema {
  const { label } = field;
  switch (field.kind) {
    case 'text':
      return {
        type: 'string',
        description: `${label}; empty when not answered.`,
        maxLength: textLimit(field),
      };
    case 'date':
      return {
        ...DATE,
        type: nullable('string'),
        description: `${label}; null when not answered.`,
      };
    case 'select':
      return {
        type: nullable('string'),
        description: `${label}; null when not answered or not known.`,
        enum: [...optionValues(field), null],
      };
    case 'integer':
      return {
        type: nullable('integer'),
        description: `${label}${field.unit ? `, ${field.unit}` : ''}; null when not answered.`,
        ...(field.min !== undefined && { minimum: field.min }),
        ...(field.max !== undefined && { maximum: field.max }),
      };
    case 'boolean':
      return {
        type: nullable('boolean'),
        description: `${label}; null when not answered or not known.`,
      };
    case 'multi-select':
      return {
        type: 'array',
        description: `${label}: the options chosen; none when not answered.`,
        items: { type: 'string', enum: optionValues(field) },
      };
    case 'list':
      return {
        type: 'array',
        description: `${label}: the items typed, comma-separated in the form; none when not answered.`,
        items: { type: 'string', maxLength: textLimit(field) },
      };
    case 'usage-history':
      return usageSchema(field);
    case 'lab':
      return labSchema(field);
    case 'blood-pressure':
      return bloodPressureSchema(field);
  }
}

/**
 * A group of the catalog's ':'-separated keys (lab_details, family_history...). Open, as the
 * whole object is: a record may hold keys the catalog does not (docs/api/README.md).
 */
const group = (): Schema & { properties: Record<string, Schema> } => ({
  type: 'object',
  properties: {},
  additionalProperties: true,
});

/** The schema of the patient information, from the catalog. */
export function patientInformationSchema(): Schema {
  const root = {
    ...group(),
    description:
      'The intake answers, one property per field of the intake catalog (src/domain/intake/catalog), nested where its key is (lab_details:lab_results:dhea is lab_details.lab_results.dhea). A new record holds every field, unanswered; an older one may lack some, which read as unanswered, and may hold keys the catalog does not name, which the app keeps as they are (docs/api/README.md, "Patient information").',
  };
  for (const field of intakeCatalog) {
    const segments = field.key.split(':');
    const last = segments.pop()!;
    let node = root;
    for (const segment of segments) {
      node.properties[segment] ??= group();
      node = node.properties[segment] as typeof root;
    }
    node.properties[last] = fieldSchema(field);
  }
  return root;
}

/** The OpenAPI file with its PatientInformation schema written from the catalog, formatted. */
export async function withPatientInformation(openapi: string): Promise<string> {
  const start = openapi.indexOf(`${START}\n`);
  const end = openapi.indexOf(`${END}\n`);
  if (start < 0 || end < start) throw new Error('The markers of PatientInformation are missing');
  const block = stringify({ PatientInformation: patientInformationSchema() }, { lineWidth: 0 })
    .trimEnd()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  const text = `${openapi.slice(0, start)}${START}\n${block}\n${openapi.slice(end)}`;
  const config = await resolveConfig(OPENAPI_FILE);
  return format(text, { ...config, filepath: OPENAPI_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(OPENAPI_FILE, await withPatientInformation(readFileSync(OPENAPI_FILE, 'utf8')));
}
