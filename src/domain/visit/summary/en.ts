/**
 * The patient's visit summary in English: plain words, at about a 6th-grade reading level
 * (summary.test.ts scores them; docs/patient-wording.md has the thresholds). es.ts must give
 * every one of these (the type check fails otherwise).
 */
import { ENGLISH_MONTHS } from '../../month-names';
import type { ProductForm } from '../products';

export const en = {
  title: 'Your visit summary',
  /** `day`: YYYY-MM-DD. */
  date: (day: string) => {
    const [year, month, date] = day.split('-').map(Number);
    return `${ENGLISH_MONTHS[month! - 1]} ${date}, ${year}`;
  },
  visitOn: (date: string) => `Visit on ${date}.`,
  yourMethod: 'Your birth control',
  forms: {
    pill: 'a pill',
    patch: 'a patch',
    ring: 'a ring',
    injection: 'a shot',
    implant: 'an implant',
    iud: 'an IUD',
  } satisfies Record<ProductForm, string>,
  prescribed: (product: string, form: string) => `You got ${product}. It is ${form}.`,
  supply: (months: number) =>
    months === 1 ? 'You have 1 month of it.' : `You have ${months} months of it.`,
  howToStart: 'How to start',
  startToday: 'Start today.',
  use: {
    pill: 'Take 1 pill each day, at the same time.',
    patch: 'Wear a new patch each week for 3 weeks. Then wear no patch for 1 week.',
    ring: 'Keep the ring in your vagina for 3 weeks. Then take it out for 1 week.',
    injection: 'You get a shot every 3 months.',
    implant: 'A nurse or doctor puts the implant in your arm.',
    iud: 'A nurse or doctor puts the IUD in your womb.',
  } satisfies Record<ProductForm, string>,
  backUp: (days: number) =>
    days === 0
      ? 'You do not need a back-up method.'
      : `For the next ${days} days, use condoms or do not have sex.`,
  ifLate: 'If you miss a dose',
  missed: {
    combinedPill:
      'Missed 1 pill? Take it as soon as you can. Missed 2 or more in a row? Take the last one you missed, and use condoms for 7 days.',
    progestinPill:
      'Took a pill more than 3 hours late? Take it as soon as you can, and use condoms for 2 days.',
    patch:
      'Patch off for less than 2 days? Put on a new one. Off for 2 days or more? Put on a new one, and use condoms for 7 days.',
    ring: 'Ring out for less than 2 days? Put it back in. Out for 2 days or more? Put it back in, and use condoms for 7 days.',
    injection:
      'Get your next shot in 13 weeks. If it has been more than 15 weeks, use condoms and call us.',
    nothingToMiss: 'There is nothing to take each day.',
  },
  warningTitle: 'Get care right away if you have:',
  warnings: [
    'Bad pain in your belly.',
    'Chest pain, or you can not catch your breath.',
    'A bad headache.',
    'Eye problems, like blurry sight.',
    'Bad pain or swelling in your leg.',
  ],
  comeBack: 'When to come back',
  nextShot: (date: string) => `Come back for your next shot by ${date}.`,
  renew: (date: string) => `Come back to get more by ${date}.`,
  referredTitle: 'Where to go next',
  referred: (to: string) => `We sent you to: ${to}.`,
  noMethodTitle: 'Your birth control',
  noMethod: 'You did not start a birth control method today.',
  why: (reason: string) => `Why: ${reason}`,
  primaryCare: 'See a primary care doctor or nurse for your regular check-ups.',
  pharmacist: (name: string) => `Your pharmacist: ${name}.`,
  questions: (phone: string) => `Questions? Call us at ${phone}.`,
};

/** Every text of the summary, in one language. */
export type SummaryMessages = typeof en;
