/**
 * How a prescribed product is used, as FHIR R4 Dosage: the timing of its doses, the size of one,
 * and the same in a clinician's words, as the one table of how each kind of product is used
 * (method-facts/facts.ts, whose lines carry their U.S. SPR 2024 and label sources in
 * docs/method-facts.md) has it (docs/fhir-record.md, "MedicationRequest").
 */
import type { Dosage, Timing } from '@medplum/fhirtypes';
import type { PlacedMethod, ProductKind } from '../method-facts/product-kinds';

const UCUM = 'http://unitsofmeasure.org';

/** The kinds a pharmacist may start: a placed method is a referral, never prescribed. */
type PrescribedKind = Exclude<ProductKind, PlacedMethod>;

/**
 * One dose, and how often: a pill each day; a patch each week (3 weeks on, 1 week off); a ring
 * each 4 weeks (3 weeks in, 1 week out); a shot each 13 weeks. The unit is a UCUM annotation,
 * which UCUM reads as "1" with the words beside it.
 */
const DAILY = { frequency: 1, period: 1, periodUnit: 'd' } as const;
const DOSES: Readonly<
  Record<PrescribedKind, { unit: string; repeat: Timing['repeat']; sig: string }>
> = {
  combined_pill: {
    unit: 'tablet',
    repeat: DAILY,
    sig: '1 tablet daily at the same time, in pack order.',
  },
  progestin_pill: {
    unit: 'tablet',
    repeat: DAILY,
    sig: '1 tablet daily at the same time, no break between packs.',
  },
  drospirenone_pill: {
    unit: 'tablet',
    repeat: DAILY,
    sig: '1 tablet daily: 24 active, then 4 inert; next pack the day after the last.',
  },
  patch: {
    unit: 'patch',
    repeat: { frequency: 1, period: 1, periodUnit: 'wk' },
    sig: '1 new patch weekly on the same day for 3 weeks, then 1 patch-free week.',
  },
  monthly_ring: {
    unit: 'ring',
    repeat: { frequency: 1, period: 4, periodUnit: 'wk' },
    sig: '1 ring vaginally for 3 weeks, removed for 1 week, then a new ring.',
  },
  yearly_ring: {
    unit: 'ring',
    repeat: { frequency: 1, period: 4, periodUnit: 'wk' },
    sig: 'Ring vaginally for 3 weeks, removed for 1 week, then the same ring reinserted; 1 ring for 13 cycles.',
  },
  injection: {
    unit: 'injection',
    repeat: { frequency: 1, period: 13, periodUnit: 'wk' },
    sig: '1 injection every 13 weeks.',
  },
};

export const isPrescribedKind = (kind: ProductKind): kind is PrescribedKind =>
  Object.hasOwn(DOSES, kind);

export function dosageOf(
  kind: PrescribedKind,
  { start, startWords }: { start: string; startWords: string },
): Dosage {
  const { unit, repeat, sig } = DOSES[kind];
  return {
    sequence: 1,
    text: `${startWords} ${sig}`,
    timing: { repeat: { ...repeat, boundsPeriod: { start } } },
    doseAndRate: [{ doseQuantity: { value: 1, unit, system: UCUM, code: `{${unit}}` } }],
  };
}
