import type { Recommendations } from '../../api/schemas';
import { samplePatients as domainSamples } from '../../domain/samples';
import { hannahLee } from '../../domain/samples/patients/hannah-lee';
import { jasmineCarter } from '../../domain/samples/patients/jasmine-carter';
import { mayaThompson } from '../../domain/samples/patients/maya-thompson';
import { priyaRaman } from '../../domain/samples/patients/priya-raman';
import { sofiaMarquez } from '../../domain/samples/patients/sofia-marquez';
import type { SamplePatient } from '../../domain/samples';
import { idAs, STATE_VERSION, type MockIds, type MockPatient, type MockState } from '../state';
import { generatedPatient } from './generated-patients';
import { seedOrganizations } from './organizations';
import { hannahLeeRecommendations } from './recommendations/hannah-lee';
import { jasmineCarterRecommendations } from './recommendations/jasmine-carter';
import { mayaThompsonRecommendations } from './recommendations/maya-thompson';
import { priyaRamanRecommendations } from './recommendations/priya-raman';
import { sofiaMarquezRecommendations } from './recommendations/sofia-marquez';
import { seedProviders } from './providers';

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
 * A fresh copy of the seeded database, padded with generated patients up to patientCount, its
 * organization and provider ids of the kind asked for.
 */
export function seedState(patientCount = 0, ids: MockIds = 'number'): MockState {
  const patients = samplePatients.map(fromSample);
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
