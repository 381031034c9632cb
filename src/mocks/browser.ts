import { setupWorker } from 'msw/browser';
import { createMockDb } from './db';
import { createHandlers } from './handlers';
import { localStorageStore } from './web-storage';

/** The demo backend's own localStorage entry: the one place API data may live in web storage. */
const STORAGE_KEY = 'contrarx-demo-db';

export async function startDemoWorker(): Promise<void> {
  const db = createMockDb({ storage: localStorageStore(STORAGE_KEY) });
  const worker = setupWorker(...createHandlers(db));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
