/**
 * A few U.S. MEC 2024 rows (/work/shared/usmec-2024.md) as data: each row
 * names the intake answers that select it and the category per method. Where
 * the intake cannot tell two rows apart the stricter one is taken, and its
 * reason says so.
 */
import type { PatientInformation } from '../../api/schemas';
import { ageOn } from './age';
import { followUpOf, listOf, textOf } from './information';
import { methodKeys, methods, type Method } from './methods';

export type Categories = Partial<Record<Method, number>>;

export interface Finding {
  reason: string;
  categories: Categories;
}

/** A chart row: the finding it makes for this intake, or undefined when it does not apply. */
type Row = (information: PatientInformation, today: Date) => Finding | undefined;

const thrombosisRisk: Categories = { chc: 4, dmpa: 3, lng_iud: 2, implant: 2, pop: 2 };
const severeHypertension: Categories = { chc: 4, dmpa: 3, lng_iud: 2, implant: 2, pop: 2 };
const hypertension: Categories = { chc: 3, dmpa: 2 };

/** A yes/no answer that selects one row. */
const whenYes =
  (key: string, reason: string, categories: Categories): Row =>
  (information) =>
    information[key] === true ? { reason, categories } : undefined;

/** A value of a multi-select that selects one row. */
const whenIncludes =
  (key: string, value: string, reason: string, categories: Categories): Row =>
  (information) =>
    listOf(information, key).includes(value) ? { reason, categories } : undefined;

const smoking: Row = (information, today) => {
  if (information.lifestyle_smoking !== true) return undefined;
  const age = ageOn(information.date_of_birth, today);
  if (age !== undefined && age < 35) return { reason: 'Smokes, under 35', categories: { chc: 2 } };
  const ageText = age === undefined ? 'age unknown, so taken as 35 or older' : 'aged 35 or older';
  const products = followUpOf(information, 'lifestyle_smoking_follow_up', 'products');
  const heavy =
    Array.isArray(products) &&
    products.includes('cigarette') &&
    followUpOf(
      information,
      'lifestyle_smoking_products_cigarettes_follow_up',
      'cigarettes_per_day',
    ) === 'gt_15_per_day';
  return heavy
    ? { reason: `Smokes more than 15 cigarettes a day, ${ageText}`, categories: { chc: 4 } }
    : { reason: `Smokes, ${ageText}`, categories: { chc: 3 } };
};

const hypertensionHistory: Row = (information) => {
  const answer = textOf(information, 'hypertension');
  if (answer === 'yes_with_vascular_disease') {
    return { reason: 'Hypertension with vascular disease', categories: severeHypertension };
  }
  if (answer === 'yes_with_medications' || answer === 'yes_without_medications') {
    return { reason: 'Hypertension', categories: hypertension };
  }
  return undefined;
};

const recentBloodPressure: Row = (information) => {
  const systolic = Number(followUpOf(information, 'recent_blood_pressure', 'systolic'));
  const diastolic = Number(followUpOf(information, 'recent_blood_pressure', 'diastolic'));
  const reason = `Blood pressure ${systolic}/${diastolic} mm Hg`;
  if (systolic >= 160 || diastolic >= 100) return { reason, categories: severeHypertension };
  if (systolic >= 140 || diastolic >= 90) return { reason, categories: hypertension };
  return undefined;
};

const dvtPe: Row = (information) => {
  const answer = textOf(information, 'dvt_pe');
  return answer && answer !== 'no'
    ? {
        reason: 'History of DVT/PE; recurrence risk unknown, so the higher-risk row applies',
        categories: thrombosisRisk,
      }
    : undefined;
};

const breastCancer: Row = (information) => {
  if (!listOf(information, 'cancer').includes('breast_cancer')) return undefined;
  const status = followUpOf(information, 'cancer_follow_up', 'breast_disease_status');
  if (status === 'past_breast_cancer') {
    return {
      reason: 'Past breast cancer',
      categories: { lng_iud: 3, implant: 3, dmpa: 3, pop: 3, chc: 3 },
    };
  }
  const reason =
    status === 'current_breast_cancer'
      ? 'Current breast cancer'
      : 'Breast cancer of unknown status, so taken as current';
  return { reason, categories: { lng_iud: 4, implant: 4, dmpa: 4, pop: 4, chc: 4 } };
};

/** The rows the intake can answer, in the order the chart lists them. */
const rows: readonly Row[] = [
  smoking,
  hypertensionHistory,
  recentBloodPressure,
  dvtPe,
  whenYes('thrombogenic_mutations', 'Known thrombogenic mutation', thrombosisRisk),
  whenYes('ischemic_heart_disease', 'Ischemic heart disease', {
    chc: 4,
    dmpa: 3,
    lng_iud: 3,
    implant: 3,
    pop: 3,
  }),
  whenYes('stroke', 'History of stroke', { chc: 4, dmpa: 3, lng_iud: 2, implant: 3, pop: 3 }),
  whenIncludes('neurologic_conditions', 'migranes_with_aura', 'Migraine with aura', { chc: 4 }),
  breastCancer,
];

/** Every row this intake selects. */
export function findingsFor(information: PatientInformation, today: Date): Finding[] {
  return rows.map((row) => row(information, today)).filter((finding) => finding !== undefined);
}

/** The highest category the findings give a method (1 when none restricts it). */
export function worstCategory(method: Method, findings: readonly Finding[]): number {
  return Math.max(1, ...findings.map((finding) => finding.categories[method] ?? 1));
}

/** A finding in a clinician's words: "Migraine with aura: US MEC category 4 for …". */
export function describeFinding(finding: Finding): string {
  const restricted = methodKeys
    .filter((method) => (finding.categories[method] ?? 1) >= 2)
    .map((method) => `${finding.categories[method]} for ${methods[method].label}`);
  return `${finding.reason}: US MEC category ${restricted.join(', ')}.`;
}
