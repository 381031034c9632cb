/// <reference types="vitest/config" />
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import {
  headersFile,
  nginxSnippet,
  headersForPath,
  securityHeaders,
} from './scripts/security-headers.mjs';
import { developmentKeyProblem, isStagingBuild } from './src/config/production-key.ts';
import { tokenCss } from './src/ui/tokens.ts';

const PRODUCTION_BUILD = 'import.meta.env.PRODUCTION_BUILD';

/** The message of a build that must not ship, in the configuration error page's words. */
const refusal = ({ variable, problem, expected }: Record<string, string>) =>
  `${variable} is not valid: ${problem}. Expected: ${expected}.`;

/**
 * A production build with a Clerk development key fails before anything is bundled, unless it
 * is marked a staging build: the rule config/env.ts applies at run time, on the same
 * import.meta.env (docs/architecture.md, "Security"). Every `vite build` is a production build,
 * whatever NODE_ENV or --mode say: this plugin applies to builds only, and marks the bundle
 * (import.meta.env.PRODUCTION_BUILD) so the app's own check cannot be turned off either.
 */
function productionKeyOnly(): Plugin {
  return {
    name: 'contrarx:production-key-only',
    apply: 'build',
    config: () => ({ define: { [PRODUCTION_BUILD]: 'true' } }),
    configResolved(config) {
      const refused = developmentKeyProblem({ ...config.env, PRODUCTION_BUILD: true });
      if (refused) throw new Error(refusal(refused));
    },
  };
}

/** React's development builds (react, react-dom, the JSX runtimes, scheduler), by module id. */
const DEVELOPMENT_REACT =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]cjs[\\/][^\\/]+\.development\.js$/;

/**
 * A production build ships React's production build. `vite build` with NODE_ENV other than
 * production (in the environment or in .env) bundles React's development build, slower and
 * more talkative: it fails at once, naming NODE_ENV. What the bundle holds is checked too, so
 * any other way in (a `define` or alias of process.env.NODE_ENV, a resolve condition) fails as
 * well, naming the modules. A staging build (VITE_STAGING_BUILD=true) may ship either.
 */
function productionReactOnly(): Plugin {
  let staging = false;
  return {
    name: 'contrarx:production-react-only',
    apply: 'build',
    configResolved(config) {
      staging = isStagingBuild(config.env);
      if (staging || config.isProduction) return;
      throw new Error(
        refusal({
          variable: 'NODE_ENV',
          problem: `"${process.env.NODE_ENV}" makes a production build ship React's development build`,
          expected: 'production, or unset; to build for staging, set VITE_STAGING_BUILD=true',
        }),
      );
    },
    generateBundle(_, bundle) {
      if (staging) return;
      const shipped = Object.values(bundle).flatMap((file) =>
        file.type === 'chunk'
          ? Object.entries(file.modules)
              .filter(([id, module]) => DEVELOPMENT_REACT.test(id) && module.renderedLength > 0)
              .map(([id]) => id.replace(/^.*[\\/]node_modules[\\/]/, ''))
          : [],
      );
      if (shipped.length) {
        this.error(
          `This production build ships React's development build (${shipped.join(', ')}). ` +
            'Expected: NODE_ENV=production and no define or alias of process.env.NODE_ENV; ' +
            'to build for staging, set VITE_STAGING_BUILD=true.',
        );
      }
    },
  };
}

/**
 * A connected build has no mock API, and in place of the demo's worker
 * (public/mockServiceWorker.js) ships this one, for a browser that ran the demo on the same
 * origin: the browser's update check of the old worker installs it at once; it has no fetch
 * handler, so the pages it takes over reach the network directly, and it unregisters itself.
 * No reload is needed. The app's start-up unregisters the old worker as well
 * (src/app/retire-demo-worker.ts); this also covers a page whose app never starts
 * (docs/adr/0007-connected-build-retires-demo-worker.md).
 */
const RETIRED_MOCK_WORKER = `// This build has no mock API: the demo's worker, left in this browser, retires.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.registration.unregister()));
`;

function retireMockWorkerWhenConnected(): Plugin {
  let outDir = 'dist';
  let connected = false;
  return {
    name: 'contrarx:retire-mock-worker-when-connected',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      connected = Boolean(config.env.VITE_CLERK_PUBLISHABLE_KEY);
    },
    closeBundle() {
      if (connected) writeFileSync(resolve(outDir, 'mockServiceWorker.js'), RETIRED_MOCK_WORKER);
    },
  };
}

