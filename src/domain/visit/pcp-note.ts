/**
 * The note to her primary-care provider (the protocols in spr-2024.md: with her consent, the
 * primary-care provider is told what was prescribed), in a clinician's words: who, when, the
 * reading, the decision and the U.S. MEC categories that decided it, and who saw her.
 */
import { categoryMeaning } from '../clinical/cells';
import { methods } from '../clinical/methods';
import type { MethodStanding, VisitRecord } from './record';

export interface NoteRow {
  label: string;
  value: string;
}

/** The pregnancy screen's result, for a clinician (U.S. SPR 2024). */
const PREGNANCY_WORDS = {
  reasonably_certain: 'Reasonably certain not pregnant (U.S. SPR 2024 criteria).',
  negative_test_only:
    'Not reasonably certain: no U.S. SPR 2024 criterion met; negative pregnancy test today.',
  not_ruled_out: 'Pregnancy not ruled out.',
  positive_test: 'Positive pregnancy test.',
} as const;

const standingWords = ({ category }: MethodStanding) =>
  category === 'NA' ? 'not applicable' : `category ${category} (${categoryMeaning[category]})`;

function decision(record: VisitRecord): string {
  const { outcome } = record;
  if (outcome.kind === 'prescribe') {
    return `Prescribed ${outcome.product} (${methods[outcome.method].chartName}), ${outcome.supplyMonths} months' supply. Started today; back-up for ${outcome.backUpDays} days. Next visit or renewal by ${outcome.nextVisit}.`;
  }
  if (outcome.kind === 'refer') return `Referred to ${outcome.to}. Reason: ${outcome.reason}`;
  return `No method started. Reason: ${outcome.reason}`;
}

/** The note's rows, in order. */
export function pcpNote(record: VisitRecord): NoteRow[] {
  const { patient, bloodPressure, settings } = record;
  return [
    { label: 'Patient', value: patient.name },
    { label: 'Date of birth', value: patient.dateOfBirth ?? 'Not recorded' },
    { label: 'Visit date', value: record.date },
    {
      label: 'Blood pressure (seated)',
      value: bloodPressure
        ? `${bloodPressure.systolic}/${bloodPressure.diastolic} mm Hg`
        : 'Not taken',
    },
    { label: 'Pregnancy screen', value: PREGNANCY_WORDS[record.pregnancy.result.status] },
    { label: 'Decision', value: decision(record) },
    {
      label: 'Pharmacist',
      value: [settings.pharmacist, settings.licence && `licence ${settings.licence}`]
        .filter(Boolean)
        .join(', '),
    },
    {
      label: 'Pharmacy',
      value: [settings.pharmacy, settings.address, settings.phone].filter(Boolean).join(', '),
    },
  ];
}

/**
 * The U.S. MEC 2024 categories that decided it: the prescribed method's, or every method at 3, 4
 * or not applicable when she was referred or given none, each with its reasons.
 */
export function decidingCategories(
  record: VisitRecord,
): { method: string; standing: string; reasons: string[] }[] {
  const { outcome } = record;
  const deciding =
    outcome.kind === 'prescribe'
      ? record.methods.filter(({ method }) => method === outcome.method)
      : record.methods.filter(({ category }) => category === 'NA' || category >= 3);
  return deciding.map((standing) => ({
    method: methods[standing.method].chartName,
    standing: standingWords(standing),
    reasons: standing.reasons,
  }));
}
