import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockDb, server } from '../src/mocks/node';
import { unlockTablet } from '../src/session/tablet-lock';

// A route's first visit waits for its lazy module, which takes over a second on a busy
// two-core machine: waiting for what a person would see allows for that.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  mockDb.reset();
  // Each test starts with a device that was never handed to a patient.
  unlockTablet();
});
afterAll(() => server.close());
