/**
 * Each resource's read as data: its SWR key and its fetcher. The read hooks (resources.ts)
 * fetch with them, and a page's route loader names them, so the role gate preloads the page's
 * reads beside whoami under the same keys, with the same fetchers (route-reads.ts,
 * docs/adr/0003-route-loaders.md).
 */
import type { Cache, ScopedMutator } from 'swr';
import { endpoints } from './endpoints';
import { isOrganizationId, isPatientUuid } from './ids';
import { loadPatientList, type LoadedSoFar } from './patient-list-loading';
import type { PatientList } from './patient-pages';
import type { Requests } from './requests';
import type { ApiId } from './schemas';
import { REQUESTS_AT_ONCE, settleWithLimit } from './settle-with-limit';

/** The signed-in person's SWR cache, for a read that shows its progress there (the patient list). */
interface UserSwr {
  cache: Cache;
  mutate: ScopedMutator;
}

/** What a resource asks the backend: its SWR key (request paths) and how it loads. */
export interface ResourceRequest<T = unknown> {
  /** A request path; several for a resource built from more than one request. */
  key: string | readonly string[];
  load: (requests: Requests, swr: UserSwr) => Promise<T>;
}

/** What a call answers. */
type Answer<Call extends keyof Requests> = Awaited<ReturnType<Requests[Call]>>;

/**
 * A resource named by an id from the address bar, or null for an id not of its shape: such an
 * id names no request, so a hand-made address cannot point one elsewhere
 * (docs/architecture.md, "Security"). The hooks show null as not found; loaders preload nothing.
 */
const byId =
  <T>(isShape: (id: string) => boolean, request: (id: string) => ResourceRequest<T>) =>
  (id: string): ResourceRequest<T> | null =>
    isShape(id) ? request(id) : null;

/**
 * Where the list's load publishes how far it has come, in the signed-in user's SWR cache:
 * every view of the list shares it, and signing out empties it with the rest. Not a request.
 */
export const PATIENTS_SO_FAR = `${endpoints.patients} (loaded so far)`;

/**
 * How often the list is drawn as its pages arrive: each drawing of a list of 100,000 costs the
 * page tens of milliseconds at 4x CPU slowdown (docs/architecture.md, "Budgets"), and its
 * status is read out each time.
 */
const PAGES_DRAWN_EVERY_MS = 1_000;

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
   * (docs/product.md, "Calls") have no list of all providers, so this asks for each
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
   * The whole list, page after page (patient-list-loading.ts), each page shown as it arrives
   * through PATIENTS_SO_FAR. Keyed by the list's path, with no page, so that a save elsewhere
   * that refreshes the list refreshes it.
   */
  patients: (): ResourceRequest<PatientList> => ({
    key: endpoints.patients,
    load: (api, { cache, mutate }) =>
      loadPatientList({
        page: (page) => api.listPatients(page),
        soFar: () => cache.get(PATIENTS_SO_FAR)?.data as LoadedSoFar | undefined,
        publish: (soFar) => void mutate(PATIENTS_SO_FAR, soFar, { revalidate: false }),
        shown: () => cache.get(endpoints.patients)?.data !== undefined,
        drawEveryMs: PAGES_DRAWN_EVERY_MS,
      }),
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
