/**
 * One SWR hook per resource, each returning the same normalised shape, over the resource's
 * request as data (resource-requests.ts). Keys are the request paths (never a token); null
 * skips the request.
 */
import useSWR, { useSWRConfig } from 'swr';
import { ApiError } from './api-error';
import { useApi, useStartedRequest } from './ApiProvider';
import { endpoints } from './endpoints';
import { idRefused } from './ids';
import { loadPatientList, type LoadedSoFar } from './patient-list-loading';
import type { PatientList } from './patient-pages';
import { keyOf, resourceRequests, type ResourceRequest } from './resource-requests';
import type { ApiId } from './schemas';
import { useBatchedMap } from './use-batched-map';

export interface Resource<T> {
  data: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  /** Ask again (for a "Try again" button). */
  retry: () => void;
}

/** Any failure as an ApiError: what a hook rejects with is always one. */
export function toApiError(error: unknown): ApiError | undefined {
  if (error === undefined) return undefined;
  if (error instanceof ApiError) return error;
  return new ApiError('malformed', 0, 'Something went wrong while reading the answer.');
}

function useResource<T>(request: ResourceRequest<T> | null): Resource<T> {
  const requests = useApi();
  const takeStarted = useStartedRequest();
  const { data, error, isLoading, mutate } = useSWR<T, unknown>(
    request?.key ?? null,
    // A request the role gate started for this page is taken, not sent again.
    () => (takeStarted(keyOf(request!.key)) as Promise<T> | undefined) ?? request!.load(requests),
  );
  return {
    data,
    error: toApiError(error),
    isLoading,
    retry: () => void mutate(),
  };
}

const REFUSED = idRefused();

/**
 * A resource named by an id from the URL: nothing is asked until the id is known, and an id
 * not of its shape (its request is null) is never asked: it fails as a missing record does, so
 * the page shows its "not found" (docs/architecture.md section 6).
 */
function useResourceById<T>(
  id: string | undefined,
  request: (id: string) => ResourceRequest<T> | null,
): Resource<T> {
  const known = id === undefined ? null : request(id);
  const resource = useResource(known);
  return id !== undefined && known === null ? { ...resource, error: REFUSED } : resource;
}

export const useWhoami = () => useResource(resourceRequests.whoami());

export const useOrganizations = () => useResource(resourceRequests.organizations());

export const useOrganization = (organizationId: string | undefined) =>
  useResourceById(organizationId, resourceRequests.organization);

export const useOrganizationProviders = (organizationId: string | undefined) =>
  useResourceById(organizationId, resourceRequests.organizationProviders);

/** One organization's providers: still being counted, counted, or not counted (why). */
export type ProviderCount =
  | { state: 'counting' }
  | { state: 'counted'; count: number }
  | { state: 'failed'; error: ApiError };

const COUNTING: ProviderCount = { state: 'counting' };

const toCount = (settled: PromiseSettledResult<number>): ProviderCount =>
  settled.status === 'fulfilled'
    ? { state: 'counted', count: settled.value }
    : { state: 'failed', error: toApiError(settled.reason)! };

/** How often the counts that arrived are drawn (use-batched-map.ts says why). */
const DRAW_EVERY_MS = 500;

/**
 * How many providers each organization has, in their order, each shown as it arrives: `data`
 * is there from the start, each count 'counting' until it settles. A failure is its own
 * organization's, never the whole list's, so `error` stays undefined and `retry` asks again
 * for the failed ones only.
 */
