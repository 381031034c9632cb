/**
 * The note to her primary-care provider (the pharmacist protocols of U.S. SPR 2024: with her consent, the
 * primary-care provider is told what was prescribed), in a clinician's words: who, when, the
 * reading, the decision and the U.S. MEC categories that decided it, and who saw her.
 */
import { categoryMeaning } from '../clinical/cells';
import { methods } from '../clinical/methods';
import { followUpTest } from './follow-up';
import {
  emergencySuggested,
  periodCheckAdvised,
  ulipristalWaitDays,
  type EmergencyScreen,
} from './method-facts/emergency';
import { productForm, type ProductKind } from './method-facts/product-kinds';
import { licenceStateName, pharmacistName } from './pharmacy/details';
import { namedProduct } from './product-name';
import type { MethodStanding, VisitRecord } from './record';
import { reasonNote } from './reasons';

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

/** What each kind of product is, in a clinician's words (method-facts/product-kinds.ts). */
const PRODUCT_KINDS: Readonly<Record<ProductKind, string>> = {
  combined_pill: 'a combined pill',
  progestin_pill: 'a progestin-only pill',
  drospirenone_pill: 'a progestin-only pill (drospirenone)',
  patch: 'a combined patch',
  monthly_ring: 'a combined vaginal ring, a new one each month',
  yearly_ring: 'a combined vaginal ring, the same one for 13 cycles',
  injection: 'a progestin injection (DMPA)',
  implant: 'an implant (etonogestrel)',
  lng_iud: 'a levonorgestrel IUD',
  cu_iud: 'a copper IUD',
};

const count = (number: number, one: string, many: string) =>
  `${number} ${number === 1 ? one : many}`;

/** The first dose and the back-up after it; a start with no back-up says so, never "0 days". */
function startWords(record: VisitRecord, startDate: string, backUpDays: number): string {
  const start = startDate === record.date ? 'Started today' : `To start on ${startDate}`;
  if (backUpDays > 0) return `${start}; back-up for ${count(backUpDays, 'day', 'days')}.`;
  return startDate === record.date
    ? `${start}; no back-up needed.`
    : `${start}; no back-up needed after it.`;
}

function decision(record: VisitRecord): string {
  const { outcome } = record;
  switch (outcome.kind) {
    case 'prescribe': {
      const { name, what } = namedProduct(
        outcome.method,
        outcome.product,
        (kind) => PRODUCT_KINDS[kind],
      );
      // A shot is given at the visit: no months of it are handed over (as on her summary).
      const supply =
        productForm(outcome.method, outcome.product) === 'injection'
          ? ''
          : ` ${count(outcome.supplyMonths, "month's", "months'")} supply.`;
      return `Prescribed ${name}, ${what}.${supply} ${startWords(record, outcome.startDate, outcome.backUpDays)} Next visit or renewal by ${outcome.nextVisit}.`;
    }
    case 'refer_placement':
      return `Referred to ${outcome.to} for placement of ${methods[outcome.method].chartName}, which a pharmacist does not place. Advised condoms until it is placed.`;
    case 'refer':
      return `Referred to ${outcome.to}. Reason: ${reasonNote(outcome.reason)}`;
    case 'no_method':
      return `No method started. Reason: ${reasonNote(outcome.reason)}`;
  }
}

const PILLS = { none: 'none', levonorgestrel: 'levonorgestrel', ulipristal: 'ulipristal acetate' };

/** Sex without a condom and emergency pills in the last 5 days, and what followed (U.S. SPR 2024). */
function emergencyWords(emergency: EmergencyScreen): string {
  const { unprotectedSex, pill, pillDaysAgo } = emergency;
  const sex =
    unprotectedSex === undefined
      ? 'Sex without a condom in the last 5 days: not answered.'
      : `Sex without a condom in the last 5 days: ${unprotectedSex ? 'yes' : 'no'}.`;
  const taken =
    pill === undefined
      ? 'Emergency pill: not answered.'
      : `Emergency pill: ${PILLS[pill]}${pill !== 'none' && pillDaysAgo !== undefined ? `, ${pillDaysAgo === 0 ? 'today' : `${count(pillDaysAgo, 'day', 'days')} ago`}` : ''}.`;
  return [
    sex,
    taken,
    ...(emergencySuggested(emergency) ? ['Emergency contraception advised.'] : []),
    ...(ulipristalWaitDays(emergency) > 0
      ? ['Hormonal method to start 5 days after ulipristal, with back-up until then.']
      : []),
    ...(periodCheckAdvised(emergency)
      ? ['Pregnancy test advised if no period within 3 weeks.']
      : []),
  ].join(' ');
}

function followUpRow(record: VisitRecord): NoteRow[] {
  const test = followUpTest(record);
  return test
    ? [
        {
          label: 'Follow-up pregnancy test',
          value: `Advised between ${test.from} and ${test.to} (2 to 4 weeks after the start): started on a negative test with no U.S. SPR 2024 criterion met.`,
        },
      ]
    : [];
}

/** The note's rows, in order. */
export function pcpNote(record: VisitRecord): NoteRow[] {
  const { patient, bloodPressure, settings } = record;
  return [
    ...(record.primaryCareProvider ? [{ label: 'To', value: record.primaryCareProvider }] : []),
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
    { label: 'Emergency contraception', value: emergencyWords(record.emergency) },
    { label: 'Decision', value: decision(record) },
    ...followUpRow(record),
    {
      label: 'Pharmacist',
      value: [pharmacistName(settings), licenceWords(settings, 'licence')]
        .filter(Boolean)
        .join(', '),
    },
    {
      label: 'Pharmacy',
      value: [settings.pharmacy, settings.address, settings.phone].filter(Boolean).join(', '),
    },
  ];
}

/** The licence as "Oregon licence RPH-0012345"; none when no number was typed. */
function licenceWords(settings: VisitRecord['settings'], word: 'licence' | 'Licence'): string {
  const licence = settings.licence.trim();
  if (!licence) return '';
  const state = licenceStateName(settings);
  return state ? `${state} licence ${licence}` : `${word} ${licence}`;
}

/** Who signs the note, under the line she or he signs on: the pharmacist, the licence, the day. */
export function pcpSignature(record: VisitRecord): { name: string; licence: string; date: string } {
  const { settings } = record;
  return {
    name: pharmacistName(settings),
    licence: licenceWords(settings, 'Licence'),
    date: record.date,
  };
}

/**
 * The U.S. MEC 2024 categories that decided it: the method prescribed or to be placed, or every method at 3, 4
 * or not applicable when she was referred or given none, each with its reasons.
 */
export function decidingCategories(
  record: VisitRecord,
): { method: string; standing: string; reasons: string[] }[] {
  const { outcome } = record;
  const deciding =
    outcome.kind === 'prescribe' || outcome.kind === 'refer_placement'
      ? record.methods.filter(({ method }) => method === outcome.method)
      : record.methods.filter(({ category }) => category === 'NA' || category >= 3);
  return deciding.map((standing) => ({
    method: methods[standing.method].chartName,
    standing: standingWords(standing),
    reasons: standing.reasons,
  }));
}
