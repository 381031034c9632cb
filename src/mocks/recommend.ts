/**
 * Recommendations for patients that have no hand-written ones (the demo's mock API): the
 * methods the safety check leaves at category 1 or 2 with a complete check, category 1 before
 * 2 and then by the patient's preference and goals; the others listed as not recommended.
 * While pregnancy is possible and unresolved no method is offered, and it says why; where an
 * answer is missing it names the answer rather than claiming safety.
 */
import type { PatientInformation, Recommendations } from '../api/schemas';
import { bodyMassIndex } from '../domain/clinical/bmi';
import { fieldsByKey, type FieldKey } from '../domain/intake/catalog';
import { chart, chartColumns } from '../domain/clinical/chart';
import { citations } from '../domain/clinical/citations';
import { evaluate } from '../domain/rules/evaluate';
import { listOf, textOf } from '../domain/clinical/information';
import { methods, type Method } from '../domain/clinical/methods';
import { rulesOut, strictness } from '../domain/clinical/cells';
import {
  cellWords,
  conditionOf,
  findingsOf,
  isComplete,
  safetyCheck,
  type Finding,
  type SafetyCheck,
} from '../domain/clinical/safety-check';

/** The order for no_preferences or an unknown preference. */
const DEFAULT_ORDER: Method[] = ['lng_iud', 'chc', 'implant', 'pop', 'cu_iud', 'dmpa'];

const orderByPreference: Partial<Record<string, Method[]>> = {
  low_maintenance: ['lng_iud', 'implant', 'cu_iud', 'dmpa', 'chc', 'pop'],
  daily_regimen: ['chc', 'pop', 'lng_iud', 'implant', 'dmpa', 'cu_iud'],
};

const MAX_RECOMMENDATIONS = 3;

/** BMI from which the lifestyle concerns name it. */
const OBESITY_BMI = 30;

function capitalized(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

function lifestyleConcerns(information: PatientInformation): string[] {
  const concerns: string[] = [];
  if (information.lifestyle_smoking === true) concerns.push('Smoking: offer cessation support.');
  const bmi = bodyMassIndex(information.weight, information.height);
  if (bmi !== null && bmi >= OBESITY_BMI) concerns.push(`BMI ${bmi.toFixed(1)}.`);
  if (textOf(information, 'lifestyle_activity') === 'sedentary') {
    concerns.push('Sedentary lifestyle.');
  }
  const drugs = listOf(information, 'rec_drugs_list');
  if (drugs.length) concerns.push(`Recreational drug use: ${drugs.join(', ')}.`);
  return concerns;
}

function rankedMethods(information: PatientInformation): Method[] {
  const order =
    orderByPreference[textOf(information, 'birth_control_preferences') ?? ''] ?? DEFAULT_ORDER;
  // Acne is the one goal where a combined method clearly beats the others.
  return listOf(information, 'birth_control_goals').includes('acne')
    ? ['chc', ...order.filter((method) => method !== 'chc')]
    : order;
}

const restricts = (finding: Finding) =>
  chartColumns.some((method) => strictness(finding.cells[method]?.category ?? 1) > 1);

/** A finding for the safety profile: "Migraine with aura: US MEC category 4* for …". */
function safetyConcern(finding: Finding): string {
  const restricted = chartColumns.flatMap((method) => {
    const cell = finding.cells[method];
    if (!cell || strictness(cell.category) === 1) return [];
    const words = cell.category === 'NA' ? cellWords(cell) : cell.words;
    return [`${words} for ${methods[method].label}`];
  });
  return [
    `${conditionOf(finding)}: US MEC category ${restricted.join('; ')}.`,
    ...finding.notes,
  ].join(' ');
}

const NO_CONDITION = 'No US MEC category 3 or 4 condition found in the intake.';

/** Why no method is offered while pregnancy is possible, or undefined when it is ruled out. */
function pregnancyConcern(information: PatientInformation, today: Date): string | undefined {
  const { value, missing, assumed } = evaluate(chart.pregnancy.when!, information, today);
  if (value === false) return undefined;
  const labelled = (keys: FieldKey[]) => keys.map((key) => fieldsByKey.get(key)?.label ?? key);
  if (value === undefined) {
    return `Pregnancy not ruled out (not answered: ${labelled(missing).join(', ')}): no method is offered until it is.`;
  }
  const why = assumed.length ? ` (not answered: ${labelled(assumed).join(', ')})` : '';
  return `Pregnancy${why}: no contraceptive method is offered while she is or may be pregnant (US MEC: IUDs category 4, hormonal methods not applicable).`;
}

/** "Safety check incomplete for the copper intrauterine device: not answered: Hypertension." */
function incompleteConcerns(check: SafetyCheck): string[] {
  return chartColumns.flatMap((method) => {
    const { incomplete } = check[method];
    return incomplete.length
      ? [
          `Safety check incomplete for the ${methods[method].label}: not answered: ${incomplete.join(', ')}. Not offered until answered.`,
        ]
      : [];
  });
}

export function recommend(information: PatientInformation, today: Date): Recommendations {
  const check = safetyCheck(information, today);
  const goals = listOf(information, 'birth_control_goals');
  // Category 1 before 2; the preference and goals order within each (a stable sort).
  const ranked = [...rankedMethods(information)].sort(
    (a, b) => strictness(check[a].category) - strictness(check[b].category),
  );
  const pregnancy = pregnancyConcern(information, today);

  const recommendations = ranked
    .filter(
      (method) =>
        !pregnancy && !rulesOut(check[method].category) && check[method].incomplete.length === 0,
    )
    .slice(0, MAX_RECOMMENDATIONS)
    .map((method) => {
      const profile = methods[method];
      const forGoals = goals
        .map((goal) => profile.goalBenefits[goal])
        .filter((benefit) => benefit !== undefined);
      return { formula: profile.formula, lifestyle_benefits: [...forGoals, ...profile.benefits] };
    });

  const doNotRecommend = ranked
    .filter((method) => rulesOut(check[method].category))
    .sort((a, b) => strictness(check[b].category) - strictness(check[a].category))
    .map((method) => {
      const { category, reasons } = check[method];
      const deciding = reasons
        .filter(({ cell }) => cell.category === category)
        .map(({ finding }) => conditionOf(finding));
      const standing = category === 'NA' ? 'not applicable' : `US MEC category ${category}`;
      return `${capitalized(methods[method].label)}: ${standing} (${deciding.join('; ')}).`;
    });

  const concerns = findingsOf(check).filter(restricts).map(safetyConcern);
  const incomplete = incompleteConcerns(check);
  const noCondition =
    isComplete(check) && !chartColumns.some((method) => rulesOut(check[method].category));
  return {
    patient: {
      safety_concerns: [
        ...(pregnancy ? [pregnancy] : []),
        ...concerns,
        ...incomplete,
        ...(noCondition ? [NO_CONDITION] : []),
      ],
      lifestyle_concerns: lifestyleConcerns(information),
    },
    recommendations,
    do_not_recommend: doNotRecommend,
    citations: [citations.usMec2024, citations.usSpr2024],
  };
}
