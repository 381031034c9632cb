/**
 * Which intake answers select a chart row, as data, and the one function that reads them.
 *
 * An answer can be missing, and a missing answer is never read as "no": a condition is true,
 * false or unknown, and an unknown one names the answers it lacks. The logic is stated once,
 * here (docs/safety-check.md, "Three values"):
 *
 * - and (`all`): false when a part is false, unknown when a part is unknown, else true. Parts
 *   are read in order and reading stops at the first part that is not true, so a follow-up
 *   is read only once its trigger holds (the form keeps stale answers of hidden follow-ups):
 *   and(unknown, false) is unknown, never false.
 * - or (`any`): true when a part is true, false when every part is false, else unknown.
 * - not: swaps true and false; unknown stays unknown.
 * - at least n (`atLeast`): true when n parts are true, false when fewer than n could be,
 *   else unknown.
 * - stricter-if-unknown: unknown counts as true, keeping the answers it lacked (`assumed`),
 *   where the intake cannot tell two rows apart and the stricter one is taken.
 *
 * A row whose condition is unknown is never selected; the safety check lists the answers it
 * lacks and, where they could rule a method out, calls the check incomplete for it.
 */
import type { PatientInformation } from '../../api/schemas';
import type { FieldKey } from '../intake/catalog';
import { fieldsByKey } from '../intake/catalog';
import { readPath } from '../intake/model/path';
import { ageOn } from './age';
import { bodyMassIndex } from './bmi';
import { anticoagulantDose, medicationsOf, type MedicationClass } from './medications';
import { readBloodPressure } from './blood-pressure';

/** A span of numbers: from (inclusive) up to below (exclusive). */
interface Span {
  from?: number;
  below?: number;
}

/** A blood-pressure band of the chart; 'high' is either of them. */
export type PressureBand = 'elevated' | 'severe' | 'high';

/** The intensity of anticoagulation a DVT/PE row asks about; 'none': no anticoagulant. */
export type Anticoagulation = 'therapeutic' | 'prophylactic' | 'none';

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
  /** Body mass index from height and weight (spec section 5), unrounded. */
  | { bmi: Span }
  /** The recorded blood pressure, or the range answered for hypertension without medication. */
  | { bloodPressure: PressureBand }
  /** A medicine of this class named in current_medications or current_supplements. */
  | { medication: MedicationClass }
  /** Anticoagulation named in current_medications, by the dose it states. */
  | { anticoagulation: Anticoagulation }
  /** A lipid flag of the lab profile: high LDL, low HDL or high triglycerides. */
  | { dyslipidemia: true }
  /** An answer the intake does not ask where this row needs it: always unknown. */
  | { unasked: FieldKey }
  | { all: readonly Condition[] }
  | { any: readonly Condition[] }
  | { atLeast: number; of: readonly Condition[] }
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

const unique = <T>(items: T[]) => [...new Set(items)];

const holds = (facts: string[] = [], assumed: FieldKey[] = []): Truth => ({
  value: true,
  missing: [],
  assumed,
  facts,
});
const fails: Truth = { value: false, missing: [], assumed: [], facts: [] };
const unknown = (...missing: FieldKey[]): Truth => ({
  value: undefined,
  missing: unique(missing),
  assumed: [],
  facts: [],
});
/** What was read is kept either way: a negation ("not severe") can say what it read. */
const truth = (value: boolean, facts: string[] = []): Truth =>
  value ? holds(facts) : { ...fails, facts };

/** The parts that hold, as one truth: their facts and what they assumed. */
const heldTogether = (parts: Truth[]): Truth =>
  holds(unique(parts.flatMap((part) => part.facts)), unique(parts.flatMap((part) => part.assumed)));

// The operators over true, false and unknown: the only place the logic is written.

export function and(parts: Truth[]): Truth {
  const stop = parts.findIndex((part) => part.value !== true);
  if (stop === -1) return heldTogether(parts);
  const stopper = parts[stop]!;
  if (stopper.value === false) return fails;
  // What the parts before it took as stricter is needed too.
  const before = parts.slice(0, stop).flatMap((part) => part.assumed);
  return unknown(...before, ...stopper.missing);
}

export function or(parts: Truth[]): Truth {
  const held = parts.filter((part) => part.value === true);
  // Prefer what holds outright to what holds only because an answer is missing.
  const outright = held.filter((part) => part.assumed.length === 0);
  if (held.length) {
    // What the false parts read stays as context: "controlled (blood pressure 132/84 mm Hg)".
    const chosen = heldTogether(outright.length ? outright : held);
    const read = parts.filter((part) => part.value === false).flatMap((part) => part.facts);
    return { ...chosen, facts: unique([...chosen.facts, ...read]) };
  }
  const unknowns = parts.filter((part) => part.value === undefined);
  if (unknowns.length) return unknown(...unknowns.flatMap((part) => part.missing));
  return truth(false, unique(parts.flatMap((part) => part.facts)));
}

export function atLeast(count: number, parts: Truth[]): Truth {
  const held = parts.filter((part) => part.value === true);
  if (held.length >= count) return heldTogether(held);
  const unknowns = parts.filter((part) => part.value === undefined);
  if (held.length + unknowns.length >= count) {
    return unknown(...unknowns.flatMap((part) => part.missing));
  }
  return fails;
}

