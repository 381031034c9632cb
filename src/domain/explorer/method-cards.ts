/**
 * The facts each method's card shows in the explorer (docs/method-explorer.md), as data and
 * without words: the words, per language, are in the explorer's texts (domain/texts,
 * en/explorer.ts and es/explorer.ts) under these values. Each fact's public source is in
 * card-sources.ts, which only the docs page reads, so the app does not ship them. What the
 * visit already knows is read from its own home (visit/method-facts/product-kinds.ts: the
 * forms a pharmacist may start, the methods a clinician places), not written again here.
 *
 * No fact here depends on her health: a card is the same for every patient, and her pharmacist
 * checks which methods are safe for her (docs/method-explorer.md, "What the explorer never does").
 */
import type { Method } from '../clinical/methods';
import {
  PHARMACY_FORMS,
  PLACED_METHODS,
  type ProductForm,
} from '../visit/method-facts/product-kinds';
import { EXPLORER_METHODS, type ExplorerMethod, type PriorityAnswer } from './model';

/**
 * Pregnancies per 100 women in the first year of typical use (CDC, "Contraception", the
 * effectiveness figures of its chart); a range where the CDC gives one.
 */
export type Pregnancies = number | { low: number; high: number };

/** How often she uses it or thinks of it: a how_often answer, or once (sterilization). */
export type Frequency = Exclude<PriorityAnswer<'how_often'>, 'not_sure'> | 'once';

type Hormones = 'estrogen_progestin' | 'progestin' | 'none';

/** What it does to periods, as the FDA's Birth Control Chart and U.S. SPR 2024 describe it. */
export type PeriodEffect =
  'lighter_or_none' | 'irregular' | 'heavier' | 'regular' | 'check_next_period' | 'no_change';

/** The side effects the FDA's Birth Control Chart lists, each by one name across methods. */
export type SideEffect =
  | 'cramps'
  | 'heavier_longer_periods'
  | 'spotting'
  | 'irregular_bleeding'
  | 'no_periods'
  | 'belly_pain'
  | 'period_changes'
  | 'weight_gain'
  | 'acne'
  | 'mood'
  | 'headache'
  | 'bone_loss'
  | 'nervousness'
  | 'dizziness'
  | 'nausea'
  | 'breast_tenderness'
  | 'pain_bleeding_infection';

/**
 * How soon a pregnancy is possible after stopping: at once (or once it is taken out), delayed
 * (the shot), or never (sterilization is permanent).
 */
export type ReturnToFertility = 'immediate' | 'delayed' | 'permanent';

/**
 * Where she gets it: from the pharmacist today (a form a pharmacist may start under a state
 * protocol), off the shelf, from a clinic, learned from a clinic, or nothing to get.
 */
export type WhereToGet =
  'pharmacist_today' | 'over_the_counter' | 'clinic' | 'learn_from_clinic' | 'nothing_to_get';

export interface MethodCard {
  /** Absent for the emergency pill: used after sex, it has no first-year typical-use figure. */
  typicalUsePregnancies?: Pregnancies;
  howOften: Frequency;
  hormones: Hormones;
  periodEffect: PeriodEffect;
  /** Placed or done by a clinician (an implant, an IUD, sterilization). */
  needsProcedure: boolean;
  /** Given by a needle (the shot). */
  needle: boolean;
  /** Nothing others see, and nothing a partner takes part in. */
  private: boolean;
  /** Only condoms, external and internal, protect from infections passed in sex. */
  protectsFromInfections: boolean;
  returnToFertility: ReturnToFertility;
  whereToGet: readonly WhereToGet[];
  /** Absent where the FDA's chart lists none for the method (docs/method-explorer.md). */
  sideEffects?: readonly SideEffect[];
  /** The visit's chart column (U.S. MEC) for this method, where the visit has one. */
  visitMethod?: Method;
}

/** The form a pharmacist would start, for the methods that have one (product-kinds.ts). */
const FORMS: Partial<Record<ExplorerMethod, ProductForm>> = {
  combined_pill: 'pill',
  progestin_pill: 'pill',
  patch: 'patch',
  ring: 'ring',
  shot: 'injection',
  implant: 'implant',
  lng_iud: 'iud',
  cu_iud: 'iud',
};

