/**
 * Each resource's request as data: its SWR key and how it loads. The read hooks
 * (resources.ts) use them, and a page's loader names them, so the role gate can start the
 * page's reads beside whoami (docs/adr/0003-route-loaders.md). Free of SWR and React.
 */
import { endpoints } from './endpoints';
import { isOrganizationId, isPatientUuid } from './ids';
import type { PatientList } from './patient-pages';
import type { Requests } from './requests';
import type { ApiId } from './schemas';
import { REQUESTS_AT_ONCE, settleWithLimit } from './settle-with-limit';

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

/**
 * A resource named by an id from the address bar, or null for an id not of its shape: such an
 * id names no request, so a hand-made address cannot point one elsewhere
 * (docs/architecture.md section 6). The hooks show null as not found; loaders start nothing.
 */
const byId =
  <T>(isShape: (id: string) => boolean, request: (id: string) => ResourceRequest<T>) =>
  (id: string): ResourceRequest<T> | null =>
    isShape(id) ? request(id) : null;

export const resourceRequests = {
  whoami: (): ResourceRequest<Answer<'whoami'>> => ({
    key: endpoints.whoami,
    load: (api) => api.whoami(),
  }),
  organizations: (): ResourceRequest<Answer<'listOrganizations'>> => ({
    key: endpoints.organizations,
    load: (api) => api.listOrganizations(),
  }),
  organization: byId(isOrganizationId, (id): ResourceRequest<Answer<'getOrganization'>> => ({
    key: endpoints.organization(id),
    load: (api) => api.getOrganization(id),
  })),
  organizationProviders: byId(isOrganizationId, (id): ResourceRequest<Answer<'listProviders'>> => ({
    key: endpoints.organizationProviders(id),
    load: (api) => api.listProviders(id),
  })),
  /**
   * How many providers each of the given organizations has, in their order, each counted or
   * failed on its own; `onCount` hears each organization's as it settles. The calls
   * (docs/product.md section 7) have no list of all providers, so this asks for each
   * organization's providers, a few at a time (settle-with-limit.ts says why).
   */
  providerCounts: (
    ids: readonly ApiId[],
    onCount?: (id: ApiId, count: PromiseSettledResult<number>) => void,
  ): ResourceRequest<PromiseSettledResult<number>[]> => ({
    key: ids.map((id) => endpoints.organizationProviders(id)),
    load: (api) =>
      settleWithLimit(
        ids,
        REQUESTS_AT_ONCE,
        async (id) => (await api.listProviders(id)).length,
        onCount && ((count, index) => onCount(ids[index]!, count)),
      ),
  }),
  /**
   * The list's first page (patient-pages.ts); the page's hook asks for the rest. Keyed by the
   * list's path, with no page, so that a save elsewhere that refreshes the list refreshes it.
   */
  patients: (): ResourceRequest<PatientList> => ({
    key: endpoints.patients,
    load: (api) => api.listPatients(1),
  }),
  patient: byId(isPatientUuid, (uuid): ResourceRequest<Answer<'getPatient'>> => ({
    key: endpoints.patient(uuid),
    load: (api) => api.getPatient(uuid),
  })),
  patientRecommendations: byId(
    isPatientUuid,
    (uuid): ResourceRequest<Answer<'getRecommendations'>> => ({
      key: endpoints.patientRecommendations(uuid),
      load: (api) => api.getRecommendations(uuid),
    }),
  ),
};
