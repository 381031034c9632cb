/** The script of the demo's mock API worker (src/mocks/browser.ts registers it). */
const DEMO_WORKER_SCRIPT = '/mockServiceWorker.js';

function isDemoWorker(registration: ServiceWorkerRegistration): boolean {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  return Boolean(worker && new URL(worker.scriptURL).pathname.endsWith(DEMO_WORKER_SCRIPT));
}

/**
 * A connected build on an origin where this browser once ran the demo: the demo's service
 * worker would still sit between the app and the network, so its registration goes (see
 * docs/adr/0007-connected-build-retires-demo-worker.md). The page that runs this keeps its
 * worker until it is left; the next one loads without. Browsers without service workers (or
 * that refuse to list them, as some private windows do) have none of the demo's to remove.
 */
export async function retireDemoWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.filter(isDemoWorker).map((r) => r.unregister()));
  } catch (error) {
    console.warn('The demo service worker could not be unregistered.', error);
  }
}
