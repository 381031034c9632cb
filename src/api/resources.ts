/**
 * One SWR hook per resource, each returning the same normalised shape. Keys
 * are the request paths (never a token); null skips the request.
 */
import useSWR, { type SWRConfiguration } from 'swr';
import { ApiError } from './api-error';
import { endpoints } from './endpoints';
import { useApi } from './ApiProvider';
import type { Requests } from './requests';

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

function useResource<T>(
  key: string | null,
  load: (requests: Requests) => Promise<T>,
  options?: SWRConfiguration,
): Resource<T> {
  const requests = useApi();
  const { data, error, isLoading, mutate } = useSWR<T, unknown>(key, () => load(requests), options);
  return {
    data,
    error: toApiError(error),
    isLoading,
    retry: () => void mutate(),
  };
}

export const useWhoami = () => useResource(endpoints.whoami, (api) => api.whoami());

/** Login and register are POSTs with effects on the server: sent once per sign-in, not on focus. */
const once: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
};

export const useLogin = () => useResource(endpoints.login, (api) => api.login(), once);

export const useRegister = () => useResource(endpoints.register, (api) => api.register(), once);

export const useOrganizations = () =>
  useResource(endpoints.organizations, (api) => api.listOrganizations());

export const useOrganization = (organizationId: string | undefined) =>
  useResource(organizationId ? endpoints.organization(organizationId) : null, (api) =>
    api.getOrganization(organizationId!),
  );

export const useOrganizationProviders = (organizationId: string | undefined) =>
  useResource(organizationId ? endpoints.organizationProviders(organizationId) : null, (api) =>
    api.listProviders(organizationId!),
  );

export const usePatients = () => useResource(endpoints.patients, (api) => api.listPatients());

export const usePatient = (patientUuid: string | undefined) =>
  useResource(patientUuid ? endpoints.patient(patientUuid) : null, (api) =>
    api.getPatient(patientUuid!),
  );

export const usePatientRecommendations = (patientUuid: string | undefined) =>
  useResource(patientUuid ? endpoints.patientRecommendations(patientUuid) : null, (api) =>
    api.getRecommendations(patientUuid!),
  );
