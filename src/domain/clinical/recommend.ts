/**
 * Recommendations for patients that have no hand-written ones: the methods the safety check
 * leaves at category 1 or 2, ranked by the patient's preference and goals, and the others
 * listed as not recommended.
 */
import type { PatientInformation, Recommendations } from '../../api/schemas';
import { bodyMassIndex } from './bmi';
import { chartColumns } from './chart';
import { citations } from './citations';
import { listOf, textOf } from './information';
import { methods, type Method } from './methods';
import { conditionOf, findingsOf, safetyCheck, type Finding } from './safety-check';

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

/** A finding for the safety profile: "Migraine with aura: US MEC category 4* for …". */
function safetyConcern(finding: Finding): string {
  const restricted = chartColumns.flatMap((method) => {
    const cell = finding.cells[method];
    return cell && cell.category > 1 ? [`${cell.words} for ${methods[method].label}`] : [];
  });
  const categories = restricted.length ? restricted.join('; ') : '1 for every method';
  return [`${conditionOf(finding)}: US MEC category ${categories}.`, ...finding.notes].join(' ');
}

export function recommend(information: PatientInformation, today: Date): Recommendations {
  const check = safetyCheck(information, today);
  const goals = listOf(information, 'birth_control_goals');
  const ranked = rankedMethods(information);

  const recommendations = ranked
    .filter((method) => check[method].category <= 2)
    .slice(0, MAX_RECOMMENDATIONS)
    .map((method) => {
      const profile = methods[method];
      const forGoals = goals
        .map((goal) => profile.goalBenefits[goal])
        .filter((benefit) => benefit !== undefined);
      return { formula: profile.formula, lifestyle_benefits: [...forGoals, ...profile.benefits] };
    });

  const doNotRecommend = ranked
    .filter((method) => check[method].category >= 3)
    .map((method) => {
      const { category, reasons } = check[method];
      const deciding = reasons
        .filter(({ cell }) => cell.category === category)
        .map(({ finding }) => conditionOf(finding));
      return `${capitalized(methods[method].label)}: US MEC category ${category} (${deciding.join('; ')}).`;
    });

  const findings = findingsOf(check);
  return {
    patient: {
      safety_concerns: findings.length
        ? findings.map(safetyConcern)
        : ['No US MEC category 3 or 4 condition found in the intake.'],
      lifestyle_concerns: lifestyleConcerns(information),
    },
    recommendations,
    do_not_recommend: doNotRecommend,
    citations: [citations.usMec2024, citations.usSpr2024],
  };
}
