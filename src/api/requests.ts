/** One typed function per row of the calls table (docs/product.md section 7). */
import type { ApiClient } from './client';
import { endpoints } from './endpoints';
import {
  anyBodySchema,
  createdSchema,
  organizationListSchema,
  organizationSchema,
  patientListSchema,
  patientSchema,
  providerListSchema,
  recommendationsSchema,
  userTypeSchema,
  type PatientSaveRequest,
} from './schemas';
import { z } from 'zod/mini';

const patientSavedSchema = z.unknown();

/**
 * A form's submit: a refused token keeps the form on screen with its message, rather than
 * signing out and taking what was typed with it.
 */
const formPost = { method: 'POST', signOutOnUnauthorized: false } as const;

export function createRequests(client: ApiClient) {
  const get = async <T>(path: string, schema: z.ZodMiniType<T>) =>
    (await client.request(path, schema)).data;

  return {
    whoami: () => get(endpoints.whoami, userTypeSchema),
    login: async () =>
      (
        await client.request(endpoints.login, userTypeSchema, {
          method: 'POST',
          signOutOnUnauthorized: false,
        })
      ).data,
    register: async () =>
      (
        await client.request(endpoints.register, anyBodySchema, {
          method: 'POST',
          tokenTemplate: 'withusers',
        })
      ).data,
    listOrganizations: () => get(endpoints.organizations, organizationListSchema),
    getOrganization: (organizationId: number | string) =>
      get(endpoints.organization(organizationId), organizationSchema),
    createOrganization: async (body: { name: string; unique_key: string }) =>
      (await client.request(endpoints.organizationCreate, createdSchema, { ...formPost, body }))
        .data,
    listProviders: (organizationId: number | string) =>
      get(endpoints.organizationProviders(organizationId), providerListSchema),
    createProvider: async (body: { organization_id: number; email: string; clerk_id: string }) =>
      client.request(endpoints.providerCreate, anyBodySchema, { ...formPost, body }),
    listPatients: () => get(endpoints.patients, patientListSchema),
    getPatient: (patientUuid: string) => get(endpoints.patient(patientUuid), patientSchema),
    savePatient: (body: PatientSaveRequest, patientUuid?: string) =>
      client.request(
        patientUuid ? endpoints.patientUpdate(patientUuid) : endpoints.patientCreate,
        patientSavedSchema,
        { ...formPost, body },
      ),
    getRecommendations: (patientUuid: string) =>
      get(endpoints.patientRecommendations(patientUuid), recommendationsSchema),
    /** Mock API only: restores the seeded demo database. */
    resetDemoData: () => client.request(endpoints.demoReset, anyBodySchema, { method: 'POST' }),
  };
}

export type Requests = ReturnType<typeof createRequests>;
