/**
 * The patient's visit summary as blocks of plain sentences, in her language (en.ts, es.ts),
 * from the visit's record: what she got (or where she was sent, or why nothing), how and when to
 * start, back-up days, what to do about a missed dose, the warning signs of a combined method,
 * when to come back, to see a primary-care provider, and who saw her (spr-2024.md, the
 * protocols' written visit summary).
 */
import type { Language } from '../../intake/catalog';
import { productForm } from '../products';
import type { VisitRecord } from '../record';
import { en, type SummaryMessages } from './en';
import { es } from './es';

export const summaryMessages: Readonly<Record<Language, SummaryMessages>> = { en, es };

export interface SummaryBlock {
  heading?: string;
  lines: string[];
  /** A list under the lines (the warning signs). */
  list?: string[];
}

function missedLine(record: VisitRecord, words: SummaryMessages): string {
  if (record.outcome.kind !== 'prescribe') return '';
  const { method, product } = record.outcome;
  const form = productForm(method, product);
  if (form === 'pill') {
    return method === 'pop' ? words.missed.progestinPill : words.missed.combinedPill;
  }
  if (form === 'patch' || form === 'ring' || form === 'injection') return words.missed[form];
  return words.missed.nothingToMiss;
}

/** The summary's blocks, in order, in `language`. */
export function visitSummary(record: VisitRecord, language: Language): SummaryBlock[] {
  const words = summaryMessages[language];
  const { outcome, settings } = record;
  const blocks: SummaryBlock[] = [{ lines: [words.visitOn(words.date(record.date))] }];

  if (outcome.kind === 'prescribe') {
    const form = productForm(outcome.method, outcome.product);
    const lasting = form === 'pill' || form === 'patch' || form === 'ring';
    blocks.push(
      {
        heading: words.yourMethod,
        lines: [
          words.prescribed(outcome.product, words.forms[form]),
          ...(lasting ? [words.supply(outcome.supplyMonths)] : []),
        ],
      },
      {
        heading: words.howToStart,
        lines: [words.startToday, words.use[form], words.backUp(outcome.backUpDays)],
      },
      { heading: words.ifLate, lines: [missedLine(record, words)] },
    );
    if (outcome.method === 'chc') {
      blocks.push({ heading: words.warningTitle, lines: [], list: words.warnings });
    }
    const next = words.date(outcome.nextVisit);
    blocks.push({
      heading: words.comeBack,
      lines: [form === 'injection' ? words.nextShot(next) : words.renew(next)],
    });
  } else if (outcome.kind === 'refer') {
    blocks.push({
      heading: words.referredTitle,
      lines: [words.referred(outcome.to), words.why(outcome.reason)],
    });
  } else {
    blocks.push({
      heading: words.noMethodTitle,
      lines: [words.noMethod, words.why(outcome.reason)],
    });
  }

  blocks.push({
    lines: [
      words.primaryCare,
      words.pharmacist(settings.pharmacist),
      [settings.pharmacy, settings.address].filter(Boolean).join(', '),
      words.questions(settings.phone),
    ],
  });
  return blocks;
}
