/**
 * The patient's visit summary as blocks of plain sentences, in her language (domain/texts,
 * en/summary.ts and es/summary.ts), from the visit's record and the method facts
 * (method-facts/facts.ts): what she got and how to start, go on and handle a late dose,
 * emergency contraception, the follow-up pregnancy test, what to expect, when to get care and
 * where, HIV and other infections, when to come back; a referral or no method with a plan. Then
 * to see a primary-care provider, and who saw her (U.S. SPR 2024, the pharmacist protocols'
 * written visit summary).
 */
import { statedAnswers } from '../../explorer/fit';
import { followUpTest } from '../follow-up';
import {
  emergencySuggested,
  periodCheckAdvised,
  type EmergencyScreen,
} from '../method-facts/emergency';
import { productFacts } from '../method-facts/facts';
import { formOf, productKind, type PharmacyForm } from '../method-facts/product-kinds';
import { pharmacistName } from '../pharmacy/details';
import { namedProduct } from '../product-name';
import type { VisitOutcome, VisitRecord } from '../record';
import type { Reason } from '../reasons';
import type { ExplorerTexts } from '../../texts/en/explorer';
import type { SummaryTexts } from '../../texts/en/summary';

export interface SummaryBlock {
  heading?: string;
  lines: string[];
  /** A list under the lines (the warning signs). */
  list?: string[];
}

type Prescription = Extract<VisitOutcome, { kind: 'prescribe' }>;

const reasonWords = (reason: Reason, words: SummaryTexts) =>
  words.why('id' in reason ? words.reasons[reason.id] : reason.other);

/** Emergency contraception for this visit: one suggested, or the pill she took. */
function emergencyBlock(
  emergency: EmergencyScreen,
  words: SummaryTexts,
  lines: string[] = [],
): SummaryBlock[] {
  const all = [
    ...(emergencySuggested(emergency) ? [words.emergencySuggested] : []),
    ...lines,
    ...(periodCheckAdvised(emergency) ? [words.periodCheck] : []),
  ];
  return all.length > 0 ? [{ heading: words.emergencyTitle, lines: all }] : [];
}

/** What every summary ends with: infections, how to get emergency contraception. */
const counselling = (words: SummaryTexts): SummaryBlock[] => [
  { heading: words.infectionsTitle, lines: words.infections },
  { heading: words.emergencyHowTitle, lines: words.emergencyHow },
];

function prescription(
  record: VisitRecord,
  outcome: Prescription,
  words: SummaryTexts,
): SummaryBlock[] {
  const kind = productKind(outcome.method, outcome.product);
  const facts = productFacts[kind];
  // A prescription is always of a form the pharmacy starts (decision.ts): pill, patch, ring, shot.
  const form = formOf(kind) as PharmacyForm;
  const lasting = form !== 'injection';
  const later = outcome.startDate !== record.date;
  const start = words.date(outcome.startDate);
  const next = words.date(outcome.nextVisit);
  const test = followUpTest(record);
  const pill = record.emergency.pill;
  const product = namedProduct(
    outcome.method,
    outcome.product,
    (each) => words.forms[formOf(each)],
  );
  return [
    {
      heading: words.yourMethod,
      lines: [
        words.prescribed(product.name, product.what),
        ...(lasting ? [words.supply(outcome.supplyMonths)] : []),
      ],
    },
    {
      heading: words.howToStart,
      lines: [
        later ? words.firstDoseOn[form](start) : words.firstDose[form],
        ...facts.use.map((line) => words.use[line]),
        later ? words.backUpUntil(start, outcome.backUpDays) : words.backUp(outcome.backUpDays),
      ],
    },
    { heading: words.ifLate, lines: facts.missed.map((line) => words.missed[line]) },
    ...emergencyBlock(record.emergency, words, [
      ...(pill === 'levonorgestrel' ? [words.tookLevonorgestrel] : []),
      ...(pill === 'ulipristal' && later ? [words.tookUlipristal(start)] : []),
    ]),
    ...(test
      ? [
          {
            heading: words.pregnancyTestTitle,
            lines: [words.followUpTest(words.date(test.from), words.date(test.to))],
          },
        ]
      : []),
    { heading: words.whatToExpect, lines: [words.bleeding] },
    ...(facts.aches
      ? [
          { heading: words.getCare, lines: [words.emergencyRoom], list: words.aches },
          { lines: [words.problems] },
        ]
      : [{ heading: words.getCare, lines: [words.problems] }]),
    ...counselling(words),
    {
      heading: words.comeBack,
      lines: [facts.comeBack === 'next_shot' ? words.nextShot(next) : words.renew(next)],
    },
  ];
}

