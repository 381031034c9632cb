import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  nginxSnippet,
  DOCUMENT_CACHE,
  HASHED_ASSET_CACHE,
  headersForPath,
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
/** The build README's nginx example is written for. */
const README_BUILD = {
  publishableKey: key('pk_live_', 'clerk.clinic.example'),
  apiBaseUrl: 'https://api.clinic.example',
  cspReportUri: 'https://csp.clinic.example/reports',
};

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

describe('CSP violation reports (VITE_CSP_REPORT_URI)', () => {
  const reporting = { ...production, cspReportUri: ' https://csp.clinic.example/reports ' };

  it('are off by default: no reporting directive, no Reporting-Endpoints', () => {
    for (const build of [production, development, demo, { ...production, cspReportUri: ' ' }]) {
      const directives = contentSecurityPolicy(build).map(([name]) => name);
      expect(directives).not.toContain('report-uri');
      expect(directives).not.toContain('report-to');
      expect(securityHeaders(build)).not.toHaveProperty('Reporting-Endpoints');
    }
  });

  it('go to the URL by report-to, with its Reporting-Endpoints entry, and by report-uri', () => {
    expect(sources(reporting, 'report-uri')).toEqual(['https://csp.clinic.example/reports']);
    expect(sources(reporting, 'report-to')).toEqual(['csp-endpoint']);
    expect(securityHeaders(reporting)['Reporting-Endpoints']).toBe(
      'csp-endpoint="https://csp.clinic.example/reports"',
    );
  });

  it('fail the build, naming the variable, for anything but an https URL fit for the headers', () => {
    for (const cspReportUri of [
      'http://csp.clinic.example/reports',
      'csp.clinic.example/reports',
      'https://user:secret@csp.clinic.example/reports',
      'https://csp.clinic.example/reports;script-src *',
      'https://csp.clinic.example/reports?a=1,2',
      'https://csp.clinic.example/$host',
    ]) {
      expect(() => securityHeaders({ ...production, cspReportUri })).toThrow(
        /^VITE_CSP_REPORT_URI is not valid: .*Expected: the https URL/,
      );
    }
  });

  it("keep nginx's quoted value whole: the endpoint's own quotes are escaped", () => {
    expect(nginxSnippet(securityHeaders(reporting))).toContain(
      'add_header Reporting-Endpoints "csp-endpoint=\\"https://csp.clinic.example/reports\\"" always;',
    );
  });
});

describe('the security headers', () => {
  it('are the policy with its companions, in this order', () => {
    expect(Object.keys(securityHeaders(production))).toEqual([
      'Content-Security-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'Strict-Transport-Security',
    ]);
    expect(
      Object.keys(securityHeaders({ ...production, cspReportUri: 'https://csp.clinic.example' })),
    ).toEqual([
      'Content-Security-Policy',
      'Reporting-Endpoints',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'Strict-Transport-Security',
    ]);
  });

  it('deny the camera, the microphone, geolocation and payments to every page and frame', () => {
    for (const build of [production, development, demo]) {
      const features = securityHeaders(build)['Permissions-Policy']!.split(', ');
      expect(features).toEqual(
        expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']),
      );
    }
  });

  it("keep other sites' windows apart from the app (Cross-Origin-Opener-Policy)", () => {
    expect(securityHeaders(production)['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it('keep the origin only as referrer, no sniffing, and HTTPS for two years', () => {
    const headers = securityHeaders(production);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin');
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
  });

  it('read back from the _headers file the build writes, as vite preview serves them', () => {
    const headers = securityHeaders({
      ...development,
      apiBaseUrl: 'https://api.clinic.example',
      cspReportUri: 'https://csp.clinic.example/reports',
    });
    const file = headersFile(headers);
    expect(file.startsWith('/*\n')).toBe(true);
    const page = { ...headers, 'Cache-Control': 'no-store' };
    expect(headersForPath(file, '/d/providers/dashboard/patients')).toEqual(page);
    expect(headersForPath(file, '/index.html')).toEqual(page);
  });

  it('let a browser keep a hashed file a year, and never store the page that names them', () => {
    const headers = securityHeaders(production);
    const file = headersFile(headers);
    expect(headersForPath(file, '/assets/index-2g5rvw1e.js')).toEqual({
      ...headers,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    // The page, at every address the app answers: not in any cache, the back-forward cache too.
    for (const path of ['/', '/index.html', '/d/providers/dashboard/patients', '/d/assets/x.js']) {
      expect(headersForPath(file, path)['Cache-Control']).toBe('no-store');
    }
    expect(headersForPath(file, '/mockServiceWorker.js')['Cache-Control']).toBe('no-store');
  });

  it("are README's nginx example, so the two cannot drift apart", () => {
    const readme = readFileSync('README.md', 'utf8');
    const example = nginxSnippet(securityHeaders(README_BUILD));
    const indented = example
      .trimEnd()
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n');
    expect(readme).toContain(indented);
    expect(readme).toContain(`add_header Cache-Control "${HASHED_ASSET_CACHE}" always;`);
    expect(readme).toContain(`add_header Cache-Control "${DOCUMENT_CACHE}" always;`);
    expect(readme).toContain(`VITE_CLERK_PUBLISHABLE_KEY=${README_BUILD.publishableKey}`);
    expect(readme).toContain(`VITE_CSP_REPORT_URI=${README_BUILD.cspReportUri}`);
  });
});
