/**
 * Each resource's request as data: its SWR key and how it loads. The read hooks
 * (resources.ts) use them, and a page's loader names them, so the role gate can start the
 * page's reads beside whoami (docs/adr/0003-route-loaders.md). Free of SWR and React.
 */
import { endpoints } from './endpoints';
import type { Requests } from './requests';

/** What a resource asks the backend: its SWR key (request paths) and how it loads. */
export interface ResourceRequest<T = unknown> {
  /** A request path; several for a resource built from more than one request. */
  key: string | readonly string[];
  load: (requests: Requests) => Promise<T>;
}

/** One string per key, for the requests started ahead. */
export const keyOf = (key: ResourceRequest['key']): string =>
  typeof key === 'string' ? key : key.join(' ');

/** What a call answers. */
type Answer<Call extends keyof Requests> = Awaited<ReturnType<Requests[Call]>>;

export const resourceRequests = {
  whoami: (): ResourceRequest<Answer<'whoami'>> => ({
    key: endpoints.whoami,
    load: (api) => api.whoami(),
  }),
  organizations: (): ResourceRequest<Answer<'listOrganizations'>> => ({
    key: endpoints.organizations,
    load: (api) => api.listOrganizations(),
  }),
  organization: (id: string): ResourceRequest<Answer<'getOrganization'>> => ({
    key: endpoints.organization(id),
    load: (api) => api.getOrganization(id),
  }),
  organizationProviders: (id: string): ResourceRequest<Answer<'listProviders'>> => ({
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
  patients: (): ResourceRequest<Answer<'listPatients'>> => ({
    key: endpoints.patients,
    load: (api) => api.listPatients(),
  }),
  patient: (uuid: string): ResourceRequest<Answer<'getPatient'>> => ({
    key: endpoints.patient(uuid),
    load: (api) => api.getPatient(uuid),
  }),
  patientRecommendations: (uuid: string): ResourceRequest<Answer<'getRecommendations'>> => ({
    key: endpoints.patientRecommendations(uuid),
    load: (api) => api.getRecommendations(uuid),
  }),
};
