/**
 * Every id the demo and the mock API hand out has the shape the app sends (src/api/ids.ts):
 * otherwise a sample's own pages would show "not found" (docs/architecture.md, "Security"). Of
 * either kind of organization and provider ids the mock database can hold (`MockDbOptions.ids`).
 */
import { describe, expect, it } from 'vitest';
import { isOrganizationId, isPatientUuid } from '../../api/ids';
import { samplePatients } from '../../domain/samples';
import { createMockDb } from '../db';
import { mockProfiles } from '../profiles';
import { seedState } from '.';

describe('the ids of the samples and the seed', () => {
  it('are patient uuids for every sample and seeded patient, generated ones too', () => {
    const uuids = [
      ...samplePatients.map((sample) => sample.uuid),
      ...seedState(200).patients.map((patient) => patient.uuid),
    ];
    expect(uuids.filter((uuid) => !isPatientUuid(uuid))).toEqual([]);
  });

  it.each(['full', 'sparse'] as const)(
    'are organization ids for every seeded organization and provider, in the %s profile',
    (profile) => {
      const { organizations, providers } = seedState(0, mockProfiles[profile]);
      const ids = [
        ...organizations.map((organization) => organization.id),
        ...providers.flatMap((provider) => provider.organization_id ?? []),
      ];
      expect(ids.filter((id) => !isOrganizationId(id))).toEqual([]);
    },
  );

  it.each(['full', 'sparse'] as const)(
    'are of the right shape for what the mock API creates, in the %s profile',
    (profile) => {
      const db = createMockDb({ profile });
      const organization = db.createOrganization({ name: 'New Clinic', unique_key: 'new-clinic' });
      const patient = db.createPatient({ email: 'new@example.test', information: {} });
      if (!organization.ok || !patient.ok) throw new Error('not created');
      expect(isOrganizationId(organization.value.id)).toBe(true);
      expect(isPatientUuid(patient.value.uuid)).toBe(true);
    },
  );
});
