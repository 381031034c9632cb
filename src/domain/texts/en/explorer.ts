import type {
  Frequency,
  PeriodEffect,
  Pregnancies,
  ReturnToFertility,
  SideEffect,
  WhereToGet,
} from '../../explorer/method-cards';
import type { FitNote } from '../../explorer/fit';
import type { ExplorerMethod, PriorityAnswer, PriorityQuestion } from '../../explorer/model';

/**
 * The method explorer's words in English (docs/method-explorer.md): "What matters to you?",
 * every method's card, and the line her visit summary gives. Held to docs/patient-wording.md's
 * thresholds (tests/readability/explorer-readability.test.ts). `ExplorerTexts` is this object's
 * type: the Spanish (es/explorer.ts) must give every text, with no extra one, or the type check
 * fails. No text says a method is safe or unsafe for her: her pharmacist checks that.
 */

/** A count of people, as words say it: "Fewer than 1", "7", "2 to 23". */
const count = (pregnancies: Pregnancies) => {
  if (typeof pregnancies !== 'number') return `${pregnancies.low} to ${pregnancies.high}`;
  return pregnancies < 1 ? 'Fewer than 1' : String(pregnancies);
};

type Answers<Q extends PriorityQuestion> = Readonly<Record<PriorityAnswer<Q>, string>>;

