/**
 * One SWR hook per resource, each returning the same normalised shape, over the resource's
 * request as data (resource-requests.ts). Keys are the request paths (never a token); null
 * skips the request.
 */
import useSWR from 'swr';
import { ApiError } from './api-error';
import { useApi, useStartedRequest } from './ApiProvider';
import { keyOf, resourceRequests, type ResourceRequest } from './resource-requests';

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

/** A resource named by an id from the URL: nothing is asked until the id is known. */
const whenKnown = <T>(id: string | undefined, request: (id: string) => ResourceRequest<T>) =>
  id ? request(id) : null;

export const useWhoami = () => useResource(resourceRequests.whoami());

export const useOrganizations = () => useResource(resourceRequests.organizations());

export const useOrganization = (organizationId: string | undefined) =>
  useResource(whenKnown(organizationId, resourceRequests.organization));

export const useOrganizationProviders = (organizationId: string | undefined) =>
  useResource(whenKnown(organizationId, resourceRequests.organizationProviders));

export const useProviderCounts = (organizationIds: readonly number[] | undefined) =>
  useResource(organizationIds?.length ? resourceRequests.providerCounts(organizationIds) : null);

export const usePatients = () => useResource(resourceRequests.patients());

export const usePatient = (patientUuid: string | undefined) =>
  useResource(whenKnown(patientUuid, resourceRequests.patient));

export const usePatientRecommendations = (patientUuid: string | undefined) =>
  useResource(whenKnown(patientUuid, resourceRequests.patientRecommendations));
