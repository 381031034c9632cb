/**
 * Runtime configuration, read and validated once. Everything else imports
 * typed values from here instead of touching import.meta.env.
 */
import { developmentKeyProblem, type KeyRuleEnv } from './production-key';

type DemoApiTransport = 'worker' | 'server';

export type AppConfig =
  | {
      mode: 'connected';
      productName: string;
      apiBaseUrl: string;
      clerkPublishableKey: string;
    }
  | {
      mode: 'demo';
      productName: string;
      apiBaseUrl: string;
      /** worker: the MSW service worker in this browser; server: the mock API over HTTP. */
      demoApi: DemoApiTransport;
    }
  | {
      mode: 'misconfigured';
      productName: string;
      variable: string;
      problem: string;
      expected: string;
    };

export interface RawEnv extends KeyRuleEnv {
  VITE_API_BASE_URL?: string;
  VITE_PRODUCT_NAME?: string;
  VITE_DEMO_API?: string;
  VITE_IDLE_WARNING_MINUTES?: string;
  VITE_IDLE_SIGN_OUT_MINUTES?: string;
  VITE_TABLET_IDLE_WARNING_MS?: string;
  VITE_TABLET_IDLE_RESET_MS?: string;
}

/** How long the patient tablet waits without a touch before it warns, and before it resets. */
export interface TabletIdle {
  warningMs: number;
  resetMs: number;
}

/** Warn after 2 minutes without a touch; clear the answers after 3. */
export const DEFAULT_TABLET_IDLE: TabletIdle = { warningMs: 120_000, resetMs: 180_000 };

interface EnvProblem {
  variable: string;
  problem: string;
  expected: string;
}

function milliseconds(
  env: RawEnv,
  variable: 'VITE_TABLET_IDLE_WARNING_MS' | 'VITE_TABLET_IDLE_RESET_MS',
  fallback: number,
): number | EnvProblem {
  const text = env[variable]?.trim();
  if (!text) return fallback;
  if (/^\d+$/.test(text) && Number(text) > 0) return Number(text);
  return {
    variable,
    problem: `"${text}" is not a whole number of milliseconds above 0`,
    expected: 'a whole number of milliseconds, e.g. 120000 for 2 minutes',
  };
}

/** The patient tablet's idle timings, or what is wrong with them. */
export function parseTabletIdle(env: RawEnv): TabletIdle | EnvProblem {
  const warningMs = milliseconds(env, 'VITE_TABLET_IDLE_WARNING_MS', DEFAULT_TABLET_IDLE.warningMs);
  if (typeof warningMs !== 'number') return warningMs;
  const resetMs = milliseconds(env, 'VITE_TABLET_IDLE_RESET_MS', DEFAULT_TABLET_IDLE.resetMs);
  if (typeof resetMs !== 'number') return resetMs;
  if (resetMs <= warningMs) {
    return {
      variable: 'VITE_TABLET_IDLE_RESET_MS',
      problem: `${resetMs} ms is not after the warning at ${warningMs} ms`,
      expected: 'more milliseconds than VITE_TABLET_IDLE_WARNING_MS',
    };
  }
  return { warningMs, resetMs };
}

const KEY_PREFIXES = ['pk_live_', 'pk_test_'] as const;
export const EXPECTED_KEY_FORM =
  'pk_live_… or pk_test_… followed by base64 text that decodes to a value ending in "$"';

function decodeBase64(text: string): string | null {
  try {
    return atob(text);
  } catch {
    return null;
  }
}

/** Why a publishable key is malformed, or null when it is well formed. */
export function publishableKeyProblem(key: string): string | null {
  const prefix = KEY_PREFIXES.find((p) => key.startsWith(p));
  if (!prefix) return 'it does not start with pk_live_ or pk_test_';
  const decoded = decodeBase64(key.slice(prefix.length));
  if (decoded === null || decoded.length < 2 || !decoded.endsWith('$')) {
    return 'its base64 part does not decode to text ending in "$"';
  }
  return null;
}

