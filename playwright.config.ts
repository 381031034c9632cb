import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error: a plain ES module shared with the scripts.
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const executablePath: string | undefined = (await findChromium()) ?? undefined;
const mockApiPort = 9090;

export const urls = {
  demo: 'http://127.0.0.1:4173',
  connected: 'http://127.0.0.1:4174',
  misconfigured: 'http://127.0.0.1:4175',
};

const preview = (name: keyof typeof urls, port: number) => ({
  command: `npx vite preview --outDir dist-e2e/${name} --port ${port} --strictPort --host 127.0.0.1`,
  url: urls[name],
  reuseExistingServer: !process.env.CI,
  env: { MOCK_API_PORT: String(mockApiPort) },
});

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: urls.demo,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      command: `npx tsx scripts/mock-api.ts`,
      url: `http://127.0.0.1:${mockApiPort}/api/auth/whoami`,
      reuseExistingServer: !process.env.CI,
      env: { MOCK_API_PORT: String(mockApiPort) },
    },
    preview('demo', 4173),
    preview('connected', 4174),
    preview('misconfigured', 4175),
  ],
});
