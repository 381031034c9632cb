/**
 * The patient's visit summary in English: plain words, at about a 6th-grade reading level
 * (visit/summary/summary.test.ts scores each kind of summary; docs/patient-wording.md has the
 * thresholds). The facts behind each line are in visit/method-facts/facts.ts, with their
 * sources in docs/method-facts.md. Loaded when the visit's documents first show a summary in
 * English. `SummaryTexts` is this object's type: the Spanish (es/summary.ts) must give every
 * text, with no extra one, or the type check fails.
 */
import { ENGLISH_MONTHS } from '../../month-names';
import type { MissedLine, UseLine } from '../../visit/method-facts/facts';
import type {
  PharmacyForm,
  PlacedMethod,
  ProductForm,
} from '../../visit/method-facts/product-kinds';
import type { ReasonId } from '../../visit/reasons';

export const summary = {
  title: 'Your visit summary',
  /** `day`: YYYY-MM-DD. */
  date: (day: string) => {
    const [year, month, date] = day.split('-').map(Number);
    return `${ENGLISH_MONTHS[month! - 1]} ${date}, ${year}`;
  },
  visitOn: (date: string) => `Visit on ${date}.`,
  dateOfBirth: (date: string) => `Date of birth: ${date}`,
  /** "Page 1 of 3" at the foot of each printed page. */
  pageNumbers: { page: 'Page', of: 'of' },
  yourMethod: 'Your birth control',
  forms: {
    pill: 'a pill',
    patch: 'a patch',
    ring: 'a vaginal ring',
    injection: 'a shot',
    implant: 'an implant',
    iud: 'an IUD',
  } satisfies Record<ProductForm, string>,
  prescribed: (product: string, form: string) => `You got ${product}. It is ${form}.`,
  supply: (months: number) =>
    months === 1 ? 'You have 1 month of it.' : `You have ${months} months of it.`,
  howToStart: 'How to start',
  firstDose: {
    pill: 'Take your first pill today.',
    patch: 'Put on your first patch today.',
    ring: 'Put the ring in your vagina today.',
    injection: 'You got your first shot today.',
  } satisfies Record<PharmacyForm, string>,
  firstDoseOn: {
    pill: (date: string) => `Take your first pill on ${date}.`,
    patch: (date: string) => `Put on your first patch on ${date}.`,
    ring: (date: string) => `Put the ring in your vagina on ${date}.`,
    injection: (date: string) => `Come back on ${date} for your first shot.`,
  } satisfies Record<PharmacyForm, (date: string) => string>,
  use: {
    combined_pill_daily: 'Take 1 pill each day, at the same time, in the order of the pack.',
    combined_pill_next_pack:
      'Start your next pack the day after you end one. If your pack has only 21 pills, wait 7 days first.',
    progestin_pill_daily: 'Take 1 pill each day, at the same time. Do not skip any days.',
    drospirenone_pill_daily:
      'Take 1 pill each day, at the same time: first the 24 white pills, then the 4 green pills.',
    pill_next_pack: 'Start your next pack the day after you end one.',
    patch_weekly: 'Put on a new patch on the same day each week, for 3 weeks.',
    patch_free_week: 'In week 4, wear no patch. Then start again with a new patch.',
    monthly_ring_cycle:
      'Keep the ring in for 3 weeks. Then take it out for 1 week. Then put in a new ring.',
    yearly_ring_cycle:
      'Keep the ring in for 3 weeks. Then take it out for 1 week. Then put the same ring back in.',
    yearly_ring_care:
      'When it is out, wash it with soap and water and keep it in its case. One ring lasts for 13 rounds, about 1 year.',
    injection_every_13_weeks: 'You get a shot every 3 months (13 weeks).',
    implant_placed: 'A nurse or doctor puts the implant in your arm.',
    iud_placed: 'A nurse or doctor puts the IUD in your womb.',
  } satisfies Record<UseLine, string>,
  backUp: (days: number) =>
    days === 0
      ? 'You do not need a back-up method.'
      : `For the next ${days} days, use condoms or do not have sex.`,
  backUpUntil: (date: string, days: number) =>
    days === 0
      ? `Until ${date}, use condoms or do not have sex.`
      : `Until ${date}, use condoms or do not have sex. Then use condoms for ${days} more days.`,
  ifLate: 'If a dose is late or missed',
  missed: {
    combined_pill_one:
      'Late or missed 1 pill? Take it as soon as you can. Take the rest at the usual time, even if that means 2 pills in one day.',
    combined_pill_two_or_more:
      'Missed 2 or more in a row? Take the last one you missed as soon as you can, and throw out the other missed ones. Take the rest at the usual time. Use condoms for 7 days.',
    combined_pill_last_week:
      'If you missed them in the last week of hormone pills, skip the reminder pills and start a new pack the next day.',
    combined_pill_first_week:
      'If you missed them in the first week and had sex without a condom in the last 5 days, ask about an emergency pill.',
    progestin_pill_late:
      'More than 3 hours late? Take 1 pill as soon as you can. Take the next one at the usual time, even if that means 2 in one day. Use condoms for the next 2 days. If you had sex without a condom, ask about an emergency pill.',
    drospirenone_pill_one:
      'Missed 1 white pill? Take it as soon as you can. Take the next one at the usual time, even if that means 2 in one day. You do not need condoms.',
    drospirenone_pill_two_or_more:
      'Missed 2 or more white pills in a row? Take the last one you missed as soon as you can. Then take 1 pill each day. Use condoms for 7 days.',
    drospirenone_pill_green:
      'Missed a green pill? Throw it out and go on. Start your next pack on time.',
    patch_under_48_hours:
      'Patch put on late, or off, for less than 2 days (48 hours)? Put on a new one now. Keep your usual change day.',
    patch_48_hours_or_more:
      'Late or off for 2 days or more? Put on a new one now, keep your usual change day, and use condoms for 7 days.',
    patch_week_3:
      'If that was in week 3, skip the week with no patch: start a new patch right away.',
    patch_week_1:
      'If that was in week 1 and you had sex without a condom in the last 5 days, ask about an emergency pill.',
    monthly_ring_under_48_hours:
      'Ring out, or put in late, for less than 2 days (48 hours)? Put it back in now. Take it out on your usual day.',
    monthly_ring_48_hours_or_more:
      'Out or late for 2 days or more? Put it back in now, and use condoms for 7 days.',
    monthly_ring_week_3:
      'If that was in week 3, skip the week with no ring: put in a new ring right away.',
    ring_week_1:
      'If that was in week 1 and you had sex without a condom in the last 5 days, ask about an emergency pill.',
    yearly_ring_out:
      'The ring may be out for no more than 2 hours in all in the 3 weeks. If it was out longer, wash it, put it back in, and use condoms for 7 days.',
    injection_late:
      'Get your next shot within 13 weeks. You can still get it up to 15 weeks after the last one. After 15 weeks, use condoms and call us.',
    nothing_to_take: 'There is nothing to take each day.',
  } satisfies Record<MissedLine, string>,
  emergencyTitle: 'Emergency birth control',
  emergencySuggested:
    'You had sex without a condom in the last 5 days. An emergency pill can still stop a pregnancy. Ask us about it today.',
  tookLevonorgestrel: 'You took an emergency pill. Your birth control can start now.',
  tookUlipristal: (date: string) =>
    `You took ella, an emergency pill. Birth control with hormones makes ella work less well. So wait until ${date} to start it.`,
  periodCheck: 'If you do not get a period in the next 3 weeks, take a pregnancy test.',
  pregnancyTestTitle: 'Pregnancy test',
  followUpTest: (from: string, to: string) =>
    `Take a pregnancy test between ${from} and ${to}. A test today cannot show a very new pregnancy.`,
  whatToExpect: 'What to expect',
  bleeding: 'Spotting or bleeding between periods is common in the first few months.',
  getCare: 'When to get care',
  emergencyRoom: 'Call 911 or go to the emergency room if you have:',
  aches: [
    'Bad pain in your belly.',
    'Chest pain, or you can not catch your breath.',
    'A bad headache.',
    'Eye problems, like blurry sight or loss of sight.',
    'Bad pain or swelling in your leg.',
  ],
  problems:
    'Call us or a doctor if you have a problem with your birth control, or think you may be pregnant.',
  infectionsTitle: 'HIV and other infections',
  infections: [
    'Birth control does not protect you from HIV or other infections you can get from sex. Condoms do.',
    'A medicine called PrEP can prevent HIV. Ask us about it.',
  ],
  emergencyHowTitle: 'If you have sex without a condom',
  emergencyHow: [
    'An emergency pill can stop a pregnancy if you take it within 5 days.',
    'You can buy levonorgestrel pills (like Plan B) at a drugstore. You do not need a prescription.',
    'Another pill, ella, needs a prescription. Ask us.',
    'A copper IUD works best. A nurse or doctor puts it in within 5 days.',
  ],
  comeBack: 'When to come back',
  nextShot: (date: string) => `Come back for your next shot by ${date}.`,
  renew: (date: string) => `Come back to get more by ${date}.`,
  nextStep: 'Your next step',
  placementWanted: {
    implant: 'You want an implant. A nurse or doctor puts it in your arm.',
    lng_iud: 'You want a hormone IUD. A nurse or doctor puts it in your womb.',
    cu_iud: 'You want a copper IUD. A nurse or doctor puts it in your womb.',
  } satisfies Record<PlacedMethod, string>,
  notProtected:
    'You are not protected from pregnancy until it is in. Until then, use condoms each time you have sex.',
  afterPlacement: (days: number) =>
    days === 0
      ? 'It works as soon as it is in.'
      : `After it is in, you may need condoms for ${days} more days. The nurse or doctor will tell you.`,
  appointment: (to: string) => `Make a visit at: ${to}.`,
  referredTitle: 'Where to go next',
  why: (reason: string) => `Why: ${reason}`,
  reasons: {
    health_condition: 'A health problem means a doctor or nurse should check this method first.',
    blood_pressure: 'Your blood pressure was high today.',
    pregnancy_positive: 'Your pregnancy test was positive.',
    pregnancy_not_ruled_out: 'We could not be sure you are not pregnant.',
    method_not_offered: 'A pharmacist can not start the method you want.',
    her_choice: 'You chose not to start a method today.',
  } satisfies Record<ReasonId, string>,
  condomsUntil: 'Until you start a birth control method, use condoms each time you have sex.',
  noMethodTitle: 'Your birth control',
  noMethod: 'You did not start a birth control method today.',
  comeBackAnyTime: 'You can come back any time to start one.',
  primaryCare: 'See a primary care doctor or nurse for your regular check-ups.',
  pharmacist: (name: string) => `Your pharmacist: ${name}.`,
  questions: (phone: string) => `Questions? Call us at ${phone}.`,
};

/** Every text of the summary, in one language. */
export type SummaryTexts = typeof summary;
