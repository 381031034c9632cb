/**
 * One SWR hook per resource, each returning the same normalised shape, and each resource's
 * request as data (`resourceRequests`), so a route's loader can name what its page reads and
 * the role gate can start it beside whoami (docs/adr/0003-route-loaders.md). Keys are the
 * request paths (never a token); null skips the request.
 */
import useSWR from 'swr';
import { ApiError } from './api-error';
import { endpoints } from './endpoints';
import { useApi, useStartedRequest } from './ApiProvider';
import type { Requests } from './requests';
import { keyOf, type ResourceRequest } from './resource-request';

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
