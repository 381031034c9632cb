/** Request paths of the backend (docs/product.md, "Calls"). They double as SWR keys. */
import { idRefused } from './ids';
import type { ApiId } from './schemas';

/**
 * One path segment holding `value`: every character but letters, digits and `-._~` is
 * percent-encoded, so a value can add no segment, query or fragment. The empty value, "."
 * and ".." cannot be a segment of their own (URLs resolve ".." and "%2E%2E" alike, climbing
 * out of the path): they are refused, never sent (docs/architecture.md, "Security").
 */
function segment(value: ApiId): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(String(value)).replace(
      /[!'()*]/g,
      (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  } catch {
    // A lone UTF-16 surrogate, which no URL can hold.
    throw idRefused();
  }
  if (encoded === '' || encoded === '.' || encoded === '..') throw idRefused();
  return encoded;
}

/**
 * A request path with every inserted value one encoded segment: the one way a value from the
 * address bar or an answer gets into a path (docs/architecture.md, "Security").
 */
function path(literals: TemplateStringsArray, ...values: ApiId[]): string {
  return values.reduce<string>(
    (built, value, index) => `${built}${segment(value)}${literals[index + 1]}`,
    literals[0]!,
  );
}

export const endpoints = {
  whoami: '/api/auth/whoami',
  login: '/api/auth/login',
  register: '/api/auth/register',
  organizations: '/api/organizations',
  organizationCreate: '/api/organizations/create',
  organization: (organizationId: ApiId) => path`/api/organizations/get/${organizationId}`,
  organizationProviders: (organizationId: ApiId) =>
    path`/api/providers/organizations/${organizationId}`,
  providerCreate: '/api/providers/create',
  patients: '/api/patients',
  patient: (patientUuid: string) => path`/api/patients/get/${patientUuid}`,
  patientCreate: '/api/patients/set',
  patientUpdate: (patientUuid: string) => path`/api/patients/set/${patientUuid}`,
  patientRecommendations: (patientUuid: string) =>
    path`/api/patients/get/${patientUuid}/recommendations`,
  /** Mock API only: restores the seeded demo database. */
} as const;
