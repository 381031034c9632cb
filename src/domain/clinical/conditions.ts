/**
 * Which intake answers select a chart row, as data, and the one function that reads them.
 *
 * An answer can be missing, and a missing answer is never read as "no": a condition is yes,
 * no or unknown, and an unknown one names the answers it lacks. `stricterIfUnknown` marks the
 * places where the intake cannot tell two rows apart: there an unknown counts as yes (the
 * stricter row) and the answers it lacks are kept, so the reason can say so.
 */
import type { PatientInformation } from '../../api/schemas';
import type { FieldKey } from '../intake/catalog';
import { fieldsByKey } from '../intake/catalog';
import { readPath } from '../intake/model/path';
import { ageOn } from './age';
import { medicationsOf, type MedicationClass } from './medications';

/** A span of numbers: from (inclusive) up to below (exclusive). */
interface Span {
  from?: number;
  below?: number;
}

export type Condition =
  | { yes: FieldKey }
  | { no: FieldKey }
  | { field: FieldKey; equals: string }
  | { field: FieldKey; in: readonly string[] }
  | { field: FieldKey; includes: string }
  | { field: FieldKey; includesAny: readonly string[] }
  | { field: FieldKey; span: Span }
  /** Age in whole years on the day of the check, from date_of_birth. */
  | { age: Span }
  /** The recorded blood pressure, or the range answered for hypertension without medication. */
  | { bloodPressure: 'severe' | 'elevated' }
  /** A medicine of this class named in current_medications. */
  | { medication: MedicationClass }
  /** An answer the intake does not ask where this row needs it: always unknown. */
  | { unasked: FieldKey }
  /** Every part, in order: a part is read only once the parts before it hold (a follow-up after its trigger). */
  | { all: readonly Condition[] }
  | { any: readonly Condition[] }
  | { not: Condition }
  | { stricterIfUnknown: Condition };

export interface Truth {
  /** undefined: unknown, for want of the answers in `missing`. */
  value: boolean | undefined;
  missing: FieldKey[];
  /** Answers that were missing where the stricter row was taken. */
  assumed: FieldKey[];
  /** What in the intake made it true, in words: "age 38", "blood pressure 165/95 mm Hg". */
  facts: string[];
}

const holds = (facts: string[] = [], assumed: FieldKey[] = []): Truth => ({
  value: true,
  missing: [],
  assumed,
  facts,
});
const fails: Truth = { value: false, missing: [], assumed: [], facts: [] };
const unknown = (...missing: FieldKey[]): Truth => ({
  value: undefined,
  missing,
  assumed: [],
  facts: [],
});
/** What was read is kept either way: a negation ("not severe") can say what it read. */
const truth = (value: boolean, facts: string[] = []): Truth =>
  value ? holds(facts) : { ...fails, facts };

/** "Don't know" answers nothing. */
const UNANSWERED = new Set(['', 'dont_know']);

function textAnswer(information: PatientInformation, key: FieldKey): string | undefined {
  const value = readPath(information, key);
  return typeof value === 'string' && !UNANSWERED.has(value) ? value : undefined;
}

/**
 * A multi-select's selections. An empty top-level list is an answer ("none of these"), but a
 * follow-up is asked because its trigger holds, so an empty one is unanswered.
 */
function selections(information: PatientInformation, key: FieldKey): string[] | undefined {
  const value = readPath(information, key);
  if (!Array.isArray(value)) return undefined;
  return key.includes(':') && value.length === 0 ? undefined : value.map(String);
}

