import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  nginxSnippet,
  parseHeadersFile,
  securityHeaders,
} from '../scripts/security-headers.mjs';

const key = (prefix: 'pk_live_' | 'pk_test_', host: string) => `${prefix}${btoa(`${host}$`)}`;

/** The policy's sources for one directive. */
function sources(build: Parameters<typeof contentSecurityPolicy>[0], directive: string) {
  const found = contentSecurityPolicy(build).find(([name]) => name === directive);
  if (!found) throw new Error(`no ${directive}`);
  return found[1];
}

const production = { publishableKey: key('pk_live_', 'clerk.clinic.example') };
const development = { publishableKey: key('pk_test_', 'happy-otter-12.clerk.accounts.dev') };
const demo = {};

describe('the Content-Security-Policy', () => {
  it('never lets a script run inline or from a string, in any mode', () => {
    for (const build of [production, development, demo]) {
      const script = sources(build, 'script-src');
      expect(script).not.toContain("'unsafe-inline'");
      expect(script).not.toContain("'unsafe-eval'");
      expect(sources(build, 'object-src')).toEqual(["'none'"]);
      expect(sources(build, 'base-uri')).toEqual(["'self'"]);
    }
  });

  it('is never framed', () => {
    for (const build of [production, development, demo]) {
      expect(sources(build, 'frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it("allows a production instance's Frontend API, named by its pk_live_ key, and nothing wider", () => {
    expect(sources(production, 'script-src')).toContain('https://clerk.clinic.example');
    expect(sources(production, 'connect-src')).toContain('https://clerk.clinic.example');
    expect(securityHeaders(production)['Content-Security-Policy']).not.toContain(
      'clerk.accounts.dev',
    );
  });

  it("allows Clerk's development hosts for a pk_test_ key", () => {
    expect(sources(development, 'script-src')).toContain('https://*.clerk.accounts.dev');
    expect(sources(development, 'connect-src')).toContain('https://*.clerk.accounts.dev');
  });

  it("has the rest of Clerk's documented directives, Cloudflare's challenge and Protect", () => {
    for (const build of [production, development]) {
      expect(sources(build, 'script-src')).toEqual(
        expect.arrayContaining([
          'https://challenges.cloudflare.com',
          'https://*.protect.clerk.com',
        ]),
      );
      expect(sources(build, 'frame-src')).toEqual([
        'https://challenges.cloudflare.com',
        'https://*.protect.clerk.com',
      ]);
      expect(sources(build, 'connect-src')).toContain('https://*.protect.clerk.com:*');
      expect(sources(build, 'img-src')).toContain('https://img.clerk.com');
      expect(sources(build, 'worker-src')).toEqual(["'self'", 'blob:']);
      expect(sources(build, 'style-src')).toContain("'unsafe-inline'");
    }
  });

  it('lets the demo reach only its own origin, where its mock API and service worker are', () => {
    const policy = contentSecurityPolicy(demo);
    for (const [directive, list] of policy) {
      if (directive === 'style-src') expect(list).toEqual(["'self'", "'unsafe-inline'"]);
      else expect(list.every((source) => source === "'self'" || source === "'none'")).toBe(true);
    }
  });

  it('treats a malformed or blank key as no Clerk at all', () => {
    for (const publishableKey of ['   ', 'sk_live_abc', 'pk_live_%%%', key('pk_live_', 'a b')]) {
      expect(contentSecurityPolicy({ publishableKey })).toEqual(contentSecurityPolicy(demo));
    }
  });

  it("adds the API's origin to connect-src when VITE_API_BASE_URL names another origin", () => {
    expect(
      sources({ ...production, apiBaseUrl: 'https://api.clinic.example/v1/' }, 'connect-src'),
    ).toContain('https://api.clinic.example');
    expect(sources({ apiBaseUrl: 'http://localhost:8000' }, 'connect-src')).toContain(
      'http://localhost:8000',
    );
    // A base path on the app's own origin needs nothing more than 'self'.
    expect(sources({ apiBaseUrl: '/backend' }, 'connect-src')).toEqual(["'self'"]);
  });
});

describe('the security headers', () => {
  it('are the policy with Referrer-Policy, X-Content-Type-Options and Strict-Transport-Security', () => {
    const headers = securityHeaders(production);
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'Strict-Transport-Security',
    ]);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin');
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
  });

  it('read back from the _headers file the build writes, as vite preview serves them', () => {
    const headers = securityHeaders({ ...development, apiBaseUrl: 'https://api.clinic.example' });
    const file = headersFile(headers);
    expect(file.startsWith('/*\n')).toBe(true);
    expect(parseHeadersFile(file)).toEqual(headers);
  });

  it("are README's nginx example, so the two cannot drift apart", () => {
    const readme = readFileSync('README.md', 'utf8');
    const example = nginxSnippet(
      securityHeaders({
        publishableKey: key('pk_live_', 'clerk.clinic.example'),
        apiBaseUrl: 'https://api.clinic.example',
      }),
    );
    const indented = example
      .trimEnd()
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n');
    expect(readme).toContain(indented);
    expect(readme).toContain(key('pk_live_', 'clerk.clinic.example'));
  });
});
