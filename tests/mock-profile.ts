/**
 * A test's backend in one of the mock API's profiles (src/mocks/profiles.ts): its handlers,
 * over a database of their own, answer before the default ones until the test ends.
 */
import { createMockDb, type MockDb } from '../src/mocks/db';
import { createHandlers } from '../src/mocks/handlers';
import { server } from '../src/mocks/node';
import type { MockProfileName } from '../src/mocks/profiles';

export function mockBackend(profile: MockProfileName): MockDb {
  const db = createMockDb({ profile });
  server.use(...createHandlers(db));
  return db;
}