/**
 * The security headers (scripts/security-headers.mjs) for this build's key, API
 * and CSP report URL, written beside it as `_headers` (Netlify, Cloudflare Pages)
 * and `security-headers.conf` (nginx). A build fails at once on a malformed
 * VITE_CSP_REPORT_URI. `vite preview` serves a build with the `_headers` it
 * wrote, so the e2e run and Lighthouse run under the deployed policy.
 */
function securityHeaderFiles(): Plugin {
  let outDir = 'dist';
  let headers: Record<string, string> = {};
  return {
    name: 'contrarx:security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      if (config.command !== 'build') return;
      headers = securityHeaders({
        publishableKey: config.env.VITE_CLERK_PUBLISHABLE_KEY,
        apiBaseUrl: config.env.VITE_API_BASE_URL,
        cspReportUri: config.env.VITE_CSP_REPORT_URI,
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) });
      this.emitFile({
        type: 'asset',
        fileName: 'security-headers.conf',
        source: nginxSnippet(headers),
      });
    },
    configurePreviewServer(server) {
      const file = resolve(outDir, '_headers');
      if (!existsSync(file)) throw new Error(`No ${file}: rebuild to serve it with its headers.`);
      const text = readFileSync(file, 'utf8');
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://preview').pathname;
        for (const [name, value] of Object.entries(headersForPath(text, pathname))) {
          response.setHeader(name, value);
        }
        next();
      });
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The static start-up shell in index.html paints before any JavaScript runs:
 * it gets the design tokens' variables as a `<style>` (every plain-CSS screen
 * reads them; see ui/tokens.ts) and the product name, defaulting as
 * config/env.ts does.
 */
function startupShell(mode: string): Plugin {
  return {
    name: 'contrarx:startup-shell',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const name = loadEnv(mode, process.cwd(), 'VITE_').VITE_PRODUCT_NAME?.trim() || 'ContraRx';
        return {
          html: html.replaceAll('%PRODUCT_NAME%', escapeHtml(name)),
          tags: [
            {
              tag: 'style',
              attrs: { id: 'design-tokens' },
              children: tokenCss(),
              // After <meta charset>, which must come in the first 1024 bytes.
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

/**
 * The first paint needs only the HTML, and the app's code one round trip less:
 * the entry's small CSS (ui/global.css, which the start-up shell uses) goes
 * inline instead of a render-blocking request (an inline style, which the
 * policy allows), and the app shell main.tsx imports straight away (the demo's
 * or the connected one, and what it imports) is preloaded beside the entry
 * instead of found only once the entry has run.
 */
function firstPaintFromHtml(): Plugin {
  let base = '/';
  return {
    name: 'contrarx:first-paint-from-html',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const inlined = html.replace(
          /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g,
          (link, href: string) => {
            const asset = bundle[href.slice(base.length)];
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link;
          },
        );
        const preloaded = new Set([chunk.fileName, ...chunk.imports]);
        const appShell: string[] = [];
        const collect = (fileName: string) => {
          const imported = bundle[fileName];
          if (preloaded.has(fileName) || imported?.type !== 'chunk') return;
          preloaded.add(fileName);
          appShell.push(fileName);
          imported.imports.forEach(collect);
        };
        chunk.dynamicImports.forEach(collect);
        return {
          html: inlined,
          tags: appShell.map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}

const mockApiPort = Number(process.env.MOCK_API_PORT ?? 9090);

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    productionKeyOnly(),
    productionReactOnly(),
    retireMockWorkerWhenConnected(),
    securityHeaderFiles(),
    startupShell(mode),
    firstPaintFromHtml(),
  ],
  server: { port: 5173 },
  preview: {
    port: 4173,
    strictPort: true,
    // The production build is served against the mock API over HTTP.
    proxy: { '/api': `http://127.0.0.1:${mockApiPort}` },
  },
  resolve: {
    alias: {
      'use-sync-external-store/shim': resolve('src/api/use-sync-external-store-shim.ts'),
    },
  },
  build: { sourcemap: false, target: 'es2022' },
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Generous caps, for a busy 2-core machine: tests wait on conditions, and a cap is reached
    // only by a test that is failing.
    testTimeout: 30_000,
  },
}));
