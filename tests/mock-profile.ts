/**
 * A test's backend in one of the mock API's profiles (src/mocks/profiles.ts): its handlers,
 * over a database of their own, answer before the default ones until the test ends.
 */
import { http, HttpResponse } from 'msw';
import type { PatientInformation } from '../src/api/schemas';
import { createMockDb, type MockDb } from '../src/mocks/db';
import { createHandlers } from '../src/mocks/handlers';
import { server } from '../src/mocks/node';
import type { MockProfileName } from '../src/mocks/profiles';

export function mockBackend(profile: MockProfileName): MockDb {
  const db = createMockDb({ profile });
  server.use(...createHandlers(db));
  return db;
}

/**
 * Makes `db`'s updates those of a backend that takes a change only for a field the record
 * already holds (one reading of the spec), answering 200 all the same.
 */
export function keepOnlyHeldAnswers(db: MockDb): void {
  server.use(
    http.post('*/api/patients/set/:uuid', async ({ params, request }) => {
      const uuid = String(params.uuid);
      const body = (await request.json()) as { patient_information: PatientInformation };
      const stored = db.getPatient(uuid)!;
      const kept = Object.fromEntries(
        Object.entries(body.patient_information).filter(([key]) => key in stored.information),
      );
      db.updatePatient(uuid, { email: stored.email, information: kept });
      return HttpResponse.json({ uuid });
    }),
  );
}
