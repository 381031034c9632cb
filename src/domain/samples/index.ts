/**
 * The built-in sample data of the demonstration (docs/product.md, "What it is and for whom"): five
 * fictional patients, each with a complete intake, labs with a laboratory header, and a
 * three-option report. The demo pages read them directly (no call is made there); the mock API's
 * seed reuses them.
 */
import { hannahLee } from './patients/hannah-lee';
import { jasmineCarter } from './patients/jasmine-carter';
import { mayaThompson } from './patients/maya-thompson';
import { priyaRaman } from './patients/priya-raman';
import { sofiaMarquez } from './patients/sofia-marquez';
import type { SamplePatient } from './types';

export type { LabHeader, SamplePatient } from './types';
export { PHARMACIST_SIGN_OFF, recommendationReport, type RecommendationReport } from './report';

export const samplePatients: readonly SamplePatient[] = [
  mayaThompson,
  priyaRaman,
  sofiaMarquez,
  jasmineCarter,
  hannahLee,
];

/** The sample patient whose unique id is `intakeId`: the report's built-in table. */
export function sampleByIntakeId(intakeId: string): SamplePatient | undefined {
  return samplePatients.find((sample) => sample.uuid === intakeId);
}
