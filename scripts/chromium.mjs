#!/usr/bin/env node
/**
 * Finds a Chromium for Playwright: $CHROMIUM_PATH, Debian's /usr/bin/chromium,
 * or Playwright's own download. `node scripts/chromium.mjs ensure` installs
 * one the ordinary way for the platform when none is there.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return SYSTEM_PATHS.find((path) => existsSync(path)) ?? (await playwrightChromium());
}

/** The flags this sandboxed, offline machine needs; harmless elsewhere. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function canUseApt() {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

async function ensure() {
  const found = await findChromium();
  if (found) {
    console.info(`Chromium: ${found}`);
    return;
  }
  if (canUseApt()) {
    console.info("No Chromium found: installing Debian's chromium with apt-get.");
    execSync('apt-get update -qq && apt-get install -y -qq chromium', { stdio: 'inherit' });
  } else {
    console.info("No Chromium found: installing Playwright's own with npx playwright install.");
    execSync('npx playwright install chromium', { stdio: 'inherit' });
  }
  const installed = await findChromium();
  if (!installed) throw new Error('Chromium could not be installed.');
  console.info(`Chromium: ${installed}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'ensure') {
  await ensure();
}