/**
 * A visit that starts no method today (a referral, for a placement or not, or none): what she
 * does next, then emergency contraception and the counselling every summary gives.
 */
function noMethodToday(
  record: VisitRecord,
  words: SummaryTexts,
  nextStep: SummaryBlock,
): SummaryBlock[] {
  return [nextStep, ...emergencyBlock(record.emergency, words), ...counselling(words)];
}

function outcomeBlocks(record: VisitRecord, words: SummaryTexts): SummaryBlock[] {
  const { outcome } = record;
  switch (outcome.kind) {
    case 'prescribe':
      return prescription(record, outcome, words);
    case 'refer_placement': {
      const { start } = productFacts[outcome.method];
      return noMethodToday(record, words, {
        heading: words.nextStep,
        lines: [
          words.placementWanted[outcome.method],
          words.notProtected,
          words.afterPlacement(start.backUpDays),
          words.appointment(outcome.to),
        ],
      });
    }
    case 'refer':
      return noMethodToday(record, words, {
        heading: words.referredTitle,
        lines: [
          words.appointment(outcome.to),
          reasonWords(outcome.reason, words),
          words.condomsUntil,
        ],
      });
    case 'no_method':
      return noMethodToday(record, words, {
        heading: words.noMethodTitle,
        lines: [
          words.noMethod,
          reasonWords(outcome.reason, words),
          words.condomsUntil,
          words.comeBackAnyTime,
        ],
      });
  }
}

/** Her words for what she told the tablet mattered to her (domain/texts, en/explorer.ts). */
export type MatteredWords = Pick<ExplorerTexts, 'summaryLine' | 'summaryAnswers'>;

/** What she told the tablet's method explorer mattered most, "not sure" left out. */
function matteredBlock({ priorities }: VisitRecord, mattered?: MatteredWords): SummaryBlock[] {
  if (!priorities || !mattered) return [];
  const items = statedAnswers(priorities.answers).map(
    ([question, answer]) =>
      (mattered.summaryAnswers[question] as Readonly<Record<string, string>>)[answer]!,
  );
  return items.length > 0 ? [{ lines: [mattered.summaryLine(items)] }] : [];
}

/**
 * The summary's blocks, in order, in the language of `words` (domain/texts, en/summary.ts or
 * es/summary.ts, which the page loads as it needs them), and of `mattered` for what she told the
 * tablet mattered to her, where it did (docs/method-explorer.md).
 */
export function visitSummary(
  record: VisitRecord,
  words: SummaryTexts,
  mattered?: MatteredWords,
): SummaryBlock[] {
  const { settings } = record;
  return [
    { lines: [words.visitOn(words.date(record.date))] },
    ...matteredBlock(record, mattered),
    ...outcomeBlocks(record, words),
    {
      lines: [
        words.primaryCare,
        words.pharmacist(pharmacistName(settings)),
        [settings.pharmacy, settings.address].filter(Boolean).join(', '),
        words.questions(settings.phone),
      ],
    },
  ];
}

/**
 * What heads every printed page of her summary, in its language: her name and date of birth
 * ("Maya Thompson · Date of birth: March 14, 2002"), or her name alone without one.
 */
export function summaryPageHeader({ patient }: VisitRecord, words: SummaryTexts): string {
  const { name, dateOfBirth } = patient;
  if (!dateOfBirth) return name;
  const born = /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) ? words.date(dateOfBirth) : dateOfBirth;
  return `${name} · ${words.dateOfBirth(born)}`;
}
