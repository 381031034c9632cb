import { describe, expect, it } from 'vitest';
import {
  NO_METHOD,
  PLACEMENT,
  PRESCRIPTIONS,
  REFERRAL,
  visitRecord,
} from '../../../../tests/visit-records';
import type { Language } from '../../intake/catalog';
import {
  fernandezHuerta,
  fleschKincaidGrade,
  withoutTerms,
} from '../../../../tests/readability/readability';
import { pregnancyResult } from '../pregnancy';
import type { VisitOutcome, VisitRecord } from '../record';
import { summary as en } from '../../texts/en/summary';
import { summary as es } from '../../texts/es/summary';
import { summaryPageHeader, visitSummary } from './summary';

const WORDS = { en, es };

const textOfRecord = (record: VisitRecord, language: Language) =>
  visitSummary(record, WORDS[language])
    .flatMap(({ heading, lines, list }) => [heading ?? '', ...lines, ...(list ?? [])])
    .join(' ');

const textOf = (outcome: VisitOutcome, language: Language, changes: Partial<VisitRecord> = {}) =>
  textOfRecord(visitRecord(outcome, changes), language);

/** Every kind of summary a visit can give: a prescription of each kind, a placement, refer, none. */
const KINDS: Record<string, VisitOutcome> = {
  ...PRESCRIPTIONS,
  placement: PLACEMENT,
  referral: REFERRAL,
  noMethod: NO_METHOD,
};

/** Names a formula cannot judge: the products and the pharmacy, chosen or typed by the provider. */
const NAMES = [
  'Yaz',
  'Xulane',
  'NuvaRing',
  'Annovera',
  'Camila',
  'Slynd',
  'Depo-Provera',
  'Plan B',
  'levonorgestrel',
  'PrEP',
  'Main Street Pharmacy',
  'Salem Family Clinic',
  'Salem',
  'Sam Lee',
];

describe('the visit summary: starting', () => {
  it('names the first dose, how to go on, and the back-up days of a combined pill', () => {
    const text = textOf(PRESCRIPTIONS.combinedPill, 'en');
    expect(text).toContain(
      'You got Yaz (drospirenone 3 mg, ethinyl estradiol 0.02 mg). It is a pill.',
    );
    expect(text).toContain('You have 12 months of it.');
    expect(text).toContain('Take your first pill today.');
    expect(text).toContain('Start your next pack the day after you end one.');
    expect(text).toContain('For the next 7 days, use condoms or do not have sex.');
    expect(text).toContain('Come back to get more by November 25, 2027.');
  });

  it('goes on past the first cycle for the patch and the rings', () => {
    expect(textOf(PRESCRIPTIONS.patch, 'en')).toContain('Then start again with a new patch.');
    expect(textOf(PRESCRIPTIONS.ring, 'en')).toContain('Then put in a new ring.');
    // Annovera (its label): the same ring, washed, for 13 cycles.
    const yearly = textOf(PRESCRIPTIONS.yearlyRing, 'en');
    expect(yearly).toContain('Then put the same ring back in.');
    expect(yearly).toContain('wash it with soap and water');
    expect(yearly).toContain('13 rounds');
  });

  it("tells Slynd's pack, 24 white pills then 4 green", () => {
    expect(textOf(PRESCRIPTIONS.drospirenonePill, 'en')).toContain(
      'first the 24 white pills, then the 4 green pills',
    );
  });

  it('says the shot was given today, and when the next is due', () => {
    const text = textOf(PRESCRIPTIONS.injection, 'en');
    expect(text).toContain('You got your first shot today.');
    expect(text).toContain('Come back for your next shot by February 24, 2027.');
    expect(text).not.toContain('months of it');
  });

  it('says no back-up is needed when none is', () => {
    const text = textOf({ ...PRESCRIPTIONS.combinedPill, backUpDays: 0 }, 'en');
    expect(text).toContain('You do not need a back-up method.');
  });
});

