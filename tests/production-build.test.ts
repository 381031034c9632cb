// @vitest-environment node
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * `vite build` refuses a build that must not ship (docs/architecture.md section 6) as it reads
 * vite.config.ts, before anything is bundled: resolving the build's config is the whole check.
 */
const VARIABLES = [
  'VITE_CLERK_PUBLISHABLE_KEY',
  'VITE_STAGING_BUILD',
  'VITE_CSP_REPORT_URI',
] as const;

function resolveBuild(env: Partial<Record<(typeof VARIABLES)[number], string>>) {
  // Every variable the checks read, set here, so a developer's .env cannot change the outcome.
  for (const name of VARIABLES) vi.stubEnv(name, env[name] ?? '');
  // What `vite build` runs with; Vitest's own is "test".
  vi.stubEnv('NODE_ENV', 'production');
  return resolveConfig({ logLevel: 'silent' }, 'build', 'production', 'production');
}

const TEST_KEY = `pk_test_${btoa('happy-otter-12.clerk.accounts.dev$')}`;
const LIVE_KEY = `pk_live_${btoa('clerk.clinic.example$')}`;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('vite build', () => {
  it('fails for a development key, naming the key and how to mark a staging build', async () => {
    await expect(resolveBuild({ VITE_CLERK_PUBLISHABLE_KEY: TEST_KEY })).rejects.toThrow(
      'VITE_CLERK_PUBLISHABLE_KEY is not valid: a development key (pk_test_…) is not accepted in a production build. ' +
        "Expected: the production instance's pk_live_… key; to build for staging with a development key, set VITE_STAGING_BUILD=true.",
    );
  });

  it('builds a development key marked as a staging build, a production key, and the demo', async () => {
    for (const env of [
      { VITE_CLERK_PUBLISHABLE_KEY: TEST_KEY, VITE_STAGING_BUILD: 'true' },
      { VITE_CLERK_PUBLISHABLE_KEY: LIVE_KEY },
      {},
    ]) {
      await expect(resolveBuild(env)).resolves.toMatchObject({ isProduction: true });
    }
  });

  it('fails for a CSP report URI that is not https', async () => {
    await expect(
      resolveBuild({
        VITE_CLERK_PUBLISHABLE_KEY: LIVE_KEY,
        VITE_CSP_REPORT_URI: 'http://csp.example',
      }),
    ).rejects.toThrow(/^VITE_CSP_REPORT_URI is not valid/);
  });
});
