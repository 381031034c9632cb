/**
 * One SWR hook per resource, each returning the same normalised shape, over the resource's
 * request as data (resource-requests.ts). Keys are the request paths (never a token); null
 * skips the request.
 */
import useSWR, { useSWRConfig } from 'swr';
import { ApiError } from './api-error';
import { useApi, useStartedRequest } from './ApiProvider';
import { idRefused } from './ids';
import { keyOf, resourceRequests, type ResourceRequest } from './resource-requests';
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
export function useProviderCounts(organizationIds: readonly number[]): Resource<ProviderCount[]> {
  const requests = useApi();
  const { mutate } = useSWRConfig();
  const arrived = useBatchedMap<number, ProviderCount>(DRAW_EVERY_MS);
  const onCount = (id: number, settled: PromiseSettledResult<number>) =>
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

export const usePatients = () => useResource(resourceRequests.patients());

export const usePatient = (patientUuid: string | undefined) =>
  useResourceById(patientUuid, resourceRequests.patient);

export const usePatientRecommendations = (patientUuid: string | undefined) =>
  useResourceById(patientUuid, resourceRequests.patientRecommendations);
