/**
 * The response headers the production build is served with, written once: the
 * Content-Security-Policy and its companions (docs/architecture.md, "Security").
 * `vite preview` (and so the e2e run and Lighthouse) serves each build with the
 * `_headers` file the build wrote from this module, and README's nginx example
 * is this module's output (tests/security-headers.test.ts checks both).
 *
 * Clerk's directives follow "Configure Clerk Content-Security-Policy headers"
 * (clerk.com/docs, guides/secure/best-practices/csp-headers): the Frontend API
 * in script-src and connect-src, Cloudflare's bot protection in script-src and
 * frame-src, img.clerk.com in img-src, 'self' and blob: in worker-src,
 * 'unsafe-inline' in style-src; and Clerk Protect's hosts (*.protect.clerk.com,
 * any port in connect-src), which the Protect set-up guide requires of a policy.
 * The design tokens' `<style>` also needs inline styles. Scripts never
 * run inline. A production build carries a pk_test_ key, and so Clerk's
 * development hosts, only when it is a staging build (src/config/production-key.ts).
 */

const CLOUDFLARE_CHALLENGES = 'https://challenges.cloudflare.com';
const CLERK_PROTECT = 'https://*.protect.clerk.com';
const CLERK_IMAGES = 'https://img.clerk.com';
/** Development instances' Frontend APIs are subdomains of this. */
const CLERK_DEVELOPMENT_DOMAIN = 'clerk.accounts.dev';
/** The name the policy's report-to gives the Reporting-Endpoints entry. */
const CSP_REPORT_ENDPOINT = 'csp-endpoint';

/**
 * The Frontend API origin a publishable key names ("pk_live_" or "pk_test_"
 * and base64 of "host$"), or null when the key is absent or malformed.
 * @param {string | undefined} publishableKey
 * @returns {{ origin: string, development: boolean } | null}
 */
function clerkFrontendApi(publishableKey) {
  const match = /^pk_(live|test)_(.+)$/.exec(publishableKey?.trim() ?? '');
  if (!match) return null;
  let decoded;
  try {
    decoded = atob(match[2]);
  } catch {
    return null;
  }
  const host = decoded.endsWith('$') ? decoded.slice(0, -1) : '';
  if (!/^[a-z0-9.-]+(:\d+)?$/i.test(host)) return null;
  return { origin: `https://${host}`, development: match[1] === 'test' };
}

/**
 * The API's origin when VITE_API_BASE_URL names another origin; null for a
 * base path on the app's own origin (or none).
 * @param {string | undefined} apiBaseUrl
 * @returns {string | null}
 */
