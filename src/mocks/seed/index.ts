import { STATE_VERSION, type MockPatient, type MockState } from '../state';
import { generatedPatient } from './generated-patients';
import { seedOrganizations } from './organizations';
import { baseInformation } from './patient-information';
import { hannahLee } from './patients/hannah-lee';
import { jasmineCarter } from './patients/jasmine-carter';
import { mayaThompson } from './patients/maya-thompson';
import { priyaRaman } from './patients/priya-raman';
import { sofiaMarquez } from './patients/sofia-marquez';
import { seedProviders } from './providers';
import type { SamplePatient } from './sample-patient';

export const samplePatients: readonly SamplePatient[] = [
  mayaThompson,
  priyaRaman,
  sofiaMarquez,
  jasmineCarter,
  hannahLee,
];

function fromSample({ uuid, email, information, recommendations }: SamplePatient): MockPatient {
  return { uuid, email, information: { ...baseInformation, ...information }, recommendations };
}

/** A fresh copy of the seeded database, padded with generated patients up to patientCount. */
export function seedState(patientCount = 0): MockState {
  const patients = samplePatients.map(fromSample);
  for (let index = patients.length; index < patientCount; index += 1) {
    patients.push(generatedPatient(index));
  }
  return structuredClone({
    version: STATE_VERSION,
    organizations: seedOrganizations,
    providers: seedProviders,
    patients,
  });
}
