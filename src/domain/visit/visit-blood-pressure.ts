/**
 * The visit's blood pressure (docs/architecture.md, "The pharmacist visit"; the pharmacist
 * protocols of U.S. SPR 2024): a seated reading taken now; one of 140/90 or higher is taken again,
 * and the lower of the two is the visit's. "Lower" is read as the chart reads a reading: the lower
 * U.S. MEC band first (below 140/90; 140-159 or 90-99; 160 or 100 and up), then the lower systolic,
 * then the lower diastolic, so the reading kept is one that was measured, never a mix of the two.
 */
import { pressureBand, pressureBands, type Reading } from '../clinical/blood-pressure';

/** The protocols' recheck threshold, 140/90, is the chart's first raised band. */
export const isRaised = (reading: Reading): boolean => pressureBand(reading) !== 'below';

const bandIndex = (reading: Reading) => pressureBands.indexOf(pressureBand(reading));

const lowerOf = (a: Reading, b: Reading): Reading => {
  const order = bandIndex(a) - bandIndex(b) || a.systolic - b.systolic || a.diastolic - b.diastolic;
  return order <= 0 ? a : b;
};

export interface VisitBloodPressure {
  /** The reading the visit's safety check uses; none until one is taken. */
  reading?: Reading;
  /** A raised first reading waits for the second: until then the first (the higher) counts. */
  secondNeeded: boolean;
}

export function visitBloodPressure(first?: Reading, second?: Reading): VisitBloodPressure {
  if (!first) return { secondNeeded: false };
  if (!second) return { reading: first, secondNeeded: isRaised(first) };
  return { reading: lowerOf(first, second), secondNeeded: false };
}
