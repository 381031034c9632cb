/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const mockApiPort = Number(process.env.MOCK_API_PORT ?? 9090);

export default defineConfig({
  plugins: [react()],
  server: { port: 5173 },
  preview: {
    port: 4173,
    strictPort: true,
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
});