export const explorer = {
  title: 'What matters to you?',
  intro: 'Tell us what matters to you. Then see every kind of birth control, side by side.',
  skipAny: 'You can skip any question.',
  start: 'Start',
  skipStep: 'Skip this step',
  skip: 'Skip',
  questions: {
    prevent_pregnancy: 'How much does it matter to you not to get pregnant?',
    how_often: 'How often do you want to think about birth control?',
    hormones: 'How do you feel about hormones?',
    periods: 'What do you want for your periods?',
    no_procedure: 'Do you want to stay away from a procedure or a needle?',
    private: 'Does it matter that others can’t tell you use it?',
    pregnant_within_year: 'Do you want to be pregnant in the next year?',
    infections: 'Do you want it to protect you from infections you can get from sex?',
  } satisfies Readonly<Record<PriorityQuestion, string>>,
  answers: {
    prevent_pregnancy: {
      very: 'A lot',
      somewhat: 'Some',
      not_much: 'Not much',
      not_sure: 'Not sure',
    },
    how_often: {
      daily: 'Each day',
      weekly: 'Each week',
      monthly: 'Each month',
      every_3_months: 'Every 3 months',
      every_few_years: 'Every few years',
      when_sex: 'Only when I have sex',
      not_sure: 'Not sure',
    },
    hormones: {
      fine: 'Hormones are fine',
      no_estrogen: 'No estrogen',
      none: 'No hormones at all',
      not_sure: 'Not sure',
    },
    periods: {
      lighter_or_none_fine: 'Lighter periods, or none, is fine',
      keep_regular: 'I want them to stay regular',
      no_change: 'I want no change',
      not_sure: 'Not sure',
    },
    no_procedure: { yes: 'Yes', no: 'No', not_sure: 'Not sure' },
    private: { yes: 'Yes', no: 'No', not_sure: 'Not sure' },
    pregnant_within_year: { yes: 'Yes', no: 'No', not_sure: 'Not sure' },
    infections: { yes: 'Yes', no: 'No', not_sure: 'Not sure' },
  } satisfies { [Q in PriorityQuestion]: Answers<Q> },
  comparison: {
    heading: 'Every kind of birth control',
    order: 'The ones that fit what you told us come first.',
    pharmacist: 'Your pharmacist checks which ones are safe for you.',
  },
  methods: {
    implant: { name: 'Implant', use: 'A small rod goes under the skin of your arm.' },
    lng_iud: {
      name: 'Hormonal IUD',
      use: 'A small T goes in your uterus (womb). It has a hormone.',
    },
    cu_iud: {
      name: 'Copper IUD',
      use: 'A small T goes in your uterus (womb). It has no hormones.',
    },
    shot: { name: 'Shot', use: 'You get a shot in your arm or hip.' },
    combined_pill: { name: 'Pill', use: 'You take a pill by mouth. It has two hormones.' },
    progestin_pill: {
      name: 'Pill with one hormone',
      use: 'You take a pill by mouth. It has no estrogen.',
    },
    patch: { name: 'Patch', use: 'You wear a patch on your skin.' },
    ring: { name: 'Ring', use: 'You put a soft ring in your vagina.' },
    external_condom: { name: 'Condom', use: 'It goes on the penis each time you have sex.' },
    internal_condom: {
      name: 'Inside condom',
      use: 'It goes in your vagina each time you have sex.',
    },
    diaphragm: {
      name: 'Diaphragm',
      use: 'A soft cup goes in your vagina, with gel, each time you have sex.',
    },
    emergency_pill: {
      name: 'Morning-after pill',
      use: 'You take one pill soon after sex without birth control. It is not for every day.',
    },
    fertility_awareness: {
      name: 'Tracking your cycle',
      use: 'You track your body each day, and you don’t have sex, or you use a condom, on the days you can get pregnant.',
    },
    withdrawal: { name: 'Pulling out', use: 'The penis comes out before he comes.' },
    sterilization: {
      name: 'Tubes tied (sterilization)',
      use: 'A surgery closes or takes out your tubes. It is for good.',
    },
  } satisfies Readonly<Record<ExplorerMethod, { name: string; use: string }>>,
  card: {
    howWell: 'How well it works',
    howToUse: 'How you use it',
    howOften: 'How often',
    periods: 'Your periods',
    sideEffects: 'Side effects',
    infections: 'Infections from sex',
    backToPregnancy: 'If you want to get pregnant',
    where: 'Where to get it',
  },
  /** Pregnancies in 100 people in a year: the words, and the picture's label. */
  pregnancies: (pregnancies: Pregnancies) =>
    `${count(pregnancies)} in 100 people get pregnant in a year.`,
  picture: (pregnancies: Pregnancies) =>
    `A picture of 100 people. ${count(pregnancies)} of them get pregnant in a year.`,
  /** The emergency pill's line in place of a yearly figure. */
  noYearlyFigure: 'It is for after sex, so there is no number for a year of use.',
  often: {
    daily: 'Each day',
    weekly: 'Each week',
    monthly: 'Each month',
    every_3_months: 'Every 3 months',
    every_few_years: 'It lasts for years',
    when_sex: 'Each time you have sex',
    once: 'Once',
  } satisfies Readonly<Record<Frequency, string>>,
  periods: {
    lighter_or_none: 'They may get lighter, or stop.',
    irregular: 'They may come at odd times.',
    heavier: 'They may be heavier, with more cramps.',
    regular: 'They stay regular.',
    check_next_period: 'If you do not get a period in the next 3 weeks, take a pregnancy test.',
    no_change: 'No change.',
  } satisfies Readonly<Record<PeriodEffect, string>>,
  sideEffects: {
    cramps: 'Cramps',
    heavier_longer_periods: 'Heavier, longer periods',
    spotting: 'Spotting between periods',
    irregular_bleeding: 'Bleeding at odd times',
    no_periods: 'No periods',
    belly_pain: 'Belly pain',
    period_changes: 'Changes in your periods',
    weight_gain: 'Weight gain',
    acne: 'Acne',
    mood: 'Mood changes',
    headache: 'Headaches',
    bone_loss: 'Thinner bones',
    nervousness: 'Feeling nervous',
    dizziness: 'Feeling dizzy',
    nausea: 'Upset stomach',
    breast_tenderness: 'Sore breasts',
    pain_bleeding_infection: 'Pain, bleeding or infection after surgery',
  } satisfies Readonly<Record<SideEffect, string>>,
  /** Where the FDA's chart lists no side effects for the method. */
  noSideEffectsListed: 'Ask your pharmacist.',
  infections: {
    protects: 'It helps protect you from infections from sex.',
    doesNot: 'It does not protect you from infections from sex.',
  },
  backToPregnancy: {
    immediate: 'You can get pregnant soon after you stop.',
    delayed: 'After the last shot, it can take 10 months or more to get pregnant.',
    permanent: 'It is for good. You can’t get pregnant after it.',
  } satisfies Readonly<Record<ReturnToFertility, string>>,
  where: {
    pharmacist_today: 'From your pharmacist, today',
    over_the_counter: 'From a store shelf, no prescription',
    clinic: 'From a clinic',
    learn_from_clinic: 'A clinic can teach you how',
    nothing_to_get: 'Nothing to get',
  } satisfies Readonly<Record<WhereToGet, string>>,
  notes: {
    shot_delay:
      'You want to be pregnant in the next year. After the last shot, it can take 10 months or more to get pregnant.',
    permanent: 'You want to be pregnant in the next year. This is for good.',
    more_often_than_wanted: 'You would need to think about it more often than you want.',
    has_estrogen: 'It has estrogen, a hormone.',
    has_hormones: 'It has a hormone.',
    no_hormones: 'It has no hormones.',
    procedure: 'A doctor or nurse needs to put it in, or do a surgery.',
    needle: 'It is a shot.',
    others_may_tell: 'Others may be able to tell you use it.',
    changes_periods: 'It may change your periods.',
    less_effective: 'More people get pregnant with this one.',
    protects_from_infections: 'It helps protect you from infections from sex.',
    no_infection_protection:
      'It does not protect you from infections from sex. You can use a condom too.',
  } satisfies Readonly<Record<FitNote, string>>,
  ask: 'Ask about this',
  asking: 'You will ask about this',
  done: 'Done',
  /** Her visit summary's line, with what she said mattered (`summaryAnswers`). */
  summaryLine: (items: readonly string[]) =>
    `You told us what matters to you: ${items.join('; ')}.`,
  summaryAnswers: {
    prevent_pregnancy: {
      very: 'not getting pregnant matters a lot',
      somewhat: 'not getting pregnant matters some',
      not_much: 'not getting pregnant does not matter much',
    },
    how_often: {
      daily: 'thinking about it each day is fine',
      weekly: 'thinking about it each week',
      monthly: 'thinking about it each month',
      every_3_months: 'thinking about it every 3 months',
      every_few_years: 'thinking about it every few years',
      when_sex: 'thinking about it only when you have sex',
    },
    hormones: { fine: 'hormones are fine', no_estrogen: 'no estrogen', none: 'no hormones' },
    periods: {
      lighter_or_none_fine: 'lighter periods, or none, is fine',
      keep_regular: 'regular periods',
      no_change: 'no change to your periods',
    },
    no_procedure: { yes: 'no procedure and no needle', no: 'a procedure or a needle is fine' },
    private: { yes: 'others can’t tell', no: 'it is fine if others can tell' },
    pregnant_within_year: {
      yes: 'being pregnant in the next year',
      no: 'not being pregnant in the next year',
    },
    infections: {
      yes: 'protection from infections from sex',
      no: 'no need for protection from infections',
    },
  } satisfies {
    [Q in PriorityQuestion]: Readonly<Record<Exclude<PriorityAnswer<Q>, 'not_sure'>, string>>;
  },
};