export function negation(part: Truth): Truth {
  return part.value === undefined ? unknown(...part.missing) : truth(!part.value, part.facts);
}

export function stricter(part: Truth): Truth {
  return part.value === undefined
    ? holds(part.facts, unique([...part.assumed, ...part.missing]))
    : part;
}

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

/** A free-text list answer (current_medications), or undefined when unanswered. */
function listAnswer(information: PatientInformation, key: FieldKey): string[] | undefined {
  const value = readPath(information, key);
  return Array.isArray(value) ? value.map(String) : undefined;
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

function bloodPressure(information: PatientInformation, wanted: PressureBand): Truth {
  const readings: { pressure: Pressure; fact: string }[] = [];
  const reading = readBloodPressure(readPath(information, 'recent_blood_pressure'));
  if (reading) {
    readings.push({
      pressure: band(reading.systolic, reading.diastolic),
      fact: `blood pressure ${reading.systolic}/${reading.diastolic} mm Hg`,
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
  const matches = wanted === 'high' ? highest.pressure !== 'below' : highest.pressure === wanted;
  return truth(matches, [highest.fact]);
}

/** Where a class of medicine is looked for, and which lists must be answered to rule it out. */
const SOURCES: FieldKey[] = ['current_medications', 'current_supplements'];
const ruledOutBy = (group: MedicationClass): FieldKey[] =>
  group === 'st_johns_wort' ? SOURCES : ['current_medications'];

function named(information: PatientInformation, group: MedicationClass) {
  const found = SOURCES.flatMap((key) => medicationsOf(group, listAnswer(information, key) ?? []));
  const unanswered = ruledOutBy(group).filter((key) => !listAnswer(information, key));
  return { found, unanswered };
}

function medication(information: PatientInformation, group: MedicationClass): Truth {
  const { found, unanswered } = named(information, group);
  if (found.length) return holds([`taking ${found.join(', ')}`]);
  return unanswered.length ? unknown(...unanswered) : fails;
}

/** An anticoagulant whose dose is not given counts as prophylactic: the stricter DVT/PE rows. */
function anticoagulation(information: PatientInformation, wanted: Anticoagulation): Truth {
  const { found, unanswered } = named(information, 'anticoagulant');
  if (!found.length) return unanswered.length ? unknown(...unanswered) : truth(wanted === 'none');
  if (wanted === 'none') return truth(false, [`taking ${found.join(', ')}`]);
  const matching = found.flatMap((entry) => {
    const dose = anticoagulantDose(entry);
    if (dose === wanted) return [`taking ${entry} (${dose} dose)`];
    return dose === 'unknown' && wanted === 'prophylactic'
      ? [`taking ${entry} (dose not stated, so the stricter prophylactic-dose row is taken)`]
      : [];
  });
  return truth(matching.length > 0, matching);
}

/** The lipid panel's flags, in its order: LDL, HDL, triglycerides. */
const LIPIDS: FieldKey = 'lab_details:lab_results:ldl_hdl_tg';

function dyslipidemia(information: PatientInformation): Truth {
  const flags = readPath(information, `${LIPIDS}:flags`);
  if (!Array.isArray(flags) || flags.length < 3) return unknown(LIPIDS);
  const [ldl, hdl, triglycerides] = flags.map((flag) => String(flag).trim().toUpperCase());
  const found = [
    ldl === 'H' && 'high LDL',
    hdl === 'L' && 'low HDL',
    triglycerides === 'H' && 'high triglycerides',
  ].filter((fact) => fact !== false);
  return truth(found.length > 0, found);
}

/** Reads a condition against a patient_information record on a given day. */
export function evaluate(
  condition: Condition,
  information: PatientInformation,
  today: Date,
): Truth {
  const read = (part: Condition) => evaluate(part, information, today);

  if ('all' in condition) {
    const parts: Truth[] = [];
    for (const part of condition.all) {
      const result = read(part);
      parts.push(result);
      if (result.value !== true) break;
    }
    return and(parts);
  }
  if ('any' in condition) return or(condition.any.map(read));
  if ('atLeast' in condition) return atLeast(condition.atLeast, condition.of.map(read));
  if ('not' in condition) return negation(read(condition.not));
  if ('stricterIfUnknown' in condition) return stricter(read(condition.stricterIfUnknown));
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
  if ('bmi' in condition) {
    const bmi = bodyMassIndex(information.weight, information.height);
    if (bmi === null) {
      return unknown(
        ...(['height', 'weight'] as const).filter(
          (key) => numberAnswer(information, key) === undefined,
        ),
      );
    }
    return truth(within(bmi, condition.bmi), [`BMI ${bmi.toFixed(2)}`]);
  }
  if ('bloodPressure' in condition) return bloodPressure(information, condition.bloodPressure);
  if ('medication' in condition) return medication(information, condition.medication);
  if ('anticoagulation' in condition) {
    return anticoagulation(information, condition.anticoagulation);
  }
  if ('dyslipidemia' in condition) return dyslipidemia(information);
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
export const atLeastOf = (count: number, ...parts: Condition[]): Condition => ({
  atLeast: count,
  of: parts,
});
export const not = (part: Condition): Condition => ({ not: part });
export const stricterIfUnknown = (part: Condition): Condition => ({ stricterIfUnknown: part });
