import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error: a plain ES module shared with the scripts.
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const executablePath: string | undefined = (await findChromium()) ?? undefined;
const mockApiPort = 9090;
/** The mock API in its "sparse" profile (docs/api/README.md, "Mock profiles"). */
const sparseMockApiPort = 9091;

import { urls } from './e2e/urls';

const preview = (name: keyof typeof urls, build: string = name, apiPort = mockApiPort) => ({
  command: `npx vite preview --outDir dist-e2e/${build} --port ${new URL(urls[name]).port} --strictPort --host 127.0.0.1`,
  url: urls[name],
  reuseExistingServer: !process.env.CI,
  env: { MOCK_API_PORT: String(apiPort) },
});

const mockApi = (port: number, profile: string) => ({
  command: `npx tsx scripts/mock-api.ts`,
  url: `http://127.0.0.1:${port}/api/auth/whoami`,
  reuseExistingServer: !process.env.CI,
  env: { MOCK_API_PORT: String(port), MOCK_PROFILE: profile },
});

/**
 * The main flows that must hold against any backend that follows the spec: run again against
 * the sparse profile, beside the specs of that profile's own records.
 */
const MAIN_FLOWS = ['admin', 'intake', 'visit', 'sparse-records'].map(
  (name) => new RegExp(`/${name}\\.spec\\.ts$`),
);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // One browser per core (at most 4: the preview servers and the mock API share the cores);
  // `E2E_WORKERS=1 npm run test:e2e` overrides it.
  workers: Number(process.env.E2E_WORKERS) || Math.min(4, Math.max(1, availableParallelism())),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  // Tests wait on what a person would see, never on time; these caps are reached only by a
  // failing test, and are wide enough for a busy two-core machine.
  timeout: 60_000,
  // The full patient form (some 340 controls) takes seconds to render on a busy 2-core machine.
  expect: { timeout: 10_000 },
  use: {
    baseURL: urls.demo,
    trace: 'on-first-retry',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\/sparse-records\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'sparse-backend',
      testMatch: MAIN_FLOWS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: urls.sparse,
      },
    },
  ],
  webServer: [
    mockApi(mockApiPort, 'full'),
    mockApi(sparseMockApiPort, 'sparse'),
    preview('demo'),
    preview('sparse', 'demo', sparseMockApiPort),
    preview('connected'),
    preview('misconfigured'),
    preview('demo-worker'),
  ],
});
