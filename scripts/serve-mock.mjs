#!/usr/bin/env node
/**
 * Serves the production build against the mock API over HTTP:
 * the app on http://127.0.0.1:4173, /api proxied to the mock API on 9090.
 */
import { execSync, spawn } from 'node:child_process';

const env = { ...process.env, VITE_DEMO_API: 'server', VITE_CLERK_PUBLISHABLE_KEY: '' };
execSync('npx vite build --outDir dist-mock --emptyOutDir', { stdio: 'inherit', env });

const children = [
  spawn(process.execPath, ['--import', 'tsx', 'scripts/mock-api.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', 'preview', '--outDir', 'dist-mock', '--port', '4173', '--strictPort'], {
    stdio: 'inherit',
    env,
  }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
