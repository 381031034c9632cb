import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_IDLE_TIMINGS,
  DEFAULT_TABLET_IDLE,
  EXPECTED_KEY_FORM,
  parseConfig,
  parseIdleTimings,
  parseTabletIdle,
  publishableKeyProblem,
} from './env';

const key = (prefix: string, decoded: string) => `${prefix}${btoa(decoded)}`;

describe('publishableKeyProblem', () => {
  it('accepts live and test keys whose base64 part ends in "$"', () => {
    expect(publishableKeyProblem(key('pk_test_', 'clerk.example.com$'))).toBeNull();
    expect(publishableKeyProblem(key('pk_live_', 'clerk.contrarx.com$'))).toBeNull();
  });

  it('rejects other prefixes', () => {
    expect(publishableKeyProblem(key('sk_test_', 'clerk.example.com$'))).toMatch(/pk_live_/);
    expect(publishableKeyProblem('clerk.example.com')).toMatch(/pk_test_/);
  });

  it('rejects a base64 part that does not decode to text ending in "$"', () => {
    expect(publishableKeyProblem(key('pk_test_', 'clerk.example.com'))).toMatch(/\$/);
    expect(publishableKeyProblem('pk_test_%%%not-base64')).toMatch(/decode/);
    expect(publishableKeyProblem('pk_test_')).toMatch(/decode/);
  });
});

describe('parseConfig', () => {
  it('runs the demo, with the service worker, when no key is set', () => {
    expect(parseConfig({})).toEqual({
      mode: 'demo',
      productName: 'ContraRx',
      apiBaseUrl: '',
      demoApi: 'worker',
    });
    expect(parseConfig({ VITE_CLERK_PUBLISHABLE_KEY: '' }).mode).toBe('demo');
  });

  it('is misconfigured, not the demo, for a key of only spaces', () => {
    for (const blank of [' ', '   ', '\t \n']) {
      expect(parseConfig({ VITE_CLERK_PUBLISHABLE_KEY: blank })).toEqual({
        mode: 'misconfigured',
        productName: 'ContraRx',
        variable: 'VITE_CLERK_PUBLISHABLE_KEY',
        problem: 'it is set but holds only spaces',
        expected: EXPECTED_KEY_FORM,
      });
    }
  });

  it('accepts a well-formed key with spaces around it', () => {
    const publishableKey = key('pk_live_', 'clerk.contrarx.com$');
    expect(parseConfig({ VITE_CLERK_PUBLISHABLE_KEY: ` ${publishableKey} ` })).toMatchObject({
      mode: 'connected',
      clerkPublishableKey: publishableKey,
    });
  });

  it('serves the demo API over HTTP when asked', () => {
    expect(parseConfig({ VITE_DEMO_API: 'server' })).toMatchObject({ demoApi: 'server' });
  });

  it('is misconfigured for an unknown demo API transport', () => {
    expect(parseConfig({ VITE_DEMO_API: 'carrier-pigeon' })).toMatchObject({
      mode: 'misconfigured',
      variable: 'VITE_DEMO_API',
    });
  });

  it('connects with a well-formed key, trimming the base path', () => {
    const publishableKey = key('pk_test_', 'clerk.example.com$');
    expect(
      parseConfig({
        VITE_CLERK_PUBLISHABLE_KEY: publishableKey,
        VITE_API_BASE_URL: 'https://api.example.com/v1/',
        VITE_PRODUCT_NAME: 'Clinic Rx',
      }),
    ).toEqual({
      mode: 'connected',
      productName: 'Clinic Rx',
      apiBaseUrl: 'https://api.example.com/v1',
      clerkPublishableKey: publishableKey,
    });
  });

  it('names the variable and the expected form for a malformed key', () => {
    const result = parseConfig({ VITE_CLERK_PUBLISHABLE_KEY: 'sk_live_abc' });
    expect(result).toMatchObject({
      mode: 'misconfigured',
      variable: 'VITE_CLERK_PUBLISHABLE_KEY',
    });
    expect(result.mode === 'misconfigured' && result.expected).toMatch(/pk_live_.*pk_test_/);
  });
});

