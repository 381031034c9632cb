import type { LabHeader } from './types';

/**
 * The laboratory every sample patient's labs come from. Fictional: the facility and the
 * physician do not exist, and 1234567893 is the example NPI of CMS's own documentation.
 */
const sampleLaboratory = {
  facility: 'Cedar Valley Reference Laboratory, 400 Sample Way, Portland, OR',
  orderingPhysician: 'Jordan Ellery, MD',
  npi: '1234567893',
  status: 'Final',
} as const;

/** One specimen's header: its number and times at the sample laboratory. */
export function labHeader(
  specimen: Pick<LabHeader, 'specimenNumber' | 'collected' | 'entered' | 'reported'>,
): LabHeader {
  return { ...sampleLaboratory, ...specimen };
}
