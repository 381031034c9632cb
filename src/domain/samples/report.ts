import { ageOn } from '../clinical/age';
// Not the catalog's option label: the report page would load the whole catalog for one word.
// The sample patients' genders read the same either way (samples.test.ts).
import { humanize } from '../intake/model/format';
import type { SamplePatient, SampleReport } from './types';

/**
 * The medication recommendation report of a sample patient (docs/product.md,
 * "Entities and fields").
 */
export interface RecommendationReport extends SampleReport {
  name: string;
  /** Whole years on the day the report is made; undefined without a date of birth. */
  age: number | undefined;
  gender: string;
}

/** Who signs every sample report: a fictional pharmacist. */
export const PHARMACIST_SIGN_OFF = {
  name: 'Avery Lindqvist, PharmD, BCACP',
  role: 'Clinical Pharmacist, ContraRx sample clinic',
} as const;

/** The report of `sample` as of `today`: her intake's name, age and gender, and her report. */
export function recommendationReport(sample: SamplePatient, today: Date): RecommendationReport {
  const { name, date_of_birth, gender } = sample.information;
  return {
    name,
    age: ageOn(date_of_birth, today),
    gender: humanize(gender),
    ...sample.report,
  };
}
