/**
 * How a prescribed product is used, as FHIR R4 Dosage: the timing of its doses and the size of
 * one, from the one table of how each kind of product is used (method-facts/facts.ts, whose lines
 * carry their U.S. SPR 2024 and label sources in docs/method-facts.md), and her instructions in
 * those lines' English words (docs/fhir-record.md, "MedicationRequest").
 */
import type { Dosage, Timing } from '@medplum/fhirtypes';
import { summary } from '../../texts/en/summary';
import { productFacts } from '../method-facts/facts';
import type { ProductKind } from '../method-facts/product-kinds';

const UCUM = 'http://unitsofmeasure.org';

type PrescribedKind = Extract<
  ProductKind,
  | 'combined_pill'
  | 'progestin_pill'
  | 'drospirenone_pill'
  | 'patch'
  | 'monthly_ring'
  | 'yearly_ring'
  | 'injection'
>;

/**
 * One dose, and how often: a pill each day; a patch each week (3 weeks on, 1 week off); a ring
 * each 4 weeks (3 weeks in, 1 week out); a shot each 13 weeks. The unit is a UCUM annotation,
 * which UCUM reads as "1" with the words beside it.
 */
const DOSES: Readonly<Record<PrescribedKind, { unit: string; repeat: Timing['repeat'] }>> = {
  combined_pill: { unit: 'tablet', repeat: { frequency: 1, period: 1, periodUnit: 'd' } },
  progestin_pill: { unit: 'tablet', repeat: { frequency: 1, period: 1, periodUnit: 'd' } },
  drospirenone_pill: { unit: 'tablet', repeat: { frequency: 1, period: 1, periodUnit: 'd' } },
  patch: { unit: 'patch', repeat: { frequency: 1, period: 1, periodUnit: 'wk' } },
  monthly_ring: { unit: 'ring', repeat: { frequency: 1, period: 4, periodUnit: 'wk' } },
  yearly_ring: { unit: 'ring', repeat: { frequency: 1, period: 4, periodUnit: 'wk' } },
  injection: { unit: 'injection', repeat: { frequency: 1, period: 13, periodUnit: 'wk' } },
};

export const isPrescribedKind = (kind: ProductKind): kind is PrescribedKind =>
  Object.hasOwn(DOSES, kind);

export function dosageOf(
  kind: PrescribedKind,
  { start, startWords }: { start: string; startWords: string },
): Dosage {
  const { unit, repeat } = DOSES[kind];
  const use = productFacts[kind].use.map((line) => summary.use[line]).join(' ');
  return {
    sequence: 1,
    text: `${startWords} ${use}`,
    patientInstruction: use,
    timing: { repeat: { ...repeat, boundsPeriod: { start } } },
    doseAndRate: [{ doseQuantity: { value: 1, unit, system: UCUM, code: `{${unit}}` } }],
  };
}
