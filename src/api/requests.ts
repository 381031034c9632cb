/** One typed function per row of the calls table (docs/product.md, "Calls"). */
import type { ApiClient } from './client';
import { endpoints } from './endpoints';
import { idRefused, isOrganizationId, isPatientUuid } from './ids';
import { patientPageAnswer, patientPagePath, type PatientList } from './patient-pages';
import { recordAskedFor } from './record-asked-for';
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
  type ApiId,
  type PatientListItem,
  type PatientSaveRequest,
} from './schemas';
import { z } from 'zod/mini';

const patientSavedSchema = z.unknown();

/**
 * A form's submit: a refused token keeps the form on screen with its message, rather than
 * signing out and taking what was typed with it.
 */
const formPost = { method: 'POST', signOutOnUnauthorized: false } as const;

/**
 * The last guard against path injection (docs/architecture.md, "Security"): an id not of its
 * shape is never sent, and the call fails as a missing record's would. The pages' reads skip
 * such ids before asking (resource-requests.ts); this holds for any caller.
 */
function checked<Id extends string | number>(id: Id, isShape: (id: Id) => boolean): Id {
  if (!isShape(id)) throw idRefused();
  return id;
}

export function createRequests(client: ApiClient) {
  const get = async <T>(path: string, schema: z.ZodMiniType<T>) =>
    (await client.request(path, schema)).data;

  /** Where the list call goes, as the browser resolves it: a page's `next` must name it. */
  const listUrl = () =>
    new URL(`${client.baseUrl}${endpoints.patients}`, globalThis.location?.href);

  /**
   * The list call. Without a page, the spec's call: every patient in one answer (the create
   * check reads it). With a page number, the same call asking for that page of the proposed
   * paged answer, which takes either answer (patient-pages.ts).
   */
  function listPatients(): Promise<PatientListItem[]>;
  function listPatients(page: number): Promise<PatientList>;
  function listPatients(page?: number): Promise<PatientListItem[] | PatientList> {
    return page === undefined
      ? get(endpoints.patients, patientListSchema)
      : get(patientPagePath(page), patientPageAnswer(page, listUrl()));
  }

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
    getOrganization: async (organizationId: ApiId) =>
      recordAskedFor(
        'id',
        organizationId,
        await client.request(
          endpoints.organization(checked(organizationId, isOrganizationId)),
          organizationSchema,
        ),
      ),
    createOrganization: async (body: { name: string; unique_key: string }) =>
      (await client.request(endpoints.organizationCreate, createdSchema, { ...formPost, body }))
        .data,
    listProviders: async (organizationId: ApiId) =>
      get(
        endpoints.organizationProviders(checked(organizationId, isOrganizationId)),
        providerListSchema,
      ),
    /** `organization_id` as the backend gave it, text or number: it is the backend's own id. */
    createProvider: async (body: { organization_id: ApiId; email: string; clerk_id: string }) =>
      client.request(endpoints.providerCreate, anyBodySchema, { ...formPost, body }),
    listPatients,
    getPatient: async (patientUuid: string) =>
      recordAskedFor(
        'uuid',
        patientUuid,
        await client.request(endpoints.patient(checked(patientUuid, isPatientUuid)), patientSchema),
      ),
    savePatient: async (body: PatientSaveRequest, patientUuid?: string) =>
      client.request(
        patientUuid === undefined
          ? endpoints.patientCreate
          : endpoints.patientUpdate(checked(patientUuid, isPatientUuid)),
        patientSavedSchema,
        { ...formPost, body },
      ),
    getRecommendations: async (patientUuid: string) =>
      get(
        endpoints.patientRecommendations(checked(patientUuid, isPatientUuid)),
        recommendationsSchema,
      ),
    /** Mock API only: restores the seeded demo database. */
  };
}

export type Requests = ReturnType<typeof createRequests>;
