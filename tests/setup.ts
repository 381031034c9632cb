import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockDb, server } from '../src/mocks/node';
import { unlockTablet } from '../src/ui/tablet/tablet-lock';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  mockDb.reset();
  // Each test starts with a device that was never handed to a patient.
  unlockTablet();
});
afterAll(() => server.close());
