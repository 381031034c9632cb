/**
 * A read-only contract check of a running backend: each read call the app makes, its answer
 * checked against the zod schema the app itself checks it with (src/api/requests.ts and
 * src/api/schemas.ts, which docs/api/openapi.yaml is kept equal to). How to run it:
 * docs/api/README.md.
 *
 *   npm run contract -- --api URL --token TOKEN [--token TOKEN ...]
 *
 *   --api    the backend's base URL, as the app's VITE_API_BASE_URL (the paths start with /api)
 *   --token  a bearer token; give one per role (an administrator's and a provider's) to check
 *            every call. Each call uses the first token the server does not refuse (401, 403).
 *            Without --token, CONTRACT_TOKEN is used, which keeps the token out of shell history.
 *
 * Only GET requests are sent: the calls that write (login, register, create, save) are listed
 * as not checked. Ids for the calls that need one come from the lists' answers.
 *
 * The report holds no patient data: paths with their ids as {placeholders}, statuses and the
 * places where an answer's shape differs (field paths, expected and received types), never a
 * value, an id or a token.
 *
 * Exit status: 0 when every checked answer has the app's shape; 1 when an answer differs or a
 * call failed (no answer, a token refused everywhere, a status other than 2xx, 401 or 403);
 * 2 for bad arguments.
 */
import { parseArgs } from 'node:util';
import type { z } from 'zod/mini';
import { ApiError } from '../src/api/api-error';
import type { ApiClient } from '../src/api/client';
import { REQUEST_TIMEOUT_MS } from '../src/api/client';
import { endpoints } from '../src/api/endpoints';
import { createRequests, type Requests } from '../src/api/requests';

const USAGE =
  'Usage: npm run contract -- --api URL --token TOKEN [--token TOKEN ...]\n' +
  '  (CONTRACT_TOKEN stands in for --token; see docs/api/README.md)';

/** The backend's calls: the demo's reset exists in the mock API only. */
type CallName = Exclude<keyof typeof endpoints, 'demoReset'>;

/** A path with its ids as `{placeholders}`: ids never reach the report. */
const template = (path: string) => decodeURIComponent(path);

/**
 * Every call of the backend, in the order of the report. A Record, so a new endpoint
 * fails the type check here until it is given a row.
 */
const calls: Record<CallName, { method: 'GET' | 'POST'; path: string }> = {
  whoami: { method: 'GET', path: endpoints.whoami },
  login: { method: 'POST', path: endpoints.login },
  register: { method: 'POST', path: endpoints.register },
  organizations: { method: 'GET', path: endpoints.organizations },
  organizationCreate: { method: 'POST', path: endpoints.organizationCreate },
  organization: { method: 'GET', path: template(endpoints.organization('{organization_id}')) },
  organizationProviders: {
    method: 'GET',
    path: template(endpoints.organizationProviders('{organization_id}')),
  },
  providerCreate: { method: 'POST', path: endpoints.providerCreate },
  patients: { method: 'GET', path: endpoints.patients },
  patient: { method: 'GET', path: template(endpoints.patient('{patient_uuid}')) },
  patientCreate: { method: 'POST', path: endpoints.patientCreate },
  patientUpdate: { method: 'POST', path: template(endpoints.patientUpdate('{patient_uuid}')) },
  patientRecommendations: {
    method: 'GET',
    path: template(endpoints.patientRecommendations('{patient_uuid}')),
  },
};

/** One request's outcome. */
type Attempt<T> =
  | { kind: 'ok'; status: number; data: T }
  | { kind: 'differs'; status: number; problems: string[] }
  | { kind: 'refused'; status: number }
  | { kind: 'unanswered'; reason: string };

type Result =
  | { kind: 'ok'; status: number }
  | { kind: 'differs'; status: number; problems: string[] }
  | { kind: 'failed'; status?: number; reason: string }
  | { kind: 'skipped'; status?: number; reason: string }
  | { kind: 'writes' };

interface Row {
  call: CallName;
  /** Which --token answered, as "#1": never the token. */
  token?: string;
  result: Result;
}

