#!/usr/bin/env node
/**
 * Production builds the Playwright suite runs against: the demo with its mock
 * API over HTTP, the demo with its mock API in a service worker, a connected
 * build (a well-formed development key, in a staging build), and a build with a
 * malformed key.
 */
import { execSync } from 'node:child_process';

// A well-formed key for a Clerk instance that does not exist; its script never loads here.
export const TEST_CLERK_KEY = `pk_test_${Buffer.from('contrarx-e2e.clerk.accounts.dev$').toString('base64')}`;

const builds = {
  demo: { VITE_DEMO_API: 'server' },
  // The default demo, as `npm run dev` runs it: the mock API in a service worker.
  'demo-worker': {},
  // With a manifest, so the route budget can be read from it. Its development key is accepted
  // because this is marked a staging build (docs/architecture.md, "Security").
  connected: {
    VITE_CLERK_PUBLISHABLE_KEY: TEST_CLERK_KEY,
    VITE_STAGING_BUILD: 'true',
    MANIFEST: true,
  },
  misconfigured: { VITE_CLERK_PUBLISHABLE_KEY: 'sk_live_not-a-publishable-key' },
};

// `node scripts/build-e2e.mjs demo connected` rebuilds only those; no names, every build.
const only = process.argv.slice(2);
const unknown = only.filter((name) => !(name in builds));
if (unknown.length) throw new Error(`No e2e build named ${unknown.join(', ')}`);

for (const [name, { MANIFEST, ...env }] of Object.entries(builds)) {
  if (only.length && !only.includes(name)) continue;
  console.info(`Building ${name} into dist-e2e/${name}`);
  const manifest = MANIFEST ? ' --manifest' : '';
  execSync(`npx vite build --logLevel warn --outDir dist-e2e/${name} --emptyOutDir${manifest}`, {
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_CLERK_PUBLISHABLE_KEY: '',
      VITE_STAGING_BUILD: '',
      VITE_CSP_REPORT_URI: '',
      VITE_DEMO_API: '',
      VITE_TABLET_IDLE_WARNING_MS: '',
      VITE_TABLET_IDLE_RESET_MS: '',
      ...env,
    },
  });
}
