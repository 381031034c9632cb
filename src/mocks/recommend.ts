/**
 * Recommendations for patients that have no hand-written ones: a few US MEC
 * 2024 rows (/work/shared/usmec-2024.md) applied to the intake. Where the
 * intake cannot tell two rows apart it takes the stricter one and says so.
 */
import type { PatientInformation, Recommendations } from '../api/schemas';
import { citations } from './citations';

type Method = 'lng_iud' | 'implant' | 'cu_iud' | 'chc' | 'pop' | 'dmpa';
type Categories = Partial<Record<Method, number>>;

interface Finding {
  reason: string;
  categories: Categories;
}

interface MethodProfile {
  label: string;
  formula: string;
  benefits: string[];
  goalBenefits: Partial<Record<string, string>>;
}

const methods: Record<Method, MethodProfile> = {
  lng_iud: {
    label: 'levonorgestrel intrauterine system',
    formula: 'Levonorgestrel 52 mg intrauterine system',
    benefits: ['Up to 8 years of protection with nothing to remember.', 'Estrogen-free.'],
    goalBenefits: { menstrual_cramps: 'Greatly reduces menstrual pain and bleeding.' },
  },
  implant: {
    label: 'etonogestrel implant',
    formula: 'Etonogestrel 68 mg subdermal implant',
    benefits: ['Three years of protection after a short office procedure.', 'Estrogen-free.'],
    goalBenefits: { menstrual_cramps: 'Often reduces menstrual pain.' },
  },
  cu_iud: {
    label: 'copper intrauterine device',
    formula: 'Copper T380A intrauterine device',
    benefits: ['Hormone-free.', 'Effective for up to 10 years.'],
    goalBenefits: {},
  },
  chc: {
    label: 'combined hormonal contraception (pill, patch or ring)',
    formula: 'Drospirenone 3 mg / Ethinyl Estradiol 0.02 mg',
    benefits: ['Regular, predictable bleeding.', 'Fertility returns quickly after stopping.'],
    goalBenefits: {
      acne: 'FDA-approved for moderate acne.',
      menstrual_cramps: 'Eases menstrual cramps.',
      irregular_periods: 'Regulates the cycle.',
      hormonal_imbalance: 'Steadies cyclical hormone swings.',
    },
  },
  pop: {
    label: 'progestin-only pill',
    formula: 'Norethindrone 0.35 mg',
    benefits: ['Estrogen-free daily pill.', 'Can be stopped at any time.'],
    goalBenefits: {},
  },
  dmpa: {
    label: 'depot medroxyprogesterone acetate injection (DMPA)',
    formula: 'Medroxyprogesterone acetate 150 mg/mL injection',
    benefits: ['One injection every 3 months.', 'Often stops periods.'],
    goalBenefits: { menstrual_cramps: 'Often relieves menstrual pain.' },
  },
};

/** The order for no_preferences or an unknown preference. */
const DEFAULT_ORDER: Method[] = ['lng_iud', 'chc', 'implant', 'pop', 'cu_iud', 'dmpa'];

const orderByPreference: Partial<Record<string, Method[]>> = {
  low_maintenance: ['lng_iud', 'implant', 'cu_iud', 'dmpa', 'chc', 'pop'],
  daily_regimen: ['chc', 'pop', 'lng_iud', 'implant', 'dmpa', 'cu_iud'],
};

const MAX_RECOMMENDATIONS = 3;

function text(information: PatientInformation, key: string): string | undefined {
  const value = information[key];
  return typeof value === 'string' ? value : undefined;
}