export function useProviderCounts(organizationIds: readonly ApiId[]): Resource<ProviderCount[]> {
  const requests = useApi();
  const { mutate } = useSWRConfig();
  const arrived = useBatchedMap<ApiId, ProviderCount>(DRAW_EVERY_MS);
  const onCount = (id: ApiId, settled: PromiseSettledResult<number>) =>
    arrived.set(id, toCount(settled));
  const request = organizationIds.length
    ? resourceRequests.providerCounts(organizationIds, onCount)
    : null;
  const { data } = useResource(
    request && { ...request, load: (api) => request.load(api).finally(arrived.flush) },
  );
  const counts = organizationIds.map((id, index) => {
    const settled = data?.[index];
    return arrived.shown.get(id) ?? (settled ? toCount(settled) : COUNTING);
  });

  function retry() {
    const failed = organizationIds.filter((_, index) => counts[index]?.state === 'failed');
    if (!request || !failed.length) return;
    for (const id of failed) arrived.set(id, COUNTING);
    arrived.flush();
    const again = resourceRequests.providerCounts(failed, onCount);
    void mutate<PromiseSettledResult<number>[]>(
      request.key,
      async (current) => {
        const answers = await again.load(requests).finally(arrived.flush);
        const byId = new Map(failed.map((id, index) => [id, answers[index]]));
        return current?.map((settled, index) => byId.get(organizationIds[index]!) ?? settled);
      },
      { revalidate: false },
    );
  }

  return {
    data: counts,
    error: undefined,
    isLoading: counts.some((count) => count.state === 'counting'),
    retry,
  };
}

/** The patient list as far as it has loaded (patient-pages.ts). */
interface PatientsResource extends Resource<PatientList> {
  /** Why the page after the loaded ones failed; `retry` goes on from it. */
  pageError: ApiError | undefined;
}

/**
 * Where the list's load publishes how far it has come, in the signed-in user's SWR cache:
 * every view of the list shares it, and signing out empties it with the rest. Not a request.
 */
const PATIENTS_SO_FAR = `${endpoints.patients} (loaded so far)`;

/**
 * How often the list is drawn as its pages arrive: each drawing of a list of 100,000 costs the
 * page tens of milliseconds at 4x CPU slowdown (docs/architecture.md section 8), and its status
 * is read out each time.
 */
const PAGES_DRAWN_EVERY_MS = 1_000;

/**
 * The patient list: its first page as soon as it arrives (the role gate starts it), then the
 * following pages, one after another, shown as they arrive (patient-list-loading.ts). SWR's
 * data is the whole list, so a refresh (after a save, on focus) keeps the list on screen until
 * the new one is whole. A page that fails keeps the pages before it: `pageError` says why and
 * `retry` goes on from that page. The load goes on when the page is left, and stops when the
 * session ends.
 */
export function usePatients(): PatientsResource {
  const requests = useApi();
  const takeStarted = useStartedRequest();
  const { cache, mutate: publish } = useSWRConfig();
  const first = resourceRequests.patients();
  const key = keyOf(first.key);
  const whole = useSWR<PatientList, unknown>(key, () =>
    loadPatientList({
      first: () => (takeStarted(key) as Promise<PatientList> | undefined) ?? first.load(requests),
      page: (page) => requests.listPatients(page),
      soFar: () => cache.get(PATIENTS_SO_FAR)?.data as LoadedSoFar | undefined,
      publish: (soFar) => void publish(PATIENTS_SO_FAR, soFar, { revalidate: false }),
      shown: () => cache.get(key)?.data !== undefined,
      // SWR notes this key's request in the cache as it starts it; the user's cache, emptied
      // on signing out (swr-config.ts), then no longer holds it.
      open: () => cache.get(key) !== undefined,
      drawEveryMs: PAGES_DRAWN_EVERY_MS,
    }),
  );
  const soFar = useSWR<LoadedSoFar>(PATIENTS_SO_FAR, null).data;
  const list = whole.data ?? soFar?.list;
  const error = list ? undefined : toApiError(whole.error);
  return {
    data: list,
    error,
    isLoading: list === undefined && error === undefined,
    retry: () => void whole.mutate(),
    pageError: whole.data ? undefined : toApiError(soFar?.failure),
  };
}

export const usePatient = (patientUuid: string | undefined) =>
  useResourceById(patientUuid, resourceRequests.patient);

export const usePatientRecommendations = (patientUuid: string | undefined) =>
  useResourceById(patientUuid, resourceRequests.patientRecommendations);
