import type { Recommendations } from '../../api/schemas';
import type { SeedInformation } from './patient-information';

/** A sample patient: only where it differs from the shared baseline, plus its report. */
export interface SamplePatient {
  uuid: string;
  email: string;
  information: Partial<SeedInformation> & Pick<SeedInformation, 'name' | 'date_of_birth'>;
  recommendations: Recommendations;
}
