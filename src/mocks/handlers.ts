import type { HttpHandler } from 'msw';
import type { MockDb } from './db';
import { authHandlers } from './handlers/auth';
import { organizationHandlers } from './handlers/organizations';
import { patientHandlers, type PatientHandlerOptions } from './handlers/patients';
import { providerHandlers } from './handlers/providers';

/** The mock API's request handlers, all reading and writing `db`. */
export function createHandlers(db: MockDb, patients?: PatientHandlerOptions): HttpHandler[] {
  return [
    ...authHandlers(),
    ...organizationHandlers(db),
    ...providerHandlers(db),
    ...patientHandlers(db, patients),
  ];
}