/** Carries a request's outcome out of the request functions, which only return data. */
class Outcome extends Error {
  constructor(readonly attempt: Attempt<never>) {
    super(attempt.kind);
  }
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      typeof node === 'object' && node !== null
        ? (node as Record<PropertyKey, unknown>)[key]
        : undefined,
    body,
  );
}

/**
 * The type a field expected: its own, or each of a union's where every option failed on the
 * type alone (an id is "string or int": schemas.ts). Undefined for any other difference.
 */
function expectedType(issue: z.core.$ZodIssue): string | undefined {
  if (issue.code === 'invalid_type') return issue.expected;
  if (issue.code !== 'invalid_union') return undefined;
  const types = issue.errors.map(([only, ...more]) =>
    only?.code === 'invalid_type' && only.path.length === 0 && !more.length
      ? only.expected
      : undefined,
  );
  return types.every(Boolean) ? [...new Set(types)].join(' or ') : undefined;
}

/**
 * Where and how a body differs from its schema: list positions as [*], expected and
 * received types, each once with its count. Never a value.
 */
function describeIssues(issues: readonly z.core.$ZodIssue[], body: unknown): string[] {
  const counts = new Map<string, number>();
  for (const issue of issues) {
    const where =
      issue.path
        .map((key) => (typeof key === 'number' ? '[*]' : `.${String(key)}`))
        .join('')
        .replace(/^\./, '') || '(body)';
    const expected = expectedType(issue);
    const received = expected === undefined ? undefined : valueAt(body, issue.path);
    const what =
      expected === undefined
        ? issue.code
        : received === undefined
          ? `missing (expected ${expected})`
          : `expected ${expected}, got ${typeOf(received)}`;
    const line = `${where}: ${what}`;
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  return [...counts].map(([line, count]) => (count > 1 ? `${line} (${count} times)` : line));
}

/** Why a request got no answer, without the URL (Node's messages can hold it). */
function reasonOf(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`;
  }
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' ? `no answer (${code})` : 'no answer';
}

/** Makes one call of requests.ts with one token, through a fetcher that only ever GETs. */
async function attempt<T>(
  baseUrl: string,
  token: string,
  call: (api: Requests) => Promise<T>,
): Promise<Attempt<T>> {
  let status = 0;
  const client: ApiClient = {
    baseUrl,
    async request(path, schema, options = {}) {
      // The check is read-only whatever a request function asks for.
      if ((options.method ?? 'GET') !== 'GET' || options.body !== undefined) {
        throw new Error(`The contract check sends no writes (${template(path)}).`);
      }
      let response: Response;
      let text: string;
      try {
        response = await fetch(`${baseUrl}${path}`, {
          headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
          // A redirect could carry the token elsewhere: it is reported, not followed.
          redirect: 'manual',
          cache: 'no-store',
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        text = await response.text();
      } catch (error) {
        throw new Outcome({ kind: 'unanswered', reason: reasonOf(error) });
      }
      status = response.status;
      if (!response.ok) throw new Outcome({ kind: 'refused', status });
      let body: unknown;
      try {
        body = text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
      } catch {
        throw new Outcome({ kind: 'differs', status, problems: ['(body): not JSON'] });
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        throw new Outcome({
          kind: 'differs',
          status,
          problems: describeIssues(parsed.error.issues, body),
        });
      }
      return { status, data: parsed.data };
    },
  };
  try {
    const data = await call(createRequests(client));
    return { kind: 'ok', status, data };
  } catch (error) {
    if (error instanceof Outcome) return error.attempt;
    // The app refuses an id of the wrong shape before sending (src/api/ids.ts): a backend whose
    // ids the app would refuse differs from the contract, and the check goes on.
    if (error instanceof ApiError) {
      return { kind: 'differs', status, problems: [`(id): ${error.message}`] };
    }
    throw error;
  }
}

/** A refusal of the token (401) or of its role (403): the next token may be let in. */
const refusedToken = (tried: Attempt<unknown>) =>
  tried.kind === 'refused' && (tried.status === 401 || tried.status === 403);

function resultOf(tried: Attempt<unknown>): Result {
  switch (tried.kind) {
    case 'ok':
      return { kind: 'ok', status: tried.status };
    case 'differs':
      return tried;
    case 'unanswered':
      return { kind: 'failed', reason: tried.reason };
    case 'refused':
      if (tried.status === 403) {
        return { kind: 'skipped', status: 403, reason: "forbidden to every token's role" };
      }
      if (tried.status === 401) {
        return { kind: 'failed', status: 401, reason: 'every token is refused' };
      }
      if (tried.status >= 300 && tried.status < 400) {
        return { kind: 'failed', status: tried.status, reason: 'a redirect (not followed)' };
      }
      return { kind: 'failed', status: tried.status, reason: `answered ${tried.status}` };
  }
}

interface Checked<T> {
  row: Omit<Row, 'call'>;
  data?: T;
}

/** The call with the first token not refused; a 403 from any token outweighs a 401. */
async function withFirstAdmitted<T>(
  baseUrl: string,
  tokens: readonly string[],
  call: (api: Requests) => Promise<T>,
): Promise<Checked<T>> {
  let refusal: Attempt<T> | undefined;
  for (const [index, token] of tokens.entries()) {
    const tried = await attempt(baseUrl, token, call);
    if (refusedToken(tried)) {
      if (refusal?.kind !== 'refused' || refusal.status !== 403) refusal = tried;
      continue;
    }
    return {
      row: { token: `#${index + 1}`, result: resultOf(tried) },
      data: tried.kind === 'ok' ? tried.data : undefined,
    };
  }
  return { row: { result: resultOf(refusal!) } };
}