/** A pharmacist may start it today, where the state protocol allows the form. */
const atPharmacy = (method: ExplorerMethod): WhereToGet[] => {
  const form = FORMS[method];
  return form && (PHARMACY_FORMS as readonly ProductForm[]).includes(form)
    ? ['pharmacist_today']
    : [];
};

const VISIT_METHODS: Partial<Record<ExplorerMethod, Method>> = {
  implant: 'implant',
  lng_iud: 'lng_iud',
  cu_iud: 'cu_iud',
  shot: 'dmpa',
  combined_pill: 'chc',
  patch: 'chc',
  ring: 'chc',
  progestin_pill: 'pop',
};

/** A clinician places it (product-kinds.ts, PLACED_METHODS): she gets it from a clinic. */
const placed = (method: ExplorerMethod) =>
  (PLACED_METHODS as readonly string[]).includes(VISIT_METHODS[method] ?? '');

const NOT_PLACED = { needsProcedure: false, needle: false } as const;
const BARRIER = {
  hormones: 'none',
  periodEffect: 'no_change',
  ...NOT_PLACED,
  returnToFertility: 'immediate',
} as const;
const COMBINED = {
  hormones: 'estrogen_progestin',
  periodEffect: 'regular',
  ...NOT_PLACED,
  protectsFromInfections: false,
  returnToFertility: 'immediate',
} as const;

type Facts = Omit<MethodCard, 'whereToGet' | 'visitMethod' | 'needsProcedure'> & {
  needsProcedure?: boolean;
  whereToGet?: readonly WhereToGet[];
};

