/** Where each production build of scripts/build-e2e.mjs is served during the suite. */
export const urls = {
  demo: 'http://127.0.0.1:4173',
  connected: 'http://127.0.0.1:4174',
  misconfigured: 'http://127.0.0.1:4175',
  'demo-worker': 'http://127.0.0.1:4176',
  /** The demo build again, in front of the mock API's "sparse" profile (docs/api/README.md). */
  sparse: 'http://127.0.0.1:4177',
};
