/**
 * How well each method fits what she said matters to her (docs/method-explorer.md, "How the
 * methods are ordered"): a pure score from her answers and the cards' facts (method-cards.ts),
 * and the plain notes a card shows against her answers. It reads her priorities only, never her
 * health answers: which methods are safe for her is her pharmacist's check, not the explorer's.
 */
import {
  EXPLORER_METHODS,
  PRIORITY_QUESTIONS,
  type ExplorerMethod,
  type Priorities,
  type PriorityAnswer,
  type PriorityQuestion,
} from './model';
import {
  effectivenessTier,
  METHOD_CARDS,
  pregnanciesAtMost,
  type Frequency,
  type MethodCard,
} from './method-cards';

type Answers = Priorities['answers'];

/** Her answers without the skipped ones and without "not sure". */
type Stated = { [Q in PriorityQuestion]?: Exclude<PriorityAnswer<Q>, 'not_sure'> };

/**
 * How often each frequency asks her to think of it, least to most often apart from "when I
 * have sex", which is not on this scale: once, every few years, every 3 months, monthly,
 * weekly, daily.
 */
const TIMES: Readonly<Record<Exclude<Frequency, 'when_sex'>, number>> = {
  once: 0,
  every_few_years: 1,
  every_3_months: 2,
  monthly: 3,
  weekly: 4,
  daily: 5,
};

/**
 * Whether the method asks her to think of it more often than she said she wants to. Each time
 * she has sex counts as more often than every 3 months or every few years, and her "only when I
 * have sex" as less often than anything on a schedule but a placed method or sterilization.
 */
function moreOftenThanWanted(method: Frequency, wanted: Frequency): boolean {
  if (wanted === 'when_sex') return method !== 'when_sex' && TIMES[method] >= TIMES.every_3_months;
  if (method === 'when_sex') return TIMES[wanted] <= TIMES.every_3_months;
  return TIMES[method] > TIMES[wanted];
}

/**
 * Each answer's effect on a method's score; "not_sure" and a skipped question never reach
 * these (`methodScore`). The same rules are in docs/method-explorer.md.
 */
const RULES: {
  [Q in PriorityQuestion]: (
    answer: Exclude<PriorityAnswer<Q>, 'not_sure'>,
    card: MethodCard,
    method: ExplorerMethod,
  ) => number;
} = {
  // "A lot": the CDC's most effective tier +3, the middle tier +1, the least effective and the
  // emergency pill (not for regular use) −2. "Some": the two upper tiers +1. "Not much": none.
  prevent_pregnancy: (answer, _, method) => {
    const tier = effectivenessTier(method);
    if (answer === 'very') return tier === 'most' ? 3 : tier === 'moderate' ? 1 : -2;
    if (answer === 'somewhat') return tier === 'most' || tier === 'moderate' ? 1 : 0;
    return 0;
  },
  // Exactly as often as she wants +2; less often +1; more often than she wants −3.
  how_often: (answer, { howOften }) => {
    if (howOften === answer) return 2;
    return moreOftenThanWanted(howOften, answer) ? -3 : 1;
  },
  // "No estrogen": estrogen −4. "None": any hormone −4, none +1. "Fine": none.
  hormones: (answer, { hormones }) => {
    if (answer === 'no_estrogen') return hormones === 'estrogen_progestin' ? -4 : 0;
    if (answer === 'none') return hormones === 'none' ? 1 : -4;
    return 0;
  },
  // "Lighter or none is fine": lighter or none +1. "Keep them regular": regular +1, no change
  // +1, irregular or lighter-or-none −2. "No change": no change +2, regular 0, any other
  // change −2 (the emergency pill's next period, once, 0).
  periods: (answer, { periodEffect }) => {
    if (answer === 'lighter_or_none_fine') return periodEffect === 'lighter_or_none' ? 1 : 0;
    if (answer === 'keep_regular') {
      if (periodEffect === 'regular' || periodEffect === 'no_change') return 1;
      return periodEffect === 'irregular' || periodEffect === 'lighter_or_none' ? -2 : 0;
    }
    if (periodEffect === 'no_change') return 2;
    return periodEffect === 'regular' || periodEffect === 'check_next_period' ? 0 : -2;
  },
  // "Yes" (no procedure, no needle): a procedure or a needle −4.
  no_procedure: (answer, { needsProcedure, needle }) =>
    answer === 'yes' && (needsProcedure || needle) ? -4 : 0,
  // "Yes" (others cannot tell): a method others can tell −3.
  private: (answer, card) => (answer === 'yes' && !card.private ? -3 : 0),
  // "Yes" (pregnant within a year): sterilization, permanent, −10; the shot, delayed, −3.
  pregnant_within_year: (answer, { returnToFertility }) => {
    if (answer !== 'yes') return 0;
    return returnToFertility === 'permanent' ? -10 : returnToFertility === 'delayed' ? -3 : 0;
  },
  // "Yes" (protection from infections): condoms +5.
  infections: (answer, { protectsFromInfections }) =>
    answer === 'yes' && protectsFromInfections ? 5 : 0,
};

