/**
 * Every route of the product in one place (spec section 2). Components link
 * with these helpers instead of building URLs by hand.
 */
const enc = encodeURIComponent;

export const paths = {
  root: '/',
  login: '/login',
  signup: '/signup',
  afterSignup: '/after_signup',
  authMe: '/authme',
  legal: { pattern: 'legal/:index', href: (index: 1 | 2) => `/legal/${index}` },
  intakeChat: '/intake/chat',
  signedIn: '/d',
  admin: {
    root: '/d/admin',
    organizations: '/d/admin/organizations',
    organizationCreate: '/d/admin/organizations/create',
    organization: (organizationId: number | string) =>
      `/d/admin/organizations/${enc(String(organizationId))}`,
    providerCreate: (organizationId: number | string) =>
      `/d/admin/organizations/${enc(String(organizationId))}/providers/create`,
  },
  dashboard: {
    root: '/d/providers/dashboard',
    patients: '/d/providers/dashboard/patients',
    patientCreate: '/d/providers/dashboard/patients/create',
    patient: (patientUuid: string) => `/d/providers/dashboard/patients/${enc(patientUuid)}`,
    patientSummary: (patientUuid: string) =>
      `/d/providers/dashboard/patients/${enc(patientUuid)}/summary`,
    patientRecommendations: (patientUuid: string) =>
      `/d/providers/dashboard/patients/${enc(patientUuid)}/recommendations`,
  },
  demoIntake: {
    root: '/d/provider/intake',
    report: (intakeId: string) => `/d/provider/intake/${enc(intakeId)}/report`,
  },
} as const;