describe('the visit summary: a late or missed dose (U.S. SPR 2024)', () => {
  it('combined pill: keep on schedule, the last week, the first week', () => {
    const text = textOf(PRESCRIPTIONS.combinedPill, 'en');
    expect(text).toContain(
      'Take the rest at the usual time, even if that means 2 pills in one day.',
    );
    expect(text).toContain('Missed 2 or more in a row?');
    expect(text).toContain('Use condoms for 7 days.');
    expect(text).toContain('skip the reminder pills and start a new pack the next day');
    expect(text).toContain('in the first week and had sex without a condom in the last 5 days');
  });

  it('norethindrone pill: more than 3 hours late, 2 days of condoms, one rule', () => {
    const text = textOf(PRESCRIPTIONS.progestinPill, 'en');
    expect(text).toContain('More than 3 hours late? Take 1 pill as soon as you can.');
    expect(text).toContain('Use condoms for the next 2 days.');
    expect(text).not.toContain('white pill');
  });

  it('Slynd: its own rule, not the 3-hour one', () => {
    const text = textOf(PRESCRIPTIONS.drospirenonePill, 'en');
    expect(text).not.toContain('3 hours');
    expect(text).toContain('Missed 1 white pill?');
    expect(text).toContain('You do not need condoms.');
    expect(text).toContain('Missed 2 or more white pills in a row?');
    expect(text).toContain('Missed a green pill? Throw it out and go on.');
  });

  it('patch: put on late as well as fallen off, under and over 48 hours, week 3', () => {
    const text = textOf(PRESCRIPTIONS.patch, 'en');
    expect(text).toContain('Patch put on late, or off, for less than 2 days (48 hours)?');
    expect(text).toContain('Late or off for 2 days or more?');
    expect(text).toContain('If that was in week 3, skip the week with no patch');
  });

  it('NuvaRing: under and over 48 hours; Annovera: 2 hours in all', () => {
    expect(textOf(PRESCRIPTIONS.ring, 'en')).toContain('Out or late for 2 days or more?');
    const yearly = textOf(PRESCRIPTIONS.yearlyRing, 'en');
    expect(yearly).toContain('no more than 2 hours in all in the 3 weeks');
    expect(yearly).not.toContain('48 hours');
  });

  it('injection: up to 15 weeks after the last one', () => {
    expect(textOf(PRESCRIPTIONS.injection, 'en')).toContain(
      'You can still get it up to 15 weeks after the last one. After 15 weeks, use condoms and call us.',
    );
  });
});

describe('the visit summary: care, infections, emergency contraception', () => {
  it('gives the ACHES signs with where to go for a combined method only', () => {
    for (const outcome of [PRESCRIPTIONS.combinedPill, PRESCRIPTIONS.patch, PRESCRIPTIONS.ring]) {
      expect(textOf(outcome, 'en')).toContain('Call 911 or go to the emergency room if you have:');
    }
    for (const outcome of [PRESCRIPTIONS.progestinPill, PRESCRIPTIONS.injection]) {
      expect(textOf(outcome, 'en')).not.toContain('911');
      expect(textOf(outcome, 'en')).toContain('Call us or a doctor if you have a problem');
    }
  });

  it('says on every summary that birth control does not protect from HIV, and how to get EC', () => {
    for (const outcome of Object.values(KINDS)) {
      const text = textOf(outcome, 'en');
      expect(text).toContain('does not protect you from HIV');
      expect(text).toContain('PrEP');
      expect(text).toContain(
        'An emergency pill can stop a pregnancy if you take it within 5 days.',
      );
    }
  });

  it('tells her spotting is common in the first months', () => {
    expect(textOf(PRESCRIPTIONS.injection, 'en')).toContain(
      'Spotting or bleeding between periods is common in the first few months.',
    );
  });

  it('after sex without a condom in the last 5 days, suggests EC and a test if no period', () => {
    const text = textOf(PRESCRIPTIONS.combinedPill, 'en', {
      emergency: { unprotectedSex: true, pill: 'none' },
    });
    expect(text).toContain('An emergency pill can still stop a pregnancy. Ask us about it today.');
    expect(text).toContain(
      'If you do not get a period in the next 3 weeks, take a pregnancy test.',
    );
  });

  it('after ulipristal 2 days ago, starts 3 days from the visit, with condoms until then', () => {
    const text = textOf({ ...PRESCRIPTIONS.combinedPill, startDate: '2026-11-28' }, 'en', {
      emergency: { unprotectedSex: true, pill: 'ulipristal', pillDaysAgo: 2 },
    });
    expect(text).toContain('Take your first pill on November 28, 2026.');
    expect(text).toContain('Until November 28, 2026, use condoms or do not have sex.');
    expect(text).toContain('Then use condoms for 7 more days.');
    expect(text).toContain('So wait until November 28, 2026 to start it.');
    expect(text).not.toContain('Take your first pill today.');
  });

  it('says nothing of EC for this visit when she had no sex without a condom', () => {
    expect(textOf(PRESCRIPTIONS.combinedPill, 'en')).not.toContain('Ask us about it today');
  });
});

describe('the visit summary: the follow-up pregnancy test', () => {
  const screen = { criteria: {}, symptoms: false, test: 'negative' } as const;
  const pregnancy = { screen, result: pregnancyResult(screen) };

  it('asks for a test 2 to 4 weeks after a start on a negative test with no criterion met', () => {
    expect(textOf(PRESCRIPTIONS.combinedPill, 'en', { pregnancy })).toContain(
      'Take a pregnancy test between December 9, 2026 and December 23, 2026.',
    );
  });

  it('asks for none when she was reasonably certain not pregnant', () => {
    expect(textOf(PRESCRIPTIONS.combinedPill, 'en')).not.toContain('Take a pregnancy test between');
  });
});