function numberAnswer(information: PatientInformation, key: string): number | undefined {
  const value = readPath(information, key);
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

const within = (value: number, { from = -Infinity, below = Infinity }: Span) =>
  value >= from && value < below;

type Pressure = 'severe' | 'elevated' | 'below';

/** The chart's bands: systolic >= 160 or diastolic >= 100; systolic 140-159 or diastolic 90-99. */
function band(systolic: number, diastolic: number): Pressure {
  if (systolic >= 160 || diastolic >= 100) return 'severe';
  if (systolic >= 140 || diastolic >= 90) return 'elevated';
  return 'below';
}

const answeredBands: Record<string, Pressure> = {
  systolic_gte_160_diastolic_gte_100: 'severe',
  systolic_140_159_diastolic_90_99: 'elevated',
  systolic_lte_130_diastolic_lte_80: 'below',
};

const ORDER: Pressure[] = ['below', 'elevated', 'severe'];

function bloodPressure(information: PatientInformation, wanted: 'severe' | 'elevated'): Truth {
  const readings: { pressure: Pressure; fact: string }[] = [];
  const systolic = numberAnswer(information, 'recent_blood_pressure:systolic');
  const diastolic = numberAnswer(information, 'recent_blood_pressure:diastolic');
  if (systolic !== undefined && diastolic !== undefined) {
    readings.push({
      pressure: band(systolic, diastolic),
      fact: `blood pressure ${systolic}/${diastolic} mm Hg`,
    });
  }
  // The range question is asked only for hypertension without medication.
  const range = textAnswer(information, 'hypertension_bp');
  const rangeAsked = textAnswer(information, 'hypertension') === 'yes_without_medications';
  if (rangeAsked && range && answeredBands[range]) {
    const option = fieldsByKey.get('hypertension_bp')?.options?.find((o) => o.value === range);
    readings.push({
      pressure: answeredBands[range],
      fact: `blood pressure range: ${(option?.label ?? range).toLowerCase()}`,
    });
  }
  if (readings.length === 0) {
    return rangeAsked
      ? unknown('recent_blood_pressure', 'hypertension_bp')
      : unknown('recent_blood_pressure');
  }
  const highest = readings.reduce((a, b) =>
    ORDER.indexOf(b.pressure) > ORDER.indexOf(a.pressure) ? b : a,
  );
  return truth(highest.pressure === wanted, [highest.fact]);
}

const unique = <T>(items: T[]) => [...new Set(items)];

function all(parts: Truth[]): Truth {
  if (parts.some((part) => part.value === false)) return fails;
  const firstUnknown = parts.find((part) => part.value === undefined);
  // What the parts before it took as stricter is needed too.
  if (firstUnknown) {
    const before = parts.slice(0, parts.indexOf(firstUnknown));
    return unknown(...unique([...before.flatMap((part) => part.assumed), ...firstUnknown.missing]));
  }
  return holds(
    unique(parts.flatMap((part) => part.facts)),
    unique(parts.flatMap((part) => part.assumed)),
  );
}

function any(parts: Truth[]): Truth {
  const held = parts.filter((part) => part.value === true);
  // Prefer what holds outright to what holds only because an answer is missing.
  const outright = held.filter((part) => part.assumed.length === 0);
  const chosen = outright.length ? outright : held;
  if (chosen.length) {
    return holds(
      unique(chosen.flatMap((part) => part.facts)),
      unique(chosen.flatMap((part) => part.assumed)),
    );
  }
  const unknowns = parts.filter((part) => part.value === undefined);
  if (unknowns.length) return unknown(...unique(unknowns.flatMap((part) => part.missing)));
  return truth(false, unique(parts.flatMap((part) => part.facts)));
}

/** Reads a condition against a patient_information record on a given day. */
export function evaluate(
  condition: Condition,
  information: PatientInformation,
  today: Date,
): Truth {
  const read = (part: Condition) => evaluate(part, information, today);

  if ('all' in condition) {
    // In order, stopping at the first part that does not hold: a follow-up is read only once
    // its trigger holds (the form keeps stale answers of hidden follow-ups).
    const parts: Truth[] = [];
    for (const part of condition.all) {
      const result = read(part);
      parts.push(result);
      if (result.value !== true) break;
    }
    return all(parts);
  }
  if ('any' in condition) return any(condition.any.map(read));
  if ('not' in condition) {
    const inner = read(condition.not);
    return inner.value === undefined ? unknown(...inner.missing) : truth(!inner.value, inner.facts);
  }
  if ('stricterIfUnknown' in condition) {
    const inner = read(condition.stricterIfUnknown);
    return inner.value === undefined
      ? holds(inner.facts, unique([...inner.assumed, ...inner.missing]))
      : inner;
  }
  if ('unasked' in condition) return unknown(condition.unasked);
  if ('yes' in condition || 'no' in condition) {
    const [key, wanted] = 'yes' in condition ? [condition.yes, true] : [condition.no, false];
    const value = readPath(information, key);
    return typeof value === 'boolean' ? truth(value === wanted) : unknown(key);
  }
  if ('age' in condition) {
    const age = ageOn(information.date_of_birth, today);
    return age === undefined
      ? unknown('date_of_birth')
      : truth(within(age, condition.age), [`age ${age}`]);
  }
  if ('bloodPressure' in condition) return bloodPressure(information, condition.bloodPressure);
  if ('medication' in condition) {
    const listed = readPath(information, 'current_medications');
    if (!Array.isArray(listed)) return unknown('current_medications');
    const named = medicationsOf(condition.medication, listed.map(String));
    return truth(
      named.length > 0,
      named.length ? [`current medications: ${named.join(', ')}`] : [],
    );
  }
  const key = condition.field;
  if ('span' in condition) {
    const value = numberAnswer(information, key);
    const label = fieldsByKey.get(key)?.label ?? key;
    return value === undefined
      ? unknown(key)
      : truth(within(value, condition.span), [`${label.toLowerCase()}: ${value}`]);
  }
  if ('equals' in condition || 'in' in condition) {
    const value = textAnswer(information, key);
    if (value === undefined) return unknown(key);
    return truth('equals' in condition ? value === condition.equals : condition.in.includes(value));
  }
  const selected = selections(information, key);
  if (selected === undefined) return unknown(key);
  const wanted = 'includes' in condition ? [condition.includes] : condition.includesAny;
  return truth(wanted.some((value) => selected.includes(value)));
}

// Builders, so the chart reads as a table.
export const yes = (key: FieldKey): Condition => ({ yes: key });
export const no = (key: FieldKey): Condition => ({ no: key });
export const is = (key: FieldKey, value: string): Condition => ({ field: key, equals: value });
export const isOneOf = (key: FieldKey, values: readonly string[]): Condition => ({
  field: key,
  in: values,
});
export const has = (key: FieldKey, value: string): Condition => ({ field: key, includes: value });
export const hasAny = (key: FieldKey, values: readonly string[]): Condition => ({
  field: key,
  includesAny: values,
});
export const allOf = (...parts: Condition[]): Condition => ({ all: parts });
export const anyOf = (...parts: Condition[]): Condition => ({ any: parts });
export const not = (part: Condition): Condition => ({ not: part });
export const stricterIfUnknown = (part: Condition): Condition => ({ stricterIfUnknown: part });