/** A base path prefix: no trailing slash, empty for same origin. */
function normaliseBaseUrl(value: string | undefined): string {
  return (value ?? '').trim().replace(/\/+$/, '');
}

export function parseConfig(env: RawEnv): AppConfig {
  const productName = env.VITE_PRODUCT_NAME?.trim() || 'ContraRx';
  const apiBaseUrl = normaliseBaseUrl(env.VITE_API_BASE_URL);
  const rawKey = env.VITE_CLERK_PUBLISHABLE_KEY ?? '';
  const key = rawKey.trim();
  const idle = parseTabletIdle(env);
  if ('problem' in idle) return { mode: 'misconfigured', productName, ...idle };

  // A key of only spaces is a deployment that meant to set one: never fall back to the demo.
  if (rawKey) {
    const problem = key ? publishableKeyProblem(key) : 'it is set but holds only spaces';
    if (problem) {
      return {
        mode: 'misconfigured',
        productName,
        variable: 'VITE_CLERK_PUBLISHABLE_KEY',
        problem,
        expected: EXPECTED_KEY_FORM,
      };
    }
    const refused = developmentKeyProblem(env);
    if (refused) return { mode: 'misconfigured', productName, ...refused };
    return { mode: 'connected', productName, apiBaseUrl, clerkPublishableKey: key };
  }

  const demoApi = env.VITE_DEMO_API?.trim() || 'worker';
  if (demoApi !== 'worker' && demoApi !== 'server') {
    return {
      mode: 'misconfigured',
      productName,
      variable: 'VITE_DEMO_API',
      problem: `"${demoApi}" is not a known mock API transport`,
      expected: '"worker" (the default) or "server"',
    };
  }
  return { mode: 'demo', productName, apiBaseUrl, demoApi };
}

export const config: AppConfig = parseConfig(import.meta.env as RawEnv);

const parsedIdle = parseTabletIdle(import.meta.env as RawEnv);
/** The tablet's idle timings (a malformed one makes the whole config misconfigured). */
export const tabletIdle: TabletIdle = 'problem' in parsedIdle ? DEFAULT_TABLET_IDLE : parsedIdle;

/**
 * Automatic logoff of a signed-in session on a shared device (docs/architecture.md, "Security").
 */
export interface IdleTimings {
  /** Without input this long, a warning with a countdown and "Stay signed in". */
  warnAfterMs: number;
  /** Without input this long, the session is signed out. */
  signOutAfterMs: number;
}

const MINUTE_MS = 60_000;
export const DEFAULT_IDLE_TIMINGS: IdleTimings = {
  warnAfterMs: 15 * MINUTE_MS,
  signOutAfterMs: 20 * MINUTE_MS,
};

function positiveMinutes(value: string | undefined): number | null {
  const minutes = Number(value?.trim() || NaN);
  return Number.isFinite(minutes) && minutes > 0 ? minutes * MINUTE_MS : null;
}

/** The configured timings; unset, unreadable or out of order, the defaults (15 and 20 minutes). */
export function parseIdleTimings(env: RawEnv): IdleTimings {
  const warnAfterMs = positiveMinutes(env.VITE_IDLE_WARNING_MINUTES);
  const signOutAfterMs = positiveMinutes(env.VITE_IDLE_SIGN_OUT_MINUTES);
  if (warnAfterMs === null && signOutAfterMs === null) return DEFAULT_IDLE_TIMINGS;
  const timings = {
    warnAfterMs: warnAfterMs ?? DEFAULT_IDLE_TIMINGS.warnAfterMs,
    signOutAfterMs: signOutAfterMs ?? DEFAULT_IDLE_TIMINGS.signOutAfterMs,
  };
  if (timings.warnAfterMs < timings.signOutAfterMs) return timings;
  console.warn(
    'VITE_IDLE_WARNING_MINUTES must be less than VITE_IDLE_SIGN_OUT_MINUTES: using 15 and 20.',
  );
  return DEFAULT_IDLE_TIMINGS;
}

export const idleTimings: IdleTimings = parseIdleTimings(import.meta.env as RawEnv);

export function pageTitle(title: string): string {
  return `${config.productName} - ${title}`;
}
