/**
 * The mock API over HTTP, for end-to-end tests and benchmarks behind
 * `vite preview` (which proxies /api here).
 *
 *   MOCK_API_PORT       port on 127.0.0.1 (default 9090)
 *   MOCK_PATIENTS       pad the sample patients with generated ones up to this count
 *   MOCK_ORGANIZATIONS  pad the two sample organizations with generated ones, each with one
 *                       to four providers, up to this count (not kept by "Reset demo data")
 *   MOCK_PAGING         "off": answer the patient list whole even when a page is asked for, as
 *                       the spec's backend does (docs/api/README.md, "Paging"); default "on"
 *   MOCK_IDS            "text": organization and provider ids as strings ("1", "2", …), as a
 *                       backend with text ids answers (docs/api/README.md, on ids); default
 *                       "number"
 */
import type { Server } from 'node:http';
import { createServer } from '@mswjs/http-middleware';
import { createMockDb } from '../src/mocks/db';
import { createHandlers } from '../src/mocks/handlers';
import { padOrganizations } from '../src/mocks/seed/generated-organizations';

const HOST = '127.0.0.1';

function wholeNumber(name: string, max: number): number | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) > max) {
    console.error(`${name} must be a whole number up to ${max}, got "${raw}".`);
    process.exit(1);
  }
  return Number(raw);
}

const port = wholeNumber('MOCK_API_PORT', 65535) ?? 9090;
const patientCount = wholeNumber('MOCK_PATIENTS', 1_000_000);
const organizationCount = wholeNumber('MOCK_ORGANIZATIONS', 5_000);
const paging = process.env.MOCK_PAGING?.trim() || 'on';
if (paging !== 'on' && paging !== 'off') {
  console.error(`MOCK_PAGING must be "on" or "off", got "${paging}".`);
  process.exit(1);
}

const ids = process.env.MOCK_IDS?.trim() || 'number';
if (ids !== 'number' && ids !== 'text') {
  console.error(`MOCK_IDS must be "number" or "text", got "${ids}".`);
  process.exit(1);
}

const db = createMockDb({ patientCount, ids });
if (organizationCount) padOrganizations(db, organizationCount);
const app = createServer(...createHandlers(db, { paging: paging === 'on' }));
// Typed here because the package's express types are not installed.
const server: Server = app.listen(port, HOST, () => {
  console.info(`Mock API listening on http://${HOST}:${port}`);
});
server.on('error', (error: Error) => {
  console.error(`Mock API could not listen on ${HOST}:${port}: ${error.message}`);
  process.exit(1);
});

function stop(): void {
  server.close(() => process.exit(0));
  // Keep-alive connections (the preview proxy, browsers) would hold close() open.
  server.closeAllConnections();
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
