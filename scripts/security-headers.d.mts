/** Types of security-headers.mjs, for vite.config.ts and the tests. */
export interface SecurityHeadersBuild {
  /** VITE_CLERK_PUBLISHABLE_KEY; absent or malformed: no Clerk hosts. */
  publishableKey?: string;
  /** VITE_API_BASE_URL; another origin is added to connect-src. */
  apiBaseUrl?: string;
  /** VITE_CSP_REPORT_URI; set, violations are reported there. */
  cspReportUri?: string;
}
/** Throws when cspReportUri is set but not an https URL fit for the headers. */
export function contentSecurityPolicy(build: SecurityHeadersBuild): [string, string[]][];
/** Throws when cspReportUri is set but not an https URL fit for the headers. */
export function securityHeaders(build: SecurityHeadersBuild): Record<string, string>;
export function headersFile(headers: Record<string, string>): string;
export const DOCUMENT_CACHE: string;
export const HASHED_ASSET_CACHE: string;
export function headersForPath(text: string, pathname: string): Record<string, string>;
export function nginxSnippet(headers: Record<string, string>): string;