export type ExplorerTexts = typeof explorer;

/**
 * The provider's words for what she said on the tablet, English only: the provider's screens are
 * in English (docs/patient-wording.md, "Where the texts live").
 */
export const explorerForProvider = {
  heading: 'From tablet: what matters to her',
  toldUs: (items: readonly string[]) => `She told us what mattered most: ${items.join('; ')}.`,
  nothingStated: 'She skipped the questions or was not sure.',
  marked: 'She wants to ask about',
  answers: {
    prevent_pregnancy: {
      very: 'preventing pregnancy matters a lot',
      somewhat: 'preventing pregnancy matters somewhat',
      not_much: 'preventing pregnancy does not matter much',
    },
    how_often: {
      daily: 'daily use is fine',
      weekly: 'wants to think about it weekly at most',
      monthly: 'wants to think about it monthly at most',
      every_3_months: 'wants to think about it every 3 months at most',
      every_few_years: 'wants to think about it every few years at most',
      when_sex: 'wants to think about it only at sex',
    },
    hormones: { fine: 'hormones are fine', no_estrogen: 'no estrogen', none: 'no hormones' },
    periods: {
      lighter_or_none_fine: 'lighter or no periods are fine',
      keep_regular: 'wants regular periods',
      no_change: 'wants no change to her periods',
    },
    no_procedure: { yes: 'no procedure and no needle', no: 'a procedure or needle is fine' },
    private: { yes: 'wants a method others cannot tell', no: 'privacy is not a concern' },
    pregnant_within_year: {
      yes: 'wants to be pregnant within a year',
      no: 'does not want to be pregnant within a year',
    },
    infections: {
      yes: 'wants protection from STIs',
      no: 'STI protection is not a concern',
    },
  } satisfies {
    [Q in PriorityQuestion]: Readonly<Record<Exclude<PriorityAnswer<Q>, 'not_sure'>, string>>;
  },
};
