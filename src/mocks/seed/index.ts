import type { Recommendations } from '../../api/schemas';
import { samplePatients as domainSamples } from '../../domain/samples';
import { hannahLee } from '../../domain/samples/patients/hannah-lee';
import { jasmineCarter } from '../../domain/samples/patients/jasmine-carter';
import { mayaThompson } from '../../domain/samples/patients/maya-thompson';
import { priyaRaman } from '../../domain/samples/patients/priya-raman';
import { sofiaMarquez } from '../../domain/samples/patients/sofia-marquez';
import type { SamplePatient } from '../../domain/samples';
import { mockProfiles, type MockProfile } from '../profiles';
import { idAs, STATE_VERSION, type MockPatient, type MockState } from '../state';
import { generatedPatient } from './generated-patients';
import { seedOrganizations } from './organizations';
import { hannahLeeRecommendations } from './recommendations/hannah-lee';
import { jasmineCarterRecommendations } from './recommendations/jasmine-carter';
import { mayaThompsonRecommendations } from './recommendations/maya-thompson';
import { priyaRamanRecommendations } from './recommendations/priya-raman';
import { sofiaMarquezRecommendations } from './recommendations/sofia-marquez';
import { seedProviders } from './providers';
import { sparseInformation } from './sparse-patients';

/** Hand-written answers of the recommendations call, by sample patient uuid. */
const recommendationsByUuid: Record<string, Recommendations> = {
  [mayaThompson.uuid]: mayaThompsonRecommendations,
  [priyaRaman.uuid]: priyaRamanRecommendations,
  [sofiaMarquez.uuid]: sofiaMarquezRecommendations,
  [jasmineCarter.uuid]: jasmineCarterRecommendations,
  [hannahLee.uuid]: hannahLeeRecommendations,
};

/** A sample patient of the product as the mock API serves her, with her recommendations. */
export interface SeededSample extends SamplePatient {
  recommendations: Recommendations;
}

/** The product's sample patients (src/domain/samples), each with her recommendations. */
export const samplePatients: readonly SeededSample[] = domainSamples.map((sample) => {
  const recommendations = recommendationsByUuid[sample.uuid];
  if (!recommendations) throw new Error(`No seeded recommendations for ${sample.information.name}`);
  return { ...sample, recommendations };
});

function fromSample({ uuid, email, information, recommendations }: SeededSample): MockPatient {
  return { uuid, email, information, recommendations };
}

/**
 * A sample as the sparse profile holds her: fewer answers, so the hand-written
 * recommendations, which fit her whole record, give way to derived ones.
 */
function fromSparseSample(sample: SeededSample): MockPatient {
  const information = sparseInformation[sample.uuid];
  if (!information) return fromSample(sample);
  return { uuid: sample.uuid, email: sample.email, information };
}

/**
 * A fresh copy of the seeded database, padded with generated patients up to patientCount, its
 * records and its organization and provider ids as the mock profile says (profiles.ts).
 */
export function seedState(
  patientCount = 0,
  { records, ids }: Pick<MockProfile, 'records' | 'ids'> = mockProfiles.full,
): MockState {
  const patients = samplePatients.map(records === 'sparse' ? fromSparseSample : fromSample);
  for (let index = patients.length; index < patientCount; index += 1) {
    patients.push(generatedPatient(index));
  }
  return structuredClone({
    version: STATE_VERSION,
    organizations: seedOrganizations.map((item) => ({ ...item, id: idAs(ids, item.id) })),
    providers: seedProviders.map((item) => ({
      ...item,
      id: idAs(ids, item.id),
      organization_id: idAs(ids, item.organization_id),
    })),
    patients,
  });
}
