/**
 * The safety check's evaluator: a rule read against a patient_information record, true, false
 * or unknown (the logic is in truth.ts; docs/safety-check.md, "Three values"). Its leaves say
 * when an answer is missing: absent, '' or "don't know", never "no".
 */
import type { PatientInformation } from '../../api/schemas';
import { ageOn } from '../clinical/age';
import {
  pressureBand,
  pressureBands,
  readBloodPressure,
  type ReadingBand as Pressure,
} from '../clinical/blood-pressure';
import { bodyMassIndex } from '../clinical/bmi';
import { anticoagulantDose, medicationsOf, type MedicationClass } from '../clinical/medications';
import { fieldsByKey, type FieldKey } from '../intake/catalog';
import { labValues } from '../intake/model/lab-values';
import { readPath } from '../intake/model/path';
import { within, type Anticoagulation, type PressureBand, type Rule } from './rule';
import {
  atLeast,
  conjunction,
  fails,
  guard,
  holds,
  negation,
  or,
  stricter,
  truth,
  unknown,
  type Truth,
} from './truth';

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

const answeredBands: Record<string, Pressure> = {
  systolic_gte_160_diastolic_gte_100: 'severe',
  systolic_140_159_diastolic_90_99: 'elevated',
  systolic_lte_130_diastolic_lte_80: 'below',
};

function bloodPressure(information: PatientInformation, wanted: PressureBand): Truth {
  const readings: { pressure: Pressure; fact: string }[] = [];
  const reading = readBloodPressure(readPath(information, 'recent_blood_pressure'));
  if (reading) {
    readings.push({
      pressure: pressureBand(reading),
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
    pressureBands.indexOf(b.pressure) > pressureBands.indexOf(a.pressure) ? b : a,
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

/**
 * A lipid flag: high LDL, low HDL or high triglycerides. A value marked "Not done", or with no
 * flag, is not read: it is never "no flag" (docs/product.md, "Lab panels: one box per value, and
 * Not done"), so with no flag found the fact is unknown.
 */
function dyslipidemia(information: PatientInformation): Truth {
  const stored = readPath(information, LIPIDS);
  const flags = readPath(information, `${LIPIDS}:flags`);
  // Fewer flags than values: which value each one belongs to is not known.
  if (!Array.isArray(flags) || flags.length < 3) return unknown(LIPIDS);
  const values = labValues(fieldsByKey.get(LIPIDS)!, stored);
  const read = values.map(({ notDone, flag }) => (notDone ? '' : flag.toUpperCase()));
  const [ldl, hdl, triglycerides] = read;
  const found = [
    ldl === 'H' && 'high LDL',
    hdl === 'L' && 'low HDL',
    triglycerides === 'H' && 'high triglycerides',
  ].filter((fact) => fact !== false);
  if (found.length === 0 && read.includes('')) return unknown(LIPIDS);
  return truth(found.length > 0, found);
}

/** Reads a rule against a patient_information record on a given day: true, false or unknown. */
export function evaluate(rule: Rule, information: PatientInformation, today: Date): Truth {
  const read = (part: Rule) => evaluate(part, information, today);

  // A guard stops at the first part that is not true: a follow-up after its trigger.
  if ('all' in rule) {
    const parts: Truth[] = [];
    for (const part of rule.all) {
      const result = read(part);
      parts.push(result);
      if (result.value !== true) break;
    }
    return guard(parts);
  }
  if ('allIndependent' in rule) return conjunction(rule.allIndependent.map(read));
  if ('any' in rule) return or(rule.any.map(read));
  if ('atLeast' in rule) return atLeast(rule.atLeast, rule.of.map(read));
  if ('not' in rule) return negation(read(rule.not));
  if ('stricterIfUnknown' in rule) return stricter(read(rule.stricterIfUnknown));
  if ('unasked' in rule) return unknown(rule.unasked);
  if ('yes' in rule || 'no' in rule) {
    const [key, wanted] = 'yes' in rule ? [rule.yes, true] : [rule.no, false];
    const value = readPath(information, key);
    return typeof value === 'boolean' ? truth(value === wanted) : unknown(key);
  }
  if ('age' in rule) {
    const age = ageOn(information.date_of_birth, today);
    return age === undefined
      ? unknown('date_of_birth')
      : truth(within(age, rule.age), [`age ${age}`]);
  }
  if ('bmi' in rule) {
    const bmi = bodyMassIndex(information.weight, information.height);
    if (bmi === null) {
      return unknown(
        ...(['height', 'weight'] as const).filter(
          (key) => numberAnswer(information, key) === undefined,
        ),
      );
    }
    return truth(within(bmi, rule.bmi), [`BMI ${bmi.toFixed(2)}`]);
  }
  if ('bloodPressure' in rule) return bloodPressure(information, rule.bloodPressure);
  if ('medication' in rule) return medication(information, rule.medication);
  if ('anticoagulation' in rule) {
    return anticoagulation(information, rule.anticoagulation);
  }
  if ('dyslipidemia' in rule) return dyslipidemia(information);
  const key = rule.field;
  if ('span' in rule) {
    const value = numberAnswer(information, key);
    const label = fieldsByKey.get(key)?.label ?? key;
    return value === undefined
      ? unknown(key)
      : truth(within(value, rule.span), [`${label.toLowerCase()}: ${value}`]);
  }
  if ('equals' in rule || 'in' in rule) {
    const value = textAnswer(information, key);
    if (value === undefined) return unknown(key);
    return truth('equals' in rule ? value === rule.equals : rule.in.includes(value));
  }
  const selected = selections(information, key);
  if (selected === undefined) return unknown(key);
  const wanted = 'includes' in rule ? [rule.includes] : rule.includesAny;
  return truth(wanted.some((value) => selected.includes(value)));
}
