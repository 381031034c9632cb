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
import { DATE_SHAPE } from '../src/domain/intake/model/dates';
import { NOT_DONE } from '../src/domain/intake/model/lab-values';
import { MAX_USAGE_ENTRIES } from '../src/domain/intake/model/usage';
import { TEXT_LIMITS } from '../src/domain/text-limits';

type Schema = Record<string, unknown>;

export const OPENAPI_FILE = fileURLToPath(new URL('../docs/api/openapi.yaml', import.meta.url));

/** The lines around the generated schema in openapi.yaml. */
const START =
  '    # Generated from the intake catalog by `npx tsx scripts/openapi-patient-information.ts`: do not edit by hand.';
const END = '    # End of the generated PatientInformation.';

/**
 * A stored date: the ISO calendar date the form and the chat write (domain/intake/model/dates.ts,
 * DATE_SHAPE).
 */
const DATE: Schema = { type: 'string', format: 'date', pattern: DATE_SHAPE.source };

/** A whole number's none: null only ('' is none for text, dates and selects alone). */
const UNANSWERED = 'null when not answered';

/** A date, or '' or null for none. */
const optionalDate = (description: string): Schema => ({
  description,
  anyOf: [DATE, { enum: ['', null] }],
});

/** The option values a record may hold: the form's, the chat's and those kept for display. */
const optionValues = (field: FieldDef) => (field.options ?? []).map(({ value }) => value);

/** Where the form refuses a whole number, and the app warns of a stored one. */
function rangeWords({ min, max }: { min?: number; max?: number }): string {
  if (min !== undefined && max !== undefined) return `; expected ${min} to ${max}`;
  if (min !== undefined) return `; expected at least ${min}`;
  if (max !== undefined) return `; expected at most ${max}`;
  return '';
}

/** The most characters the app writes into a free-text answer (domain/text-limits.ts). */
const lengthWords = (field: FieldDef) =>
  `the app writes at most ${field.maxLength ?? TEXT_LIMITS.default} characters`;

function labSchema(field: FieldDef): Schema {
  const part: Schema = field.components
    ? {
        type: 'array',
        description: `One item per value, in order: ${field.components.map(({ label }) => label).join(', ')}; none when not recorded.`,
        items: { type: 'string' },
      }
    : { type: ['string', 'null'], description: `Empty or null when not recorded.` };
  return {
    type: ['object', 'null'],
    description:
      `${field.label}, a lab panel (${field.unit ?? 'no unit'}; reference ${field.referenceRange ?? 'none'}). ` +
      `Results and flags as the laboratory gives them ("-" for no flag), "${NOT_DONE}" in each for a panel not done; ${lengthWords(field)}.`,
    properties: { results: part, flags: part },
    required: ['results', 'flags'],
  };
}

function usageSchema(field: FieldDef): Schema {
  const max = field.maxEntries ?? MAX_USAGE_ENTRIES;
  return {
    type: ['array', 'null'],
    description: `${field.label}: up to ${max} entries, none when not answered.`,
    maxItems: max,
    items: {
      type: 'object',
      properties: {
        brand: { type: 'string', enum: optionValues(field) },
        start_date: DATE,
        stop_date: optionalDate('Absent, empty or null while still used.'),
        stop_reason: {
          type: ['string', 'null'],
          description: `Absent, empty or null when none given; ${lengthWords(field)}.`,
        },
      },
      required: ['brand', 'start_date'],
    },
  };
}

function bloodPressureSchema(field: FieldDef): Schema {
  const part = (name: 'systolic' | 'diastolic') => ({
    type: ['integer', 'null'],
    description: `mm Hg, ${UNANSWERED}${rangeWords(field.partRanges?.[name] ?? {})}.`,
  });
  return {
    description: `${field.label}: systolic and diastolic; the spec's sample data holds it as text ("107/70"); ${UNANSWERED}.`,
    anyOf: [
      {
        type: 'object',
        properties: { systolic: part('systolic'), diastolic: part('diastolic') },
        required: ['systolic', 'diastolic'],
      },
      { type: 'string', pattern: '^\\s*\\d+\\s*/\\s*\\d+\\s*$' },
      { type: 'null' },
    ],
  };
}

/**
 * What one field stores: what decodeField (domain/intake/model/codec.ts) writes, and what else
 * the app reads as an answer or as none (scripts/contract/field-values.ts checks a running
 * backend's records by the same reading).
 */
function fieldSchema(field: FieldDef): Schema {
  const { label } = field;
  switch (field.kind) {
    case 'text':
      return {
        type: ['string', 'null'],
        description: `${label}; empty or null when not answered; ${lengthWords(field)}.`,
      };
    case 'date':
      return optionalDate(`${label}; empty or null when not answered.`);
    case 'select':
      return {
        type: ['string', 'null'],
        description: `${label}; empty or null when not answered or not known.`,
        enum: [...optionValues(field), '', null],
      };
    case 'integer':
      return {
        type: ['integer', 'null'],
        description: `${label}${field.unit ? `, ${field.unit}` : ''}; ${UNANSWERED}${rangeWords(field)}.`,
      };
    case 'boolean':
      return {
        type: ['boolean', 'null'],
        description: `${label}; null when not answered or not known.`,
      };
    case 'multi-select':
      return {
        type: ['array', 'null'],
        description: `${label}: the options chosen; none when not answered.`,
        items: { type: 'string', enum: optionValues(field) },
      };
    case 'list':
      return {
        type: ['array', 'null'],
        description: `${label}: the items, typed comma-separated; none when not answered; ${lengthWords(field)}.`,
        items: { type: 'string' },
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
  const block = stringify(
    { PatientInformation: patientInformationSchema() },
    { lineWidth: 0, aliasDuplicateObjects: false },
  )
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