const skipped = (reason: string): Checked<never> => ({
  row: { result: { kind: 'skipped', reason } },
});

/** An id for the calls that need one: the list's first item's, once the list checked OK. */
function firstOf<T, Id>(
  list: Checked<T[]>,
  name: string,
  idOf: (item: T) => Id,
): { id: Id } | { reason: string } {
  const { kind } = list.row.result;
  if (kind === 'skipped') return { reason: `needs an id from the ${name} list, which was skipped` };
  if (kind !== 'ok' || !list.data) {
    return { reason: `needs an id from the ${name} list, which did not check OK` };
  }
  const [first] = list.data;
  return first === undefined ? { reason: `the ${name} list is empty` } : { id: idOf(first) };
}

async function checkContract(baseUrl: string, tokens: readonly string[]): Promise<Row[]> {
  const rows: Partial<Record<CallName, Omit<Row, 'call'>[]>> = {};
  const check = <T>(call: (api: Requests) => Promise<T>) =>
    withFirstAdmitted(baseUrl, tokens, call);

  // Who-am-I answers every signed-in role: each token is checked, so a refused one shows.
  rows.whoami = [];
  for (const [index, token] of tokens.entries()) {
    const tried = await attempt(baseUrl, token, (api) => api.whoami());
    const result =
      tried.kind === 'refused' && tried.status === 403
        ? { kind: 'failed' as const, status: 403, reason: 'refused to a signed-in user' }
        : tried.kind === 'refused' && tried.status === 401
          ? { kind: 'failed' as const, status: 401, reason: 'this token is refused' }
          : resultOf(tried);
    rows.whoami.push({ token: `#${index + 1}`, result });
  }

  const organizations = await check((api) => api.listOrganizations());
  rows.organizations = [organizations.row];
  const organization = firstOf(organizations, 'organizations', (item) => item.id);
  rows.organization = [
    'id' in organization
      ? (await check((api) => api.getOrganization(organization.id))).row
      : skipped(organization.reason).row,
  ];
  rows.organizationProviders = [
    'id' in organization
      ? (await check((api) => api.listProviders(organization.id))).row
      : skipped(organization.reason).row,
  ];

  const patients = await check((api) => api.listPatients());
  rows.patients = [patients.row];
  const patient = firstOf(patients, 'patients', (item) => item.uuid);
  rows.patient = [
    'id' in patient
      ? (await check((api) => api.getPatient(patient.id))).row
      : skipped(patient.reason).row,
  ];
  rows.patientRecommendations = [
    'id' in patient
      ? (await check((api) => api.getRecommendations(patient.id))).row
      : skipped(patient.reason).row,
  ];

  return (Object.keys(calls) as CallName[]).flatMap((call) =>
    (rows[call] ?? [{ result: { kind: 'writes' } as const }]).map((row) => ({ call, ...row })),
  );
}