/** The answers that say something: "not sure" counts as not answered. */
export function statedAnswers(answers: Answers): [PriorityQuestion, string][] {
  return (Object.keys(PRIORITY_QUESTIONS) as PriorityQuestion[]).flatMap((question) => {
    const answer = answers[question];
    return answer === undefined || answer === 'not_sure' ? [] : [[question, answer]];
  });
}

/** The method's fit to her answers: the sum of each stated answer's effect. */
export function methodScore(method: ExplorerMethod, answers: Answers): number {
  const card = METHOD_CARDS[method];
  return statedAnswers(answers).reduce(
    (score, [question, answer]) =>
      score +
      (RULES[question] as (a: string, c: MethodCard, m: ExplorerMethod) => number)(
        answer,
        card,
        method,
      ),
    0,
  );
}

/**
 * The CDC chart's order, most effective first, for ties: each reversible method by its
 * typical-use figure (a range by its higher end), the emergency pill (no yearly figure) after
 * them, and sterilization, permanent, last; equal figures keep EXPLORER_METHODS' order.
 */
export const CHART_ORDER: readonly ExplorerMethod[] = [...EXPLORER_METHODS].sort((a, b) => {
  const rank = (method: ExplorerMethod) => {
    if (METHOD_CARDS[method].returnToFertility === 'permanent') return Infinity;
    const pregnancies = METHOD_CARDS[method].typicalUsePregnancies;
    return pregnancies === undefined ? Number.MAX_VALUE : pregnanciesAtMost(pregnancies);
  };
  return rank(a) - rank(b) || EXPLORER_METHODS.indexOf(a) - EXPLORER_METHODS.indexOf(b);
});

/** All 15 methods, the best fit to her answers first; ties keep the CDC chart's order. */
export function methodsByFit(answers: Answers): ExplorerMethod[] {
  const scores = new Map(CHART_ORDER.map((method) => [method, methodScore(method, answers)]));
  return [...CHART_ORDER].sort((a, b) => scores.get(b)! - scores.get(a)!);
}

/** A plain reason a card shows against her answers; its words are in the explorer's texts. */
export type FitNote =
  | 'shot_delay'
  | 'permanent'
  | 'more_often_than_wanted'
  | 'has_estrogen'
  | 'has_hormones'
  | 'no_hormones'
  | 'procedure'
  | 'needle'
  | 'others_may_tell'
  | 'changes_periods'
  | 'less_effective'
  | 'protects_from_infections'
  | 'no_infection_protection';

/** The notes for `method`'s card, in this order, from her answers (never from her health). */
export function fitNotes(method: ExplorerMethod, answers: Answers): FitNote[] {
  const card = METHOD_CARDS[method];
  const stated = Object.fromEntries(statedAnswers(answers)) as Stated;
  const notes: [boolean, FitNote][] = [
    [stated.pregnant_within_year === 'yes' && card.returnToFertility === 'delayed', 'shot_delay'],
    [stated.pregnant_within_year === 'yes' && card.returnToFertility === 'permanent', 'permanent'],
    [
      stated.how_often !== undefined && RULES.how_often(stated.how_often, card, method) < 0,
      'more_often_than_wanted',
    ],
    [
      (stated.hormones === 'no_estrogen' || stated.hormones === 'none') &&
        card.hormones === 'estrogen_progestin',
      'has_estrogen',
    ],
    [stated.hormones === 'none' && card.hormones === 'progestin', 'has_hormones'],
    [stated.hormones === 'none' && card.hormones === 'none', 'no_hormones'],
    [stated.no_procedure === 'yes' && card.needsProcedure, 'procedure'],
    [stated.no_procedure === 'yes' && card.needle, 'needle'],
    [stated.private === 'yes' && !card.private, 'others_may_tell'],
    [
      stated.periods !== undefined && RULES.periods(stated.periods, card, method) < 0,
      'changes_periods',
    ],
    [
      stated.prevent_pregnancy === 'very' && RULES.prevent_pregnancy('very', card, method) < 0,
      'less_effective',
    ],
    [stated.infections === 'yes' && card.protectsFromInfections, 'protects_from_infections'],
    [stated.infections === 'yes' && !card.protectsFromInfections, 'no_infection_protection'],
  ];
  return notes.filter(([applies]) => applies).map(([, note]) => note);
}