describe('the visit summary: a placement, a referral, no method', () => {
  it('refers for an implant: not protected until it is in, condoms meanwhile, back-up after', () => {
    const text = textOf(PLACEMENT, 'en');
    expect(text).toContain('You want an implant.');
    expect(text).toContain('You are not protected from pregnancy until it is in.');
    expect(text).toContain('use condoms each time you have sex');
    expect(text).toContain('After it is in, you may need condoms for 7 more days.');
    expect(text).toContain('Make a visit at: Salem Family Clinic.');
    expect(text).not.toContain('Start today');
    expect(text).not.toContain('Come back to get more');
  });

  it('gives a referral a plan and its reason in her words, in either language', () => {
    const text = textOf(REFERRAL, 'en');
    expect(text).toContain('Make a visit at: Salem Family Clinic.');
    expect(text).toContain('Why: Your blood pressure was high today.');
    expect(text).toContain('Until you start a birth control method, use condoms');
    expect(textOf(REFERRAL, 'es')).toContain('Por qué: Su presión salió alta hoy.');
  });

  it('prints a typed reason as typed', () => {
    const typed: VisitOutcome = { kind: 'no_method', reason: { other: 'Quiere pensarlo.' } };
    expect(textOf(typed, 'es')).toContain('Por qué: Quiere pensarlo.');
  });

  it('gives no method a plan', () => {
    const text = textOf(NO_METHOD, 'en');
    expect(text).toContain('You did not start a birth control method today.');
    expect(text).toContain('Why: You chose not to start a method today.');
    expect(text).toContain('You can come back any time to start one.');
  });
});

describe('the visit summary in Spanish', () => {
  it('uses the words of docs/patient-wording.md, "a más tardar" for "by"', () => {
    const text = textOf(PRESCRIPTIONS.ring, 'es');
    expect(text).toContain(
      'Le dimos NuvaRing (etonogestrel 0.12 mg/day, ethinyl estradiol 0.015 mg/day). Es un anillo vaginal.',
    );
    expect(text).toContain('Vuelva por más a más tardar el 25 de noviembre de 2027.');
    expect(text).toContain('Llame al 911 o vaya a la sala de emergencias si tiene:');
    expect(text).toContain('Mucho dolor en el vientre.');
    expect(text).not.toContain('antes del');
    expect(text).not.toContain('panza');
    expect(text).not.toContain('apoyo');
    expect(textOf({ ...PRESCRIPTIONS.ring, backUpDays: 0 }, 'es')).toContain(
      'No necesita un método de respaldo.',
    );
    expect(text).toContain('Le atendió: Sam Lee.');
  });
});

describe('the visit summary: her name on every page, and no "0 days"', () => {
  it('heads each printed page with her name and date of birth, in her language', () => {
    const record = visitRecord(PRESCRIPTIONS.combinedPill);
    expect(summaryPageHeader(record, en)).toBe('Maya Thompson · Date of birth: March 14, 2002');
    expect(summaryPageHeader(record, es)).toBe(
      'Maya Thompson · Fecha de nacimiento: 14 de marzo de 2002',
    );
    const unknown = visitRecord(NO_METHOD, {
      patient: { ...record.patient, dateOfBirth: undefined },
    });
    expect(summaryPageHeader(unknown, en)).toBe('Maya Thompson');
    expect(en.pageNumbers).toEqual({ page: 'Page', of: 'of' });
    expect(es.pageNumbers).toEqual({ page: 'Página', of: 'de' });
  });

  it('never counts 0 days, in either language', () => {
    const noBackUp: VisitOutcome[] = [
      ...Object.values(PRESCRIPTIONS).map((outcome) => ({ ...outcome, backUpDays: 0 })),
      { ...PRESCRIPTIONS.combinedPill, startDate: '2026-11-28', backUpDays: 0 },
      { kind: 'refer_placement', method: 'cu_iud', to: 'Salem Family Clinic' },
    ];
    for (const outcome of noBackUp) {
      for (const language of ['en', 'es'] as const) {
        expect(textOf(outcome, language)).not.toMatch(/\b0 (days|días)\b/);
      }
    }
  });
});

describe('the visit summary reads plainly, each kind on its own', () => {
  // docs/patient-wording.md "Readability": Flesch-Kincaid grade 6 or under in English,
  // Fernández-Huerta 70 or over ("bastante fácil") in Spanish.
  it.each(Object.entries(KINDS))('%s, in English: grade 6 or under', (_, outcome) => {
    expect(fleschKincaidGrade(withoutTerms(textOf(outcome, 'en'), NAMES))).toBeLessThanOrEqual(6);
  });

  it.each(Object.entries(KINDS))('%s, in Spanish: 70 or over', (_, outcome) => {
    expect(fernandezHuerta(withoutTerms(textOf(outcome, 'es'), NAMES))).toBeGreaterThanOrEqual(70);
  });
});
