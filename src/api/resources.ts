/**
 * One SWR hook per resource, each returning the same normalised shape, over the resource's
 * key and fetcher (resource-requests.ts). Keys are the request paths (never a token); null
 * skips the request.
 */
import useSWR, { useSWRConfig } from 'swr';
import { ApiError } from './api-error';
import { useApi } from './ApiProvider';
import { idRefused } from './ids';
import type { LoadedSoFar } from './patient-list-loading';
import type { PatientList } from './patient-pages';
import { PATIENTS_SO_FAR, resourceRequests, type ResourceRequest } from './resource-requests';
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

/**
 * A resource's SWR fetcher, with the signed-in person's calls and SWR cache. The hooks below
 * and the role gate's preload (route-reads.ts) fetch through it, so a preloaded read is the
 * one the page's hook would have sent.
 */
export function useFetcher(): <T>(request: ResourceRequest<T>) => () => Promise<T> {
  const requests = useApi();
  const { cache, mutate } = useSWRConfig();
  return (request) => () => request.load(requests, { cache, mutate });
}

function useResource<T>(request: ResourceRequest<T> | null): Resource<T> {
  const fetcher = useFetcher();
  // SWR hands the hook a request preloaded under its key (route-reads.ts) instead of sending
  // another.
  const { data, error, isLoading, mutate } = useSWR<T, unknown>(
    request?.key ?? null,
    request && fetcher(request),
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
 * the page shows its "not found" (docs/architecture.md, "Security").
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
  const fetcher = useFetcher();
  const { mutate } = useSWRConfig();
  const arrived = useBatchedMap<ApiId, ProviderCount>(DRAW_EVERY_MS);
  const onCount = (id: ApiId, settled: PromiseSettledResult<number>) =>
    arrived.set(id, toCount(settled));
  const request = organizationIds.length
    ? resourceRequests.providerCounts(organizationIds, onCount)
    : null;
  const { data } = useResource(
    request && { ...request, load: (api, swr) => request.load(api, swr).finally(arrived.flush) },
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
    const again = fetcher(resourceRequests.providerCounts(failed, onCount));
    void mutate<PromiseSettledResult<number>[]>(
      request.key,
      async (current) => {
        const answers = await again().finally(arrived.flush);
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
 * The patient list: its first page as soon as it arrives, then the following pages, one after
 * another, shown as they arrive (patient-list-loading.ts). SWR's data is the whole list, so a
 * refresh (after a save, on focus) keeps the list on screen until the new one is whole. A page
 * that fails keeps the pages before it: `pageError` says why and `retry` goes on from that
 * page. The load goes on when the page is left, and stops when the session ends.
 */
export function usePatients(): PatientsResource {
  const whole = useResource(resourceRequests.patients());
  const soFar = useSWR<LoadedSoFar>(PATIENTS_SO_FAR, null).data;
  const list = whole.data ?? soFar?.list;
  const error = list ? undefined : whole.error;
  return {
    data: list,
    error,
    isLoading: list === undefined && error === undefined,
    retry: whole.retry,
    pageError: whole.data ? undefined : toApiError(soFar?.failure),
  };
}

export const usePatient = (patientUuid: string | undefined) =>
  useResourceById(patientUuid, resourceRequests.patient);

export const usePatientRecommendations = (patientUuid: string | undefined) =>
  useResourceById(patientUuid, resourceRequests.patientRecommendations);
