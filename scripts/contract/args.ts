/**
 * The check's arguments. Nothing here echoes one: any argument may be a token (a stray value,
 * a flag mistyped around one), so a problem is named by its kind, never quoted.
 */
import { parseArgs } from 'node:util';

const USAGE =
  'Usage: npm run contract -- --api URL --token TOKEN [--token TOKEN ...] [--limit N]\n' +
  '                           [--write --test-backend]\n' +
  '  (CONTRACT_TOKEN stands in for --token, CONTRACT_TEST_BACKEND=yes for --test-backend;\n' +
  '   see docs/api/README.md)';

/** Patients read one by one when --limit is not given: enough to see a pattern, quickly. */
const DEFAULT_LIMIT = 200;

export interface Options {
  baseUrl: string;
  tokens: string[];
  limit: number;
  write: boolean;
}

/** By parseArgs's code: its own words quote the argument. */
const argumentProblems: Record<string, string> = {
  ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL:
    'Unexpected argument (not shown: it may be a token). Every value follows --api, --token or --limit.',
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

function limitOf(limit: string | undefined): number {
  if (limit === undefined) return DEFAULT_LIMIT;
  if (!/^\d{1,7}$/.test(limit.trim()) || Number(limit) < 1) {
    usageError('--limit must be a whole number from 1 to 9999999 (not shown: it may be a token).');
  }
  return Number(limit);
}

/** The options, or the process ends: 0 after --help, 2 for bad arguments. */
export function optionsOf(): Options {
  let values: {
    api?: string;
    token?: string[];
    limit?: string;
    write?: boolean;
    'test-backend'?: boolean;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      options: {
        api: { type: 'string' },
        token: { type: 'string', multiple: true },
        limit: { type: 'string' },
        write: { type: 'boolean' },
        'test-backend': { type: 'boolean' },
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
    process.exit(0);
  }
  const baseUrl = baseUrlOf(values.api);
  const tokens = (values.token ?? [process.env.CONTRACT_TOKEN ?? ''])
    .map((token) => token.trim().replace(/^Bearer\s+/i, ''))
    .filter(Boolean);
  if (tokens.length === 0) usageError('Missing --token (or CONTRACT_TOKEN).');
  const limit = limitOf(values.limit);
  // Writes leave records behind: only where the clinic says, twice over, the backend is a test one.
  const testBackend =
    values['test-backend'] === true || process.env.CONTRACT_TEST_BACKEND?.trim() === 'yes';
  if (values.write && !testBackend) {
    usageError(
      'Refused: --write creates test records that stay (the API has no delete call), so it runs ' +
        'only against a test backend. Say this backend is one with --test-backend, or ' +
        'CONTRACT_TEST_BACKEND=yes, and never against one holding real patients.',
    );
  }
  return { baseUrl, tokens, limit, write: values.write === true };
}