function list(information: PatientInformation, key: string): string[] {
  const value = information[key];
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

function nested(information: PatientInformation, key: string, field: string): unknown {
  const value = information[key];
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[field] : undefined;
}

function capitalized(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

function ageOn(dateOfBirth: string | undefined, today: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth ?? '');
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const birthdayPassed =
    today.getUTCMonth() + 1 > month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
}

function smokingFinding(information: PatientInformation, today: Date): Finding | undefined {
  if (information.lifestyle_smoking !== true) return undefined;
  const age = ageOn(text(information, 'date_of_birth'), today);
  if (age !== undefined && age < 35) {
    return { reason: 'Smokes, under 35', categories: { chc: 2 } };
  }
  const ageText = age === undefined ? 'age unknown, so taken as 35 or older' : 'aged 35 or older';
  const products = nested(information, 'lifestyle_smoking_follow_up', 'products');
  const heavy =
    Array.isArray(products) &&
    products.includes('cigarette') &&
    nested(information, 'lifestyle_smoking_products_cigarettes_follow_up', 'cigarettes_per_day') ===
      'gt_15_per_day';
  return heavy
    ? { reason: `Smokes more than 15 cigarettes a day, ${ageText}`, categories: { chc: 4 } }
    : { reason: `Smokes, ${ageText}`, categories: { chc: 3 } };
}

function hypertensionFindings(information: PatientInformation): Finding[] {
  const findings: Finding[] = [];
  const hypertension = text(information, 'hypertension');
  if (hypertension === 'yes_with_vascular_disease') {
    findings.push({
      reason: 'Hypertension with vascular disease',
      categories: { chc: 4, dmpa: 3, lng_iud: 2, implant: 2, pop: 2 },
    });
  } else if (
    hypertension === 'yes_with_medications' ||
    hypertension === 'yes_without_medications'
  ) {
    findings.push({ reason: 'Hypertension', categories: { chc: 3, dmpa: 2 } });
  }
  const systolic = Number(nested(information, 'recent_blood_pressure', 'systolic'));
  const diastolic = Number(nested(information, 'recent_blood_pressure', 'diastolic'));
  if (systolic >= 160 || diastolic >= 100) {
    findings.push({
      reason: `Blood pressure ${systolic}/${diastolic} mm Hg`,
      categories: { chc: 4, dmpa: 3, lng_iud: 2, implant: 2, pop: 2 },
    });
  } else if (systolic >= 140 || diastolic >= 90) {
    findings.push({
      reason: `Blood pressure ${systolic}/${diastolic} mm Hg`,
      categories: { chc: 3, dmpa: 2 },
    });
  }
  return findings;
}

function breastCancerFinding(information: PatientInformation): Finding | undefined {
  if (!list(information, 'cancer').includes('breast_cancer')) return undefined;
  const status = nested(information, 'cancer_follow_up', 'breast_disease_status');
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
}

/** Every US MEC row this intake matches, in the order the chart lists them. */
function findingsFor(information: PatientInformation, today: Date): Finding[] {
  const thrombosisRisk = { chc: 4, dmpa: 3, lng_iud: 2, implant: 2, pop: 2 };
  const findings: (Finding | undefined)[] = [
    smokingFinding(information, today),
    ...hypertensionFindings(information),
  ];
  const dvtPe = text(information, 'dvt_pe');
  if (dvtPe && dvtPe !== 'no') {
    findings.push({
      reason: 'History of DVT/PE; recurrence risk unknown, so the higher-risk row applies',
      categories: thrombosisRisk,
    });
  }
  if (information.thrombogenic_mutations === true) {
    findings.push({ reason: 'Known thrombogenic mutation', categories: thrombosisRisk });
  }
  if (information.ischemic_heart_disease === true) {
    findings.push({
      reason: 'Ischemic heart disease',
      categories: { chc: 4, dmpa: 3, lng_iud: 3, implant: 3, pop: 3 },
    });
  }
  if (information.stroke === true) {
    findings.push({
      reason: 'History of stroke',
      categories: { chc: 4, dmpa: 3, lng_iud: 2, implant: 3, pop: 3 },
    });
  }
  if (list(information, 'neurologic_conditions').includes('migranes_with_aura')) {
    findings.push({ reason: 'Migraine with aura', categories: { chc: 4 } });
  }
  findings.push(breastCancerFinding(information));
  return findings.filter((finding) => finding !== undefined);
}

function worstCategory(method: Method, findings: Finding[]): number {
  return Math.max(1, ...findings.map((finding) => finding.categories[method] ?? 1));
}

function describe(finding: Finding): string {
  const restricted = (Object.keys(methods) as Method[])
    .filter((method) => (finding.categories[method] ?? 1) >= 2)
    .map((method) => `${finding.categories[method]} for ${methods[method].label}`);
  return `${finding.reason}: US MEC category ${restricted.join(', ')}.`;
}

function lifestyleConcerns(information: PatientInformation): string[] {
  const concerns: string[] = [];
  if (information.lifestyle_smoking === true) concerns.push('Smoking: offer cessation support.');
  const height = Number(information.height);
  const weight = Number(information.weight);
  if (height > 0 && weight > 0) {
    const bmi = (weight / height ** 2) * 703;
    if (bmi >= 30) concerns.push(`BMI ${bmi.toFixed(1)}.`);
  }
  if (text(information, 'lifestyle_activity') === 'sedentary') {
    concerns.push('Sedentary lifestyle.');
  }
  const drugs = list(information, 'rec_drugs_list');
  if (drugs.length) concerns.push(`Recreational drug use: ${drugs.join(', ')}.`);
  return concerns;
}

function rankedMethods(information: PatientInformation): Method[] {
  const order =
    orderByPreference[text(information, 'birth_control_preferences') ?? ''] ?? DEFAULT_ORDER;
  // Acne is the one goal where a combined method clearly beats the others.
  return list(information, 'birth_control_goals').includes('acne')
    ? ['chc', ...order.filter((method) => method !== 'chc')]
    : order;
}

export function recommend(information: PatientInformation, today: Date): Recommendations {
  const findings = findingsFor(information, today);
  const goals = list(information, 'birth_control_goals');
  const ranked = rankedMethods(information);

  const recommendations = ranked
    .filter((method) => worstCategory(method, findings) <= 2)
    .slice(0, MAX_RECOMMENDATIONS)
    .map((method) => {
      const profile = methods[method];
      const forGoals = goals
        .map((goal) => profile.goalBenefits[goal])
        .filter((benefit) => benefit !== undefined);
      return { formula: profile.formula, lifestyle_benefits: [...forGoals, ...profile.benefits] };
    });

  const doNotRecommend = ranked
    .filter((method) => worstCategory(method, findings) >= 3)
    .map((method) => {
      const category = worstCategory(method, findings);
      const reasons = findings
        .filter((finding) => finding.categories[method] === category)
        .map((finding) => finding.reason);
      return `${capitalized(methods[method].label)}: US MEC category ${category} (${reasons.join('; ')}).`;
    });

  return {
    patient: {
      safety_concerns: findings.length
        ? findings.map(describe)
        : ['No US MEC category 3 or 4 condition found in the intake.'],
      lifestyle_concerns: lifestyleConcerns(information),
    },
    recommendations,
    do_not_recommend: doNotRecommend,
    citations: [citations.usMec2024, citations.usSpr2024],
  };
}
