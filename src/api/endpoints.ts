/** Request paths of the backend (docs/product.md section 7). They double as SWR keys. */
export const endpoints = {
  whoami: '/api/auth/whoami',
  login: '/api/auth/login',
  register: '/api/auth/register',
  organizations: '/api/organizations',
  organizationCreate: '/api/organizations/create',
  organization: (organizationId: number | string) => `/api/organizations/get/${organizationId}`,
  organizationProviders: (organizationId: number | string) =>
    `/api/providers/organizations/${organizationId}`,
  providerCreate: '/api/providers/create',
  patients: '/api/patients',
  patient: (patientUuid: string) => `/api/patients/get/${encodeURIComponent(patientUuid)}`,
  patientCreate: '/api/patients/set',
  patientUpdate: (patientUuid: string) => `/api/patients/set/${encodeURIComponent(patientUuid)}`,
  patientRecommendations: (patientUuid: string) =>
    `/api/patients/get/${encodeURIComponent(patientUuid)}/recommendations`,
  /** Mock API only: restores the seeded demo database. */
  demoReset: '/api/demo/reset',
} as const;
