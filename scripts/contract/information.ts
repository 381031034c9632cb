/**
 * Every patient read, its information field by field against the intake catalog: each catalog
 * key present has its kind's type and an allowed value (field-values.ts); a key the catalog
 * does not have is named (never its value); a catalog key absent is counted, not a fault, as the
 * spec allows sparse records. Keys map into the information as the app maps them
 * (src/domain/intake/model/path.ts): "family_history:cardio" is information.family_history.cardio.
 */
import { intakeCatalog, type FieldDef } from '../../src/domain/intake/catalog';
import { hasPath } from '../../src/domain/intake/model/path';
import { valueProblems } from './field-values';
import { plural, type Row } from './report';
import { safeKey, typeOf } from './shapes';
import { Tally } from './tally';

type Information = Record<string, unknown>;

const fieldByKey = new Map<string, FieldDef>(intakeCatalog.map((field) => [field.key, field]));

/** The objects that hold catalog fields: "family_history", "lab_details:lab_results". */
const containers = new Set(
  intakeCatalog.flatMap(({ key }) =>
    key
      .split(':')
      .slice(0, -1)
      .map((_, index, segments) => segments.slice(0, index + 1).join(':')),
  ),
);

const isObject = (value: unknown): value is Information =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Found {
  problems: Set<string>;
  unknown: Set<string>;
}

/** Walks one level of the information, each key as the catalog path it would be. */
function walk(node: Information, prefix: string, found: Found): void {
  for (const [key, value] of Object.entries(node)) {
    // A key holding ':' is no catalog path, though it reads like one joined.
    const path = prefix === '' ? key : `${prefix}:${key}`;
    const field = key.includes(':') ? undefined : fieldByKey.get(path);
    if (field) {
      for (const { at, problem } of valueProblems(field, value)) {
        found.problems.add(`${path}${at}: ${problem}`);
      }
    } else if (!key.includes(':') && containers.has(path)) {
      if (isObject(value)) {
        walk(value, path, found);
      } else if (value !== null) {
        found.problems.add(`${path}: expected an object of fields, got type ${typeOf(value)}`);
      }
    } else {
      const name = key.includes(':') ? `"${safeKey(key)}" (one key)` : safeKey(key);
      found.unknown.add(prefix === '' ? name : `${prefix}:${name}`);
    }
  }
}

/** "sparse: N of M fields absent in K records", the sparsest first. */
function sparseLines(absentCounts: readonly number[]): string[] {
  const tally = new Tally();
  for (const absent of [...absentCounts].sort((a, b) => b - a)) {
    tally.add(`sparse: ${absent} of ${intakeCatalog.length} fields absent`);
  }
  return tally.lines('record');
}

const CALL = 'GET /api/patients/get/{patient_uuid}';
/** Positions named at most: enough to find them, not a wall of numbers. */
const POSITIONS_SHOWN = 12;

export interface InformationCheck {
  /** One patient's information; `position` is its place in the list, from 1. */
  add(information: Information, position: number): void;
  rows(): Row[];
}

export function createInformationCheck(): InformationCheck {
  const problems = new Tally();
  const unknown = new Tally();
  /** How many catalog fields each sparse record lacks. */
  const absentCounts: number[] = [];
  const sparse: number[] = [];
  const empty: number[] = [];
  let records = 0;

  return {
    add(information, position) {
      records += 1;
      const found: Found = { problems: new Set(), unknown: new Set() };
      walk(information, '', found);
      for (const problem of found.problems) problems.add(problem);
      for (const key of found.unknown) unknown.add(key);
      const absent = intakeCatalog.filter(({ key }) => !hasPath(information, key)).length;
      if (absent > 0) {
        sparse.push(position);
        absentCounts.push(absent);
      }
      if (Object.keys(information).length === 0) empty.push(position);
    },

    rows() {
      const done = (what: string) => `information: ${what} (${plural(records, 'record')})`;
      if (records === 0) {
        return [
          {
            call: CALL,
            done: 'information, field by field',
            status: '-',
            result: 'skipped',
            detail: ['no patient was read'],
          },
        ];
      }
      const named = (positions: readonly number[]) =>
        positions
          .slice(0, POSITIONS_SHOWN)
          .map((position) => `#${position}`)
          .join(', ') +
        (positions.length > POSITIONS_SHOWN
          ? ` and ${positions.length - POSITIONS_SHOWN} more`
          : '');
      return [
        {
          call: CALL,
          done: done(`each of ${intakeCatalog.length} catalog fields' type and value`),
          status: '-',
          result: problems.size ? 'differs' : 'OK',
          detail: problems.size
            ? problems.lines('record')
            : ['every field present has its type and an allowed value'],
        },
        {
          call: CALL,
          done: done('keys not in the catalog'),
          status: '-',
          result: unknown.size ? 'note' : 'OK',
          detail: unknown.size
            ? unknown.lines('record').map((line) => `unknown key ${line}`)
            : ['none'],
        },
        {
          call: CALL,
          done: done('catalog fields absent'),
          status: '-',
          result: sparse.length ? 'note' : 'OK',
          detail: sparse.length
            ? [
                `${sparse.length} of ${plural(records, 'record')} sparse, by list position: ${named(sparse)}`,
                ...(empty.length ? [`${empty.length} empty ({}): ${named(empty)}`] : []),
                ...sparseLines(absentCounts),
                'the spec allows sparse records: a count, not a fault',
              ]
            : [`every record holds all ${intakeCatalog.length} catalog fields`],
        },
      ];
    },
  };
}
