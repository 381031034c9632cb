import { setupWorker } from 'msw/browser';
import { createMockDb } from './db';
import { createHandlers } from './handlers';
import { sessionStorageStore } from './web-storage';

/** The demo backend's own sessionStorage entry: the one place API data may live in web storage. */
const STORAGE_KEY = 'contrarx-demo-db';

/** What the in-page demo backend offers the demo's shell. */
export interface DemoWorker {
  /** Forgets every change, in memory and in sessionStorage: the next sign-in sees the seed. */
  wipe(): void;
  /** Back to the seed, which is saved: "Reset demo data", the one place it is offered. */
  reset(): void;
}

export async function startDemoWorker(): Promise<DemoWorker> {
  const db = createMockDb({ storage: sessionStorageStore(STORAGE_KEY) });
  const worker = setupWorker(...createHandlers(db));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return { wipe: () => db.wipe(), reset: () => db.reset() };
}
