/**
 * The one table of how each kind of product is used (docs/method-facts.md): who gives it, when
 * a start needs back-up, the first dose, how to go on, what to do about a late or missed dose,
 * the warning signs and when to come back. Each line's public source is beside it in
 * line-sources.ts, which only the docs page reads, so the app does not ship them. The visit
 * summary, the note to her primary-care provider, the decision step and the FHIR record read
 * it; the words of each line, per language, are in the summary's texts (domain/texts,
 * en/summary.ts and es/summary.ts) under the same names.
 */
import type { Method } from '../../clinical/methods';
import type { ProductKind } from './product-kinds';

/** Who starts it: she does (a pill, patch or ring), the pharmacist (the shot), a clinician. */
type GivenBy = 'self' | 'pharmacist' | 'clinician';

interface StartRule {
  /** Started on this cycle day or before (day 1: her period's first day), no back-up. */
  noBackUpThroughDay: number;
  /** Otherwise, and whenever the day is not known, back-up for this many days. */
  backUpDays: number;
}

/** A line of how to use a product; its words are in the summary's texts under this name. */
export type UseLine =
  | 'combined_pill_daily'
  | 'combined_pill_next_pack'
  | 'progestin_pill_daily'
  | 'drospirenone_pill_daily'
  | 'pill_next_pack'
  | 'patch_weekly'
  | 'patch_free_week'
  | 'monthly_ring_cycle'
  | 'yearly_ring_cycle'
  | 'yearly_ring_care'
  | 'injection_every_13_weeks'
  | 'implant_placed'
  | 'iud_placed';

/** A line of what to do about a late or missed dose. */
export type MissedLine =
  | 'combined_pill_one'
  | 'combined_pill_two_or_more'
  | 'combined_pill_last_week'
  | 'combined_pill_first_week'
  | 'progestin_pill_late'
  | 'drospirenone_pill_one'
  | 'drospirenone_pill_two_or_more'
  | 'drospirenone_pill_green'
  | 'patch_under_48_hours'
  | 'patch_48_hours_or_more'
  | 'patch_week_3'
  | 'patch_week_1'
  | 'monthly_ring_under_48_hours'
  | 'monthly_ring_48_hours_or_more'
  | 'monthly_ring_week_3'
  | 'ring_week_1'
  | 'yearly_ring_out'
  | 'injection_late'
  | 'nothing_to_take';

export interface ProductFacts {
  method: Method;
  givenBy: GivenBy;
  /** Holds a hormone: ulipristal is weakened by it, and bleeding may change in the first months. */
  hormonal: boolean;
  start: StartRule;
  use: readonly UseLine[];
  missed: readonly MissedLine[];
  /** The "ACHES" signs of a combined method, for which she calls 911 or goes to an emergency room. */
  aches: boolean;
  /** When she comes back: the next shot, or more of a supply; a placed method has neither. */
  comeBack: 'next_shot' | 'renew' | 'none';
}

const CHC_START: StartRule = { noBackUpThroughDay: 5, backUpDays: 7 };

export const productFacts: Readonly<Record<ProductKind, ProductFacts>> = {
  combined_pill: {
    method: 'chc',
    givenBy: 'self',
    hormonal: true,
    start: CHC_START,
    use: ['combined_pill_daily', 'combined_pill_next_pack'],
    missed: [
      'combined_pill_one',
      'combined_pill_two_or_more',
      'combined_pill_last_week',
      'combined_pill_first_week',
    ],
    aches: true,
    comeBack: 'renew',
  },
  progestin_pill: {
    method: 'pop',
    givenBy: 'self',
    hormonal: true,
    start: { noBackUpThroughDay: 5, backUpDays: 2 },
    use: ['progestin_pill_daily', 'pill_next_pack'],
    missed: ['progestin_pill_late'],
    aches: false,
    comeBack: 'renew',
  },
  drospirenone_pill: {
    method: 'pop',
    givenBy: 'self',
    hormonal: true,
    // "If DRSP POPs are started on the first day of menstrual bleeding, no additional
    // contraceptive protection is needed"; any later day, 2 days of back-up.
    start: { noBackUpThroughDay: 1, backUpDays: 2 },
    use: ['drospirenone_pill_daily', 'pill_next_pack'],
    missed: ['drospirenone_pill_one', 'drospirenone_pill_two_or_more', 'drospirenone_pill_green'],
    aches: false,
    comeBack: 'renew',
  },
  patch: {
    method: 'chc',
    givenBy: 'self',
    hormonal: true,
    start: CHC_START,
    use: ['patch_weekly', 'patch_free_week'],
    missed: ['patch_under_48_hours', 'patch_48_hours_or_more', 'patch_week_3', 'patch_week_1'],
    aches: true,
    comeBack: 'renew',
  },
  monthly_ring: {
    method: 'chc',
    givenBy: 'self',
    hormonal: true,
    start: CHC_START,
    use: ['monthly_ring_cycle'],
    missed: [
      'monthly_ring_under_48_hours',
      'monthly_ring_48_hours_or_more',
      'monthly_ring_week_3',
      'ring_week_1',
    ],
    aches: true,
    comeBack: 'renew',
  },
  yearly_ring: {
    method: 'chc',
    givenBy: 'self',
    hormonal: true,
    start: CHC_START,
    use: ['yearly_ring_cycle', 'yearly_ring_care'],
    missed: ['yearly_ring_out'],
    aches: true,
    comeBack: 'renew',
  },
  injection: {
    method: 'dmpa',
    givenBy: 'pharmacist',
    hormonal: true,
    start: { noBackUpThroughDay: 7, backUpDays: 7 },
    use: ['injection_every_13_weeks'],
    missed: ['injection_late'],
    aches: false,
    comeBack: 'next_shot',
  },
  implant: {
    method: 'implant',
    givenBy: 'clinician',
    hormonal: true,
    start: { noBackUpThroughDay: 5, backUpDays: 7 },
    use: ['implant_placed'],
    missed: ['nothing_to_take'],
    aches: false,
    comeBack: 'none',
  },
  lng_iud: {
    method: 'lng_iud',
    givenBy: 'clinician',
    hormonal: true,
    start: { noBackUpThroughDay: 7, backUpDays: 7 },
    use: ['iud_placed'],
    missed: ['nothing_to_take'],
    aches: false,
    comeBack: 'none',
  },
  cu_iud: {
    method: 'cu_iud',
    givenBy: 'clinician',
    hormonal: false,
    start: { noBackUpThroughDay: Infinity, backUpDays: 0 },
    use: ['iud_placed'],
    missed: ['nothing_to_take'],
    aches: false,
    comeBack: 'none',
  },
};
