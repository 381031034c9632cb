import type { KnipConfig } from 'knip';

/**
 * Unused files, exports, types and dependencies (`npm run lint`). Knip's plugins find most
 * entry files themselves: Vite's index.html (src/main.tsx) and config, Vitest's tests and
 * tests/setup.ts, Playwright's config and e2e specs, ESLint's and Prettier's configs, the
 * package.json scripts (`tsx scripts/...`, `node scripts/...`), and the MSW plugin the
 * generated public/mockServiceWorker.js (package.json "msw.workerDirectory"), an entry it
 * does not analyse, so it needs no `ignore`. Listed here is only what no plugin can see.
 */
const config: KnipConfig = {
  entry: [
    // Commands run by hand (README: `npx tsx scripts/mec.ts`, `scripts/coverage.ts`) or by
    // a package.json script.
    'scripts/*.{ts,mjs}',
    // A module the build and the tests import, not a command: its exports are checked.
    '!scripts/security-headers.mjs',
    // Reached only through vite.config.ts resolve.alias ('use-sync-external-store/shim').
    'src/api/use-sync-external-store-shim.ts',
  ],
  // scripts/chromium.mjs runs `apt-get install chromium` (as root on Debian, when no Chromium
  // is found): a system tool, not an npm package.
  ignoreBinaries: ['apt-get'],
};

export default config;
