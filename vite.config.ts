/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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
 * The policy the production build must work under: no inline or foreign
 * scripts. Inline styles stay allowed for Emotion (MUI). Clerk's hosts are
 * listed for connected builds.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' https://*.clerk.accounts.dev https://*.clerk.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://img.clerk.com",
  "connect-src 'self' https://*.clerk.accounts.dev https://*.clerk.com",
  "worker-src 'self' blob:",
  'frame-src https://*.clerk.accounts.dev https://*.clerk.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const mockApiPort = Number(process.env.MOCK_API_PORT ?? 9090);

export default defineConfig(({ mode }) => ({
  plugins: [react(), noMockWorkerWhenConnected(mode)],
  server: { port: 5173 },
  preview: {
    port: 4173,
    strictPort: true,
    headers: { 'Content-Security-Policy': contentSecurityPolicy },
    // The production build is served against the mock API over HTTP.
    proxy: { '/api': `http://127.0.0.1:${mockApiPort}` },
  },
  build: { sourcemap: false, target: 'es2022' },
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 15000,
  },
}));
