import { describe, expect, it } from 'vitest';
import { NO_METHOD, PRESCRIPTIONS, REFERRAL, visitRecord } from '../../../../tests/visit-records';
import type { Language } from '../../intake/catalog';
import { fernandezHuerta, fleschKincaidGrade, withoutTerms } from '../../intake/readability';
import type { VisitOutcome } from '../record';
import { visitSummary } from './summary';

const textOf = (outcome: VisitOutcome, language: Language) =>
  visitSummary(visitRecord(outcome), language)
    .flatMap(({ heading, lines, list }) => [heading ?? '', ...lines, ...(list ?? [])])
    .join(' ');

/** Every summary a visit can give, in one language. */
const everySummary = (language: Language) =>
  [...Object.values(PRESCRIPTIONS), REFERRAL, NO_METHOD].map((outcome) =>
    textOf(outcome, language),
  );

/**
 * Names a formula cannot judge: the products and the pharmacy, typed or chosen by the provider,
 * and the reasons she typed (in English whatever the language).
 */
const NAMES = [
  'Yaz',
  'Xulane',
  'NuvaRing',
  'Slynd',
  'Depo-Provera',
  'Nexplanon',
  'Mirena',
  'Main Street Pharmacy',
  'Salem Family Clinic',
  'Salem',
  'Sam Lee',
  'Her blood pressure is high.',
  'She wants to think it over.',
];

describe('the visit summary', () => {
  it('tells a combined pill: the product, the start, the back-up days, a missed pill, the warning signs', () => {
    const text = textOf(PRESCRIPTIONS.combinedPill, 'en');
    expect(text).toContain('You got Yaz. It is a pill.');
    expect(text).toContain('You have 12 months of it.');
    expect(text).toContain('Start today.');
    expect(text).toContain('For the next 7 days, use condoms or do not have sex.');
    expect(text).toContain('Missed 2 or more in a row?');
    // The "ACHES" signs of spr-2024.md: abdominal, chest, headache, eyes, severe leg pain.
    for (const sign of [
      'belly',
      'Chest pain',
      'headache',
      'Eye problems',
      'swelling in your leg',
    ]) {
      expect(text).toContain(sign);
    }
    expect(text).toContain('Come back to get more by November 25, 2027.');
    expect(text).toContain('See a primary care doctor or nurse');
    expect(text).toContain('Your pharmacist: Sam Lee.');
    expect(text).toContain('Questions? Call us at 503-555-0100.');
  });

  it('gives the warning signs for a combined method only', () => {
    expect(textOf(PRESCRIPTIONS.patch, 'en')).toContain('Get care right away');
    expect(textOf(PRESCRIPTIONS.ring, 'en')).toContain('Get care right away');
    for (const outcome of [
      PRESCRIPTIONS.progestinPill,
      PRESCRIPTIONS.injection,
      PRESCRIPTIONS.iud,
    ]) {
      expect(textOf(outcome, 'en')).not.toContain('Get care right away');
    }
  });

  it('gives each form its missed-dose line from U.S. SPR 2024', () => {
    expect(textOf(PRESCRIPTIONS.progestinPill, 'en')).toContain(
      'more than 3 hours late? Take it as soon as you can, and use condoms for 2 days.',
    );
    expect(textOf(PRESCRIPTIONS.patch, 'en')).toContain('Off for 2 days or more?');
    expect(textOf(PRESCRIPTIONS.ring, 'en')).toContain('Out for 2 days or more?');
    // DMPA may be given up to 15 weeks after the last injection without back-up.
    expect(textOf(PRESCRIPTIONS.injection, 'en')).toContain('more than 15 weeks, use condoms');
    expect(textOf(PRESCRIPTIONS.injection, 'en')).toContain(
      'Come back for your next shot by February 24, 2027.',
    );
    expect(textOf(PRESCRIPTIONS.implant, 'en')).toContain('There is nothing to take each day.');
  });

  it('tells a referral where and why, and no method why', () => {
    expect(textOf(REFERRAL, 'en')).toContain('We sent you to: Salem Family Clinic.');
    expect(textOf(REFERRAL, 'en')).toContain('Why: Her blood pressure is high.');
    expect(textOf(NO_METHOD, 'en')).toContain('You did not start a birth control method today.');
  });

  it('says no back-up is needed when none is', () => {
    const text = textOf({ ...PRESCRIPTIONS.combinedPill, backUpDays: 0 }, 'en');
    expect(text).toContain('You do not need a back-up method.');
  });

  it('is in Spanish when chosen, dates and all', () => {
    const text = textOf(PRESCRIPTIONS.combinedPill, 'es');
    expect(text).toContain('Le dimos Yaz. Es una pastilla.');
    expect(text).toContain('Por los próximos 7 días, use condón o no tenga sexo.');
    expect(text).toContain('Vuelva por más antes del 25 de noviembre de 2027.');
    expect(text).toContain('Busque ayuda de inmediato si tiene:');
  });

  it('reads at about a 6th-grade level in English (Flesch-Kincaid grade 6 or under)', () => {
    const grade = fleschKincaidGrade(withoutTerms(everySummary('en').join(' '), NAMES));
    expect(grade).toBeLessThanOrEqual(6);
  });

  it('reads "bastante fácil" or easier in Spanish (Fernández-Huerta 70 or over)', () => {
    const score = fernandezHuerta(withoutTerms(everySummary('es').join(' '), NAMES));
    expect(score).toBeGreaterThanOrEqual(70);
  });
});