const FACTS: Readonly<Record<ExplorerMethod, Facts>> = {
  implant: {
    typicalUsePregnancies: 0.1,
    howOften: 'every_few_years',
    hormones: 'progestin',
    periodEffect: 'irregular',
    needle: false,
    private: true,
    protectsFromInfections: false,
    returnToFertility: 'immediate',
    sideEffects: ['period_changes', 'weight_gain', 'acne', 'mood', 'headache'],
  },
  lng_iud: {
    typicalUsePregnancies: { low: 0.1, high: 0.4 },
    howOften: 'every_few_years',
    hormones: 'progestin',
    periodEffect: 'lighter_or_none',
    needle: false,
    private: true,
    protectsFromInfections: false,
    returnToFertility: 'immediate',
    sideEffects: ['irregular_bleeding', 'no_periods', 'belly_pain'],
  },
  cu_iud: {
    typicalUsePregnancies: 0.8,
    howOften: 'every_few_years',
    hormones: 'none',
    periodEffect: 'heavier',
    needle: false,
    private: true,
    protectsFromInfections: false,
    returnToFertility: 'immediate',
    sideEffects: ['cramps', 'heavier_longer_periods', 'spotting'],
  },
  shot: {
    typicalUsePregnancies: 4,
    howOften: 'every_3_months',
    hormones: 'progestin',
    periodEffect: 'irregular',
    needle: true,
    private: true,
    protectsFromInfections: false,
    returnToFertility: 'delayed',
    whereToGet: ['pharmacist_today', 'clinic'],
    sideEffects: [
      'bone_loss',
      'irregular_bleeding',
      'headache',
      'weight_gain',
      'nervousness',
      'belly_pain',
      'dizziness',
    ],
  },
  combined_pill: {
    ...COMBINED,
    typicalUsePregnancies: 7,
    howOften: 'daily',
    private: true,
    sideEffects: ['spotting', 'nausea', 'breast_tenderness', 'headache'],
  },
  progestin_pill: {
    typicalUsePregnancies: 7,
    howOften: 'daily',
    hormones: 'progestin',
    periodEffect: 'irregular',
    ...NOT_PLACED,
    private: true,
    protectsFromInfections: false,
    returnToFertility: 'immediate',
    // Opill (norgestrel) is sold without a prescription (its FDA Drug Facts label).
    whereToGet: ['pharmacist_today', 'over_the_counter'],
    sideEffects: ['irregular_bleeding', 'headache', 'breast_tenderness', 'nausea', 'dizziness'],
  },
  // The patch and the ring: the FDA chart's rows for them were not read; no side effects listed.
  patch: {
    ...COMBINED,
    typicalUsePregnancies: 7,
    howOften: 'weekly',
    private: false,
  },
  ring: {
    ...COMBINED,
    typicalUsePregnancies: 7,
    howOften: 'monthly',
    private: false,
  },
  external_condom: {
    ...BARRIER,
    typicalUsePregnancies: 13,
    howOften: 'when_sex',
    private: false,
    protectsFromInfections: true,
    whereToGet: ['over_the_counter'],
  },
  internal_condom: {
    ...BARRIER,
    typicalUsePregnancies: 21,
    howOften: 'when_sex',
    private: false,
    protectsFromInfections: true,
    whereToGet: ['over_the_counter'],
  },
  diaphragm: {
    ...BARRIER,
    typicalUsePregnancies: 17,
    howOften: 'when_sex',
    private: false,
    protectsFromInfections: false,
    whereToGet: ['clinic'],
  },
  emergency_pill: {
    howOften: 'when_sex',
    hormones: 'progestin',
    periodEffect: 'check_next_period',
    ...NOT_PLACED,
    private: true,
    protectsFromInfections: false,
    returnToFertility: 'immediate',
    whereToGet: ['over_the_counter'],
  },
  fertility_awareness: {
    ...BARRIER,
    typicalUsePregnancies: { low: 2, high: 23 },
    howOften: 'daily',
    private: false,
    protectsFromInfections: false,
    whereToGet: ['learn_from_clinic'],
  },
  withdrawal: {
    ...BARRIER,
    typicalUsePregnancies: 20,
    howOften: 'when_sex',
    private: false,
    protectsFromInfections: false,
    whereToGet: ['nothing_to_get'],
  },
  sterilization: {
    typicalUsePregnancies: 0.5,
    howOften: 'once',
    hormones: 'none',
    periodEffect: 'no_change',
    needsProcedure: true,
    needle: false,
    private: true,
    protectsFromInfections: false,
    returnToFertility: 'permanent',
    whereToGet: ['clinic'],
    sideEffects: ['pain_bleeding_infection'],
  },
};

function card(method: ExplorerMethod): MethodCard {
  const { whereToGet, needsProcedure, sideEffects, ...facts } = FACTS[method];
  const isPlaced = placed(method);
  return {
    ...facts,
    ...(sideEffects ? { sideEffects } : {}),
    needsProcedure: needsProcedure ?? isPlaced,
    whereToGet: whereToGet ?? [...atPharmacy(method), ...(isPlaced ? ['clinic' as const] : [])],
    ...(VISIT_METHODS[method] ? { visitMethod: VISIT_METHODS[method] } : {}),
  };
}

/** Every method's card facts: the same for every patient. */
export const METHOD_CARDS: Readonly<Record<ExplorerMethod, MethodCard>> = Object.fromEntries(
  EXPLORER_METHODS.map((method) => [method, card(method)]),
) as Record<ExplorerMethod, MethodCard>;

/** The higher end of a figure: a range counts as its worst year, the CDC chart's own reading. */
export const pregnanciesAtMost = (pregnancies: Pregnancies): number =>
  typeof pregnancies === 'number' ? pregnancies : pregnancies.high;

/**
 * The CDC chart's tiers: fewer than 1 in 100 (most effective), under 10, and the rest; the
 * emergency pill, with no yearly figure, is in none.
 */
export type EffectivenessTier = 'most' | 'moderate' | 'least' | 'after_sex';

export function effectivenessTier(method: ExplorerMethod): EffectivenessTier {
  const pregnancies = METHOD_CARDS[method].typicalUsePregnancies;
  if (pregnancies === undefined) return 'after_sex';
  const most = pregnanciesAtMost(pregnancies);
  return most < 1 ? 'most' : most < 10 ? 'moderate' : 'least';
}
