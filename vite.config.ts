/// <reference types="vitest/config" />
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import {
  headersFile,
  nginxSnippet,
  parseHeadersFile,
  securityHeaders,
} from './scripts/security-headers.mjs';
import { tokenCss } from './src/ui/tokens.ts';

/** A connected build ships no mock API: drop the service worker the demo uses. */
function noMockWorkerWhenConnected(mode: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'contrarx:no-mock-worker-when-connected',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (loadEnv(mode, process.cwd(), 'VITE_').VITE_CLERK_PUBLISHABLE_KEY) {
        rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
      }
    },
  };
}

/**
 * The security headers (scripts/security-headers.mjs) for this build's key and
 * API, written beside it as `_headers` (Netlify, Cloudflare Pages) and
 * `security-headers.conf` (nginx). `vite preview` serves a build with the
 * `_headers` it wrote, so the e2e run and Lighthouse run under the deployed policy.
 */
function securityHeaderFiles(mode: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'contrarx:security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle() {
      const env = loadEnv(mode, process.cwd(), 'VITE_');
      const headers = securityHeaders({
        publishableKey: env.VITE_CLERK_PUBLISHABLE_KEY,
        apiBaseUrl: env.VITE_API_BASE_URL,
      });
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
      const headers = parseHeadersFile(readFileSync(file, 'utf8'));
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
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
    noMockWorkerWhenConnected(mode),
    securityHeaderFiles(mode),
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