function apiOrigin(apiBaseUrl) {
  const text = apiBaseUrl?.trim() ?? '';
  if (!/^https?:\/\//i.test(text)) return null;
  return new URL(text).origin;
}

/**
 * Where VITE_CSP_REPORT_URI sends violation reports, or null when it is unset.
 * The URL goes into the policy bare and into Reporting-Endpoints quoted (and
 * into nginx's quotes), so it must be https, without credentials, and free of
 * what would end a directive or a quoted string there.
 * @param {string | undefined} reportUri
 * @returns {string | null}
 */
function cspReportUrl(reportUri) {
  const text = reportUri?.trim() ?? '';
  if (!text) return null;
  const url = URL.canParse(text) ? new URL(text) : null;
  const credentials = url?.username || url?.password;
  if (url?.protocol === 'https:' && !credentials && !/[;,"\\$]/.test(url.href)) return url.href;
  throw new Error(
    `VITE_CSP_REPORT_URI is not valid: "${text}" is not an https URL free of credentials and of ; , $ \\. ` +
      'Expected: the https URL of a CSP report collector, e.g. https://csp.clinic.example/reports, or nothing.',
  );
}

/**
 * The Content-Security-Policy directives for a build: its Clerk key (none for
 * the demo, which needs only its own origin and its mock API's service worker),
 * its API base URL and, when set, where violations are reported. Reports go by
 * both report-to (the Reporting API, with the Reporting-Endpoints header) and
 * the older report-uri, which browsers without report-to still read and those
 * with it ignore (MDN, "CSP: report-uri").
 * @param {{ publishableKey?: string, apiBaseUrl?: string, cspReportUri?: string }} build
 * @returns {[string, string[]][]}
 */
export function contentSecurityPolicy({ publishableKey, apiBaseUrl, cspReportUri }) {
  const clerk = clerkFrontendApi(publishableKey);
  const reportUrl = cspReportUrl(cspReportUri);
  const api = apiOrigin(apiBaseUrl);
  // A development key may name any of Clerk's development hosts; a production key, its own.
  const frontendApi =
    clerk?.development && clerk.origin.endsWith(`.${CLERK_DEVELOPMENT_DOMAIN}`)
      ? `https://*.${CLERK_DEVELOPMENT_DOMAIN}`
      : clerk?.origin;
  const withClerk = (/** @type {string[]} */ ...sources) => (clerk ? sources : []);
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...withClerk(frontendApi, CLOUDFLARE_CHALLENGES, CLERK_PROTECT)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", ...withClerk(CLERK_IMAGES)]],
    [
      'connect-src',
      ["'self'", ...(api ? [api] : []), ...withClerk(frontendApi, `${CLERK_PROTECT}:*`)],
    ],
    ['worker-src', ["'self'", ...withClerk('blob:')]],
    ['frame-src', clerk ? [CLOUDFLARE_CHALLENGES, CLERK_PROTECT] : ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ...(reportUrl
      ? [
          ['report-uri', [reportUrl]],
          ['report-to', [CSP_REPORT_ENDPOINT]],
        ]
      : []),
  ];
}

/**
 * Every security header of a build, in the order they are written.
 * @param {{ publishableKey?: string, apiBaseUrl?: string, cspReportUri?: string }} build
 * @returns {Record<string, string>}
 */
export function securityHeaders(build) {
  const reportUrl = cspReportUrl(build.cspReportUri);
  return {
    'Content-Security-Policy': contentSecurityPolicy(build)
      .map(([directive, sources]) => [directive, ...sources].join(' '))
      .join('; '),
    ...(reportUrl && { 'Reporting-Endpoints': `${CSP_REPORT_ENDPOINT}="${reportUrl}"` }),
    // Nothing here films, listens, locates or takes payments: no page, nor any frame in it, may ask.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    // No window another site opens, or that opens this one, keeps a handle on it. Clerk signs in
    // by redirect; its popup sign-in (not used here) would need same-origin-allow-popups.
    'Cross-Origin-Opener-Policy': 'same-origin',
    // The origin only, never a path: patient record ids stay out of other sites' logs.
    'Referrer-Policy': 'strict-origin',
    'X-Content-Type-Options': 'nosniff',
    // Ignored over plain HTTP (vite preview), kept so the deployed header set is this one.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  };
}

/**
 * The page itself (`index.html`, which every address of the app serves) is never stored: not by
 * a proxy or the browser's cache, and, in browsers that honour it there, not in the
 * back-forward cache, which would bring a signed-in page back on Back after a sign-out (ASVS
 * 3.3.1; the app reloads a page restored from it anyway: docs/architecture.md, "Sessions").
 * A new build is seen at once too.
 */
export const DOCUMENT_CACHE = 'no-store';

/**
 * The build's hashed files (Vite's `assets/`): a file's name changes with its content, so a
 * browser keeps it a year and never asks again. Without this, every signed-in screen a provider
 * opens asks the server again for each of its some 60 files, a round trip each, before it can
 * draw (README, "Lighthouse").
 */
const HASHED_ASSETS = '/assets/*';
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * The headers as a `_headers` file, which Netlify and Cloudflare Pages read
 * from the site's root (and `vite preview` from the build's): the security
 * headers and the page's cache on every path, and on the hashed files their own
 * cache, which a later block's header replaces (Netlify, `vite preview`).
 * @param {Record<string, string>} headers
 */
export function headersFile(headers) {
  const block = (/** @type {string} */ path, /** @type {Record<string, string>} */ values) => [
    path,
    ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`),
  ];
  return [
    ...block('/*', { ...headers, 'Cache-Control': DOCUMENT_CACHE }),
    ...block(HASHED_ASSETS, { 'Cache-Control': HASHED_ASSET_CACHE }),
    '',
  ].join('\n');
}

/**
 * The headers a `_headers` file gives one path: those of every block whose path matches it
 * (a path, or a prefix ending in `*`), a later block's value replacing an earlier one's.
 * @param {string} text
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersForPath(text, pathname) {
  /** @type {Record<string, string>} */
  const headers = {};
  let applies = false;
  for (const line of text.split('\n')) {
    const header = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    if (header) {
      if (applies) headers[header[1]] = header[2];
    } else if (line.trim()) {
      const path = line.trim();
      applies = path.endsWith('*') ? pathname.startsWith(path.slice(0, -1)) : pathname === path;
    }
  }
  return headers;
}

/**
 * The headers as nginx `add_header` lines, for `include` in a server block.
 * A quote inside a value (Reporting-Endpoints quotes its URL) is escaped as `\"`.
 * @param {Record<string, string>} headers
 */
export function nginxSnippet(headers) {
  const lines = Object.entries(headers).map(
    ([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`,
  );
  return [...lines, ''].join('\n');
}