describe('a development key (pk_test_) in each kind of build', () => {
  const testKey = key('pk_test_', 'happy-otter-12.clerk.accounts.dev$');
  const liveKey = key('pk_live_', 'clerk.contrarx.com$');

  it('is refused by a production build, naming the key and how to mark a staging build', () => {
    const result = parseConfig({ VITE_CLERK_PUBLISHABLE_KEY: testKey, PROD: true });
    expect(result).toMatchObject({ mode: 'misconfigured', variable: 'VITE_CLERK_PUBLISHABLE_KEY' });
    if (result.mode !== 'misconfigured') return;
    expect(result.problem).toBe(
      'a development key (pk_test_…) is not accepted in a production build',
    );
    expect(result.expected).toMatch(/pk_live_.*VITE_STAGING_BUILD=true/);
  });

  it('is refused by every vite build, whatever NODE_ENV made of PROD', () => {
    // NODE_ENV=development vite build: PROD is false, the build's own mark is not.
    expect(
      parseConfig({ VITE_CLERK_PUBLISHABLE_KEY: testKey, PROD: false, PRODUCTION_BUILD: true }),
    ).toMatchObject({ mode: 'misconfigured', variable: 'VITE_CLERK_PUBLISHABLE_KEY' });
    expect(
      parseConfig({
        VITE_CLERK_PUBLISHABLE_KEY: testKey,
        VITE_STAGING_BUILD: 'true',
        PROD: false,
        PRODUCTION_BUILD: true,
      }).mode,
    ).toBe('connected');
  });

  it('is refused when VITE_STAGING_BUILD holds anything but "true"', () => {
    for (const staging of ['', 'false', 'yes', '1']) {
      expect(
        parseConfig({
          VITE_CLERK_PUBLISHABLE_KEY: testKey,
          VITE_STAGING_BUILD: staging,
          PROD: true,
        }).mode,
      ).toBe('misconfigured');
    }
  });

  it('is accepted by a production build marked as a staging build', () => {
    expect(
      parseConfig({ VITE_CLERK_PUBLISHABLE_KEY: testKey, VITE_STAGING_BUILD: 'true', PROD: true }),
    ).toMatchObject({ mode: 'connected', clerkPublishableKey: testKey });
  });

  it('is accepted in development (npm run dev), with or without the staging mark', () => {
    expect(parseConfig({ VITE_CLERK_PUBLISHABLE_KEY: testKey, PROD: false }).mode).toBe(
      'connected',
    );
    expect(parseConfig({ VITE_CLERK_PUBLISHABLE_KEY: testKey }).mode).toBe('connected');
  });

  it('leaves a production key alone in every build', () => {
    for (const env of [{ PROD: true }, { PROD: true, VITE_STAGING_BUILD: 'true' }, {}]) {
      expect(parseConfig({ ...env, VITE_CLERK_PUBLISHABLE_KEY: liveKey }).mode).toBe('connected');
    }
  });

  it('reports a malformed key as malformed first', () => {
    expect(parseConfig({ VITE_CLERK_PUBLISHABLE_KEY: 'pk_test_%%%', PROD: true })).toMatchObject({
      expected: EXPECTED_KEY_FORM,
    });
  });
});

describe('parseIdleTimings', () => {
  it('defaults to a warning at 15 minutes and sign-out at 20', () => {
    expect(parseIdleTimings({})).toEqual({ warnAfterMs: 900_000, signOutAfterMs: 1_200_000 });
  });

  it('reads minutes, fractions included', () => {
    expect(
      parseIdleTimings({ VITE_IDLE_WARNING_MINUTES: '0.05', VITE_IDLE_SIGN_OUT_MINUTES: '0.1' }),
    ).toEqual({ warnAfterMs: 3_000, signOutAfterMs: 6_000 });
  });

  it('keeps the defaults when the values are unreadable or out of order', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseIdleTimings({ VITE_IDLE_WARNING_MINUTES: 'soon' })).toEqual(DEFAULT_IDLE_TIMINGS);
    expect(
      parseIdleTimings({ VITE_IDLE_WARNING_MINUTES: '30', VITE_IDLE_SIGN_OUT_MINUTES: '20' }),
    ).toEqual(DEFAULT_IDLE_TIMINGS);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('parseTabletIdle', () => {
  it('warns after 2 minutes and resets after 3 by default', () => {
    expect(parseTabletIdle({})).toEqual({ warningMs: 120_000, resetMs: 180_000 });
    expect(DEFAULT_TABLET_IDLE).toEqual(parseTabletIdle({ VITE_TABLET_IDLE_WARNING_MS: ' ' }));
  });

  it('takes other timings in milliseconds', () => {
    expect(
      parseTabletIdle({ VITE_TABLET_IDLE_WARNING_MS: '2000', VITE_TABLET_IDLE_RESET_MS: '5000' }),
    ).toEqual({ warningMs: 2000, resetMs: 5000 });
  });

  it('makes the config misconfigured, naming the variable, for a malformed timing', () => {
    for (const [variable, env] of [
      ['VITE_TABLET_IDLE_WARNING_MS', { VITE_TABLET_IDLE_WARNING_MS: '2 minutes' }],
      ['VITE_TABLET_IDLE_WARNING_MS', { VITE_TABLET_IDLE_WARNING_MS: '0' }],
      ['VITE_TABLET_IDLE_RESET_MS', { VITE_TABLET_IDLE_RESET_MS: '-5' }],
      // The reset must come after the warning.
      ['VITE_TABLET_IDLE_RESET_MS', { VITE_TABLET_IDLE_WARNING_MS: '200000' }],
    ] as const) {
      expect(parseConfig(env)).toMatchObject({ mode: 'misconfigured', variable });
    }
  });
});
