/**
 * What the benchmarks share: a production build served against the mock API
 * over HTTP, and Debian's Chromium with the CPU slowed down through CDP.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser, type Page } from '@playwright/test';
// @ts-expect-error: a plain ES module shared with the Playwright config.
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';

export const CPU_SLOWDOWN = 4;
/** Design budget: a keystroke painted within 50 ms (p95) at that slowdown. */
const KEYSTROKE_BUDGET_MS = 50;
// BENCH_SLOT=n moves the ports and the build's folder, so two benchmarks can run side by side
// (their timings then share the CPU: report only figures from a bench run alone).
const SLOT = Number(process.env.BENCH_SLOT ?? 0);
const APP_PORT = 4180 + SLOT;
const API_PORT = 9190 + SLOT;
const OUT_DIR = SLOT ? `dist-bench-${SLOT}` : 'dist-bench';
export const baseUrl = `http://127.0.0.1:${APP_PORT}`;

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Builds the demo against the HTTP mock API and serves it; returns a stop function. */
export async function startApp(options: { patients?: number } = {}): Promise<() => void> {
  const env = {
    ...process.env,
    VITE_DEMO_API: 'server',
    VITE_CLERK_PUBLISHABLE_KEY: '',
    MOCK_API_PORT: String(API_PORT),
    MOCK_PATIENTS: options.patients ? String(options.patients) : '',
  };
  execSync(`npx vite build --logLevel warn --outDir ${OUT_DIR} --emptyOutDir`, {
    stdio: 'inherit',
    env,
  });
  const children: ChildProcess[] = [
    spawn(process.execPath, ['--import', 'tsx', 'scripts/mock-api.ts'], { stdio: 'ignore', env }),
    spawn(
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        'preview',
        '--outDir',
        OUT_DIR,
        '--port',
        String(APP_PORT),
        '--strictPort',
        '--host',
        '127.0.0.1',
      ],
      { stdio: 'ignore', env },
    ),
  ];
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  try {
    await waitFor(`http://127.0.0.1:${API_PORT}/api/auth/whoami`);
    await waitFor(baseUrl);
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}

export async function launchSlowedBrowser(): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({
    executablePath: (await findChromium()) ?? undefined,
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { browser, page };
}

export async function signInAsProvider(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Sign in as demo provider' }).click();
  await page.waitForURL(/\/patients$/);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

export function describe(values: number[]): string {
  const f = (n: number) => n.toFixed(1);
  return `n=${values.length} median ${f(percentile(values, 50))} ms, p95 ${f(percentile(values, 95))} ms, max ${f(Math.max(...values))} ms`;
}

/**
 * Starts recording, in the page, each keystroke's time from the key press to
 * the next paint, with the Event Timing API (the measure behind INP): for
 * each key interaction, the longest duration of its events. Pointer
 * interactions (a click into a field) are not keystrokes and are left out.
 */
export async function recordKeystrokeToPaint(page: Page): Promise<void> {
  // A string, not a function: tsx would wrap inner functions in a helper the page lacks.
  await page.evaluate(`(() => {
    const byInteraction = new Map();
    const keyInteractions = new Set();
    window.__keystrokes = () => [...byInteraction].filter(([id]) => keyInteractions.has(id)).map(([, duration]) => duration);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        if (entry.name.startsWith('key')) keyInteractions.add(entry.interactionId);
        byInteraction.set(entry.interactionId, Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16 });
  })()`);
}

/** The smallest duration Event Timing reports; faster keystrokes are counted as this. */
const EVENT_TIMING_FLOOR_MS = 16;

/** Keystroke-to-paint times for `keystrokes` keys pressed since recordKeystrokeToPaint. */
export async function keystrokeDurations(page: Page, keystrokes: number): Promise<number[]> {
  // Entries arrive after their paint: give the observer a moment to catch up.
  await page.waitForTimeout(500);
  const reported = await page.evaluate<number[]>('window.__keystrokes()');
  const unreported = Math.max(0, keystrokes - reported.length);
  return [...reported, ...Array<number>(unreported).fill(EVENT_TIMING_FLOOR_MS)];
}

/** Prints the keystroke p95 against the budget; the process exits non-zero when it is over. */
export function reportKeystrokeBudget(paints: number[]): void {
  const p95 = percentile(paints, 95);
  const within = p95 < KEYSTROKE_BUDGET_MS;
  console.info(
    `  keystroke p95 ${p95.toFixed(1)} ms: ${within ? 'within' : 'OVER'} the ${KEYSTROKE_BUDGET_MS} ms budget`,
  );
  process.exitCode = within ? 0 : 1;
}