const RESULT_WORDS: Record<Result['kind'], string> = {
  ok: 'OK',
  differs: 'SHAPE DIFFERS',
  failed: 'FAILED',
  skipped: 'skipped',
  writes: 'not checked: writes',
};

function formatReport(rows: readonly Row[]): string {
  const table = rows.map(({ call, token, result }) => {
    const status = 'status' in result && result.status !== undefined ? String(result.status) : '-';
    const reason = 'reason' in result ? `: ${result.reason}` : '';
    return {
      cells: [
        call,
        calls[call].method,
        calls[call].path,
        token ?? '-',
        status,
        `${RESULT_WORDS[result.kind]}${reason}`,
      ],
      problems: result.kind === 'differs' ? result.problems : [],
    };
  });
  const header = ['call', 'method', 'path', 'token', 'status', 'result'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...table.map(({ cells }) => cells[column]!.length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  const count = (kind: Result['kind']) => rows.filter((row) => row.result.kind === kind).length;
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...table.flatMap(({ cells, problems }) => [
      line(cells),
      ...problems.map((problem) => `${' '.repeat(4)}- ${problem}`),
    ]),
    '',
    `${count('ok')} OK, ${count('differs')} with a different shape, ${count('failed')} failed, ` +
      `${count('skipped')} skipped, ${count('writes')} not checked (writes)`,
  ].join('\n');
}

const failed = (rows: readonly Row[]) =>
  rows.some(({ result }) => result.kind === 'differs' || result.kind === 'failed');

/**
 * What is wrong with the arguments, by parseArgs's code: its own words quote the argument, and
 * any argument may be a token (a stray value, a flag mistyped around one), so none is echoed.
 */
const argumentProblems: Record<string, string> = {
  ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL:
    'Unexpected argument (not shown: it may be a token). Every value follows --api or --token.',
  ERR_PARSE_ARGS_UNKNOWN_OPTION: 'Unknown option (not shown: it may be a token).',
  ERR_PARSE_ARGS_INVALID_OPTION_VALUE:
    'An option lacks its value, or has one it does not take (not shown: it may be a token).',
};

function usageError(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

/** The base URL, checked, without a trailing slash (as the app's config reads it). */
function baseUrlOf(api: string | undefined): string {
  if (!api) usageError('Missing --api.');
  let url: URL;
  try {
    url = new URL(api);
  } catch {
    usageError('--api is not a URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') usageError('--api must be http(s).');
  if (url.username || url.password) usageError('--api must not hold credentials.');
  if (url.search || url.hash) usageError('--api must not have a query or fragment.');
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol === 'http:' && !loopback) {
    console.warn('Warning: the token goes over plain HTTP to a host other than this machine.');
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

async function main(): Promise<void> {
  let values: { api?: string; token?: string[]; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        api: { type: 'string' },
        token: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    usageError(argumentProblems[(error as { code?: string }).code ?? ''] ?? 'Bad arguments.');
  }
  if (values.help) {
    console.info(USAGE);
    return;
  }
  const baseUrl = baseUrlOf(values.api);
  const tokens = (values.token ?? [process.env.CONTRACT_TOKEN ?? ''])
    .map((token) => token.trim().replace(/^Bearer\s+/i, ''))
    .filter(Boolean);
  if (tokens.length === 0) usageError('Missing --token (or CONTRACT_TOKEN).');

  const rows = await checkContract(baseUrl, tokens);
  console.info(
    // Not the URL either: no argument is ever echoed (argumentProblems says why).
    'Contract check of the backend at --api against src/api/schemas.ts ' +
      `(read-only, ${tokens.length} token${tokens.length === 1 ? '' : 's'})\n`,
  );
  console.info(formatReport(rows));
  process.exitCode = failed(rows) ? 1 : 0;
}

await main();
