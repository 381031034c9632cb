/**
 * Each resource's request as data: its SWR key and how it loads. The read hooks
 * (resources.ts) use them, and a route's loader names them, so the role gate can start a
 * page's reads beside whoami (docs/adr/0003-route-loaders.md). Free of SWR and React: the
 * router imports it on every screen.
 */
import { endpoints } from './endpoints';
import type { Requests } from './requests';
import type { ResourceRequest } from './resource-request';

export const resourceRequests = {
  whoami: (): ResourceRequest<Awaited<ReturnType<Requests['whoami']>>> => ({
    key: endpoints.whoami,
    load: (api) => api.whoami(),
  }),
  organizations: (): ResourceRequest<Awaited<ReturnType<Requests['listOrganizations']>>> => ({
    key: endpoints.organizations,
    load: (api) => api.listOrganizations(),
  }),
  organization: (
    id: string,
  ): ResourceRequest<Awaited<ReturnType<Requests['getOrganization']>>> => ({
    key: endpoints.organization(id),
    load: (api) => api.getOrganization(id),
  }),
  organizationProviders: (
    id: string,
  ): ResourceRequest<Awaited<ReturnType<Requests['listProviders']>>> => ({
    key: endpoints.organizationProviders(id),
    load: (api) => api.listProviders(id),
  }),
  /**
   * How many providers each of the given organizations has, in their order. The calls
   * (docs/product.md section 7) have no list of all providers, so this asks for each
   * organization's providers, all at once.
   */
  providerCounts: (ids: readonly number[]): ResourceRequest<number[]> => ({
    key: ids.map((id) => endpoints.organizationProviders(id)),
    load: (api) => Promise.all(ids.map(async (id) => (await api.listProviders(id)).length)),
  }),
  patients: (): ResourceRequest<Awaited<ReturnType<Requests['listPatients']>>> => ({
    key: endpoints.patients,
    load: (api) => api.listPatients(),
  }),
  patient: (uuid: string): ResourceRequest<Awaited<ReturnType<Requests['getPatient']>>> => ({
    key: endpoints.patient(uuid),
    load: (api) => api.getPatient(uuid),
  }),
  patientRecommendations: (
    uuid: string,
  ): ResourceRequest<Awaited<ReturnType<Requests['getRecommendations']>>> => ({
    key: endpoints.patientRecommendations(uuid),
    load: (api) => api.getRecommendations(uuid),
  }),
};
