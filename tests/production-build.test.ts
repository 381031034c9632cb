// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, resolveConfig, type Plugin, type Rolldown } from 'vite';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

/**
 * `vite build` refuses a build that must not ship (docs/architecture.md, "Security"). Most checks
 * run as it reads vite.config.ts, before anything is bundled: resolving the build's config is
 * the whole check. Whether the bundle holds React's development build is known only once it is
 * bundled: a small entry of React alone is built with the project's config, in memory.
 */
const VARIABLES = [
  'VITE_CLERK_PUBLISHABLE_KEY',
  'VITE_STAGING_BUILD',
  'VITE_CSP_REPORT_URI',
] as const;

type BuildEnv = Partial<Record<(typeof VARIABLES)[number], string>>;

/** Every variable the checks read, set here, so a developer's .env cannot change the outcome. */
function stubBuildEnv(env: BuildEnv, nodeEnv: string) {
  for (const name of VARIABLES) vi.stubEnv(name, env[name] ?? '');
  // What `vite build` runs with unless told otherwise; Vitest's own is "test".
  vi.stubEnv('NODE_ENV', nodeEnv);
}

function resolveBuild(env: BuildEnv, nodeEnv = 'production') {
  stubBuildEnv(env, nodeEnv);
  return resolveConfig({ logLevel: 'silent' }, 'build', 'production', nodeEnv);
}

const ENTRY = 'virtual:react-entry';

/** React, its DOM client and the JSX runtime, as the app imports them; and the build's env. */
const reactEntry: Plugin = {
  name: 'react-entry',
  resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
  load: (id) =>
    id === `\0${ENTRY}`
      ? [
          "import { createRoot } from 'react-dom/client';",
          "import { jsx } from 'react/jsx-runtime';",
          "createRoot(document.body).render(jsx('p', {}));",
          'console.info(import.meta.env);',
        ].join('\n')
      : null,
};

// A connected build writes its retired mock worker there, past the in-memory bundle.
const outDir = mkdtempSync(join(tmpdir(), 'contrarx-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The entry built with vite.config.ts, in memory: its one chunk's code. */
async function buildReact(
  env: BuildEnv,
  {
    nodeEnv = 'production',
    define = {},
  }: { nodeEnv?: string; define?: Record<string, string> } = {},
) {
  stubBuildEnv(env, nodeEnv);
  const output = (await build({
    logLevel: 'silent',
    plugins: [reactEntry],
    define,
    build: {
      write: false,
      minify: false,
      outDir,
      rolldownOptions: { input: ENTRY },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.find((file) => file.type === 'chunk')?.code ?? '';
}

const TEST_KEY = `pk_test_${btoa('happy-otter-12.clerk.accounts.dev$')}`;
const LIVE_KEY = `pk_live_${btoa('clerk.clinic.example$')}`;
const STAGING = { VITE_CLERK_PUBLISHABLE_KEY: TEST_KEY, VITE_STAGING_BUILD: 'true' };

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('vite build', () => {
  const refusedKey =
    'VITE_CLERK_PUBLISHABLE_KEY is not valid: a development key (pk_test_…) is not accepted in a production build. ' +
    "Expected: the production instance's pk_live_… key; to build for staging with a development key, set VITE_STAGING_BUILD=true.";

  it('fails for a development key, naming the key and how to mark a staging build', async () => {
    await expect(resolveBuild({ VITE_CLERK_PUBLISHABLE_KEY: TEST_KEY })).rejects.toThrow(
      refusedKey,
    );
  });

  it('fails for a development key whatever NODE_ENV says, before any policy is written', async () => {
    for (const nodeEnv of ['development', 'test', 'staging']) {
      await expect(resolveBuild({ VITE_CLERK_PUBLISHABLE_KEY: TEST_KEY }, nodeEnv)).rejects.toThrow(
        refusedKey,
      );
    }
  });

  it('builds a development key marked as a staging build, a production key, and the demo', async () => {
    for (const env of [STAGING, { VITE_CLERK_PUBLISHABLE_KEY: LIVE_KEY }, {}]) {
      await expect(resolveBuild(env)).resolves.toMatchObject({ isProduction: true });
    }
  });

  it("fails when NODE_ENV would ship React's development build, unless it is a staging build", async () => {
    for (const env of [{ VITE_CLERK_PUBLISHABLE_KEY: LIVE_KEY }, {}]) {
      await expect(resolveBuild(env, 'development')).rejects.toThrow(
        `NODE_ENV is not valid: "development" makes a production build ship React's development build. ` +
          'Expected: production, or unset; to build for staging, set VITE_STAGING_BUILD=true.',
      );
    }
    await expect(resolveBuild(STAGING, 'development')).resolves.toMatchObject({
      isProduction: false,
    });
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

describe('the bundle of vite build', () => {
  const DEVELOPMENT_REACT = { 'process.env.NODE_ENV': '"development"' };

  it("holds React's production build, and marks itself a production build", async () => {
    const code = await buildReact({ VITE_CLERK_PUBLISHABLE_KEY: LIVE_KEY });
    expect(code).toContain('react-dom-client.production.js');
    expect(code).not.toContain('.development.js');
    // What config/env.ts reads: the app refuses a development key in it whatever NODE_ENV said.
    expect(code).toContain('"PRODUCTION_BUILD": true');
  });

  it("fails when it would ship React's development build any other way, naming it", async () => {
    await expect(
      buildReact({ VITE_CLERK_PUBLISHABLE_KEY: LIVE_KEY }, { define: DEVELOPMENT_REACT }),
    ).rejects.toThrow(
      /This production build ships React's development build \(.*react-dom\/cjs\/react-dom-client\.development\.js/,
    );
  });

  it("lets a staging build ship React's development build, still marked a production build", async () => {
    const code = await buildReact(STAGING, { nodeEnv: 'development' });
    expect(code).toContain('react-dom-client.development.js');
    // NODE_ENV turned Vite's PROD off; the mark stays, and the app's rule reads it.
    expect(code).toContain('"PROD": false');
    expect(code).toContain('"PRODUCTION_BUILD": true');
  });
});
