/**
 * `npm run contract` (scripts/contract.ts, docs/api/README.md) over real HTTP: against the mock
 * API served the way `npm run mock-api` serves it, and against a backend whose answers have the
 * wrong shape.
 */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from '@mswjs/http-middleware';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockDb } from '../src/mocks/db';
import { createHandlers } from '../src/mocks/handlers';

/** The tokens the mock API takes (src/auth/demo/demo-identity.ts), as docs/api/README.md gives them. */
const SUPERUSER_TOKEN = 'demo.superuser.session.contract';
const PROVIDER_TOKEN = 'demo.provider.session.contract';

const READ_CALLS = [
  'whoami',
  'organizations',
  'organization',
  'organizationProviders',
  'patients',
  'patient',
  'patientRecommendations',
];
const WRITE_CALLS = [
  'login',
  'register',
  'organizationCreate',
  'providerCreate',
  'patientCreate',
  'patientUpdate',
];

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `tsx scripts/contract.ts` (what `npm run contract` runs) with these arguments. */
function contract(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      'node_modules/.bin/tsx',
      ['scripts/contract.ts', ...args],
      { timeout: 60_000, env: { ...process.env, CONTRACT_TOKEN: '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

/** The report's rows for one call (whoami has one per token). */
const rowsFor = (stdout: string, call: string) =>
  stdout.split('\n').filter((line) => line.startsWith(`${call} `));

/** The base URL of a server just told to listen on a free port. */
async function urlOf(server: Server): Promise<string> {
  if (!server.listening) await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

describe('the contract check against the mock API', { timeout: 60_000 }, () => {
  const db = createMockDb();
  let server: Server;
  let api = '';

  beforeAll(async () => {
    // As scripts/mock-api.ts serves it, on a free port.
    server = createServer(...createHandlers(db)).listen(0, '127.0.0.1');
    api = await urlOf(server);
  });
  afterAll(() => close(server));

  it('finds every read call OK with a superuser and a provider token', async () => {
    const { code, stdout, stderr } = await contract([
      '--api',
      api,
      '--token',
      SUPERUSER_TOKEN,
      '--token',
      PROVIDER_TOKEN,
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    for (const call of READ_CALLS) {
      const rows = rowsFor(stdout, call);
      expect(rows.length, call).toBeGreaterThan(0);
      for (const row of rows) expect(row, call).toMatch(/\s200\s+OK$/);
    }
    expect(rowsFor(stdout, 'whoami')).toHaveLength(2);
    for (const call of WRITE_CALLS) {
      expect(rowsFor(stdout, call), call).toEqual([
        expect.stringMatching(/^\S+\s+POST\s.*not checked: writes$/),
      ]);
    }
    expect(stdout).toContain('8 OK, 0 with a different shape, 0 failed, 0 skipped');

    // No patient data: ids are placeholders, and no email, uuid or token appears.
    expect(stdout).toContain('/api/patients/get/{patient_uuid}/recommendations');
    expect(stdout).not.toContain('@');
    for (const { uuid } of db.listPatients()) expect(stdout).not.toContain(uuid);
    for (const token of [SUPERUSER_TOKEN, PROVIDER_TOKEN]) expect(stdout).not.toContain(token);
  });

  it("skips what one token's role may not ask for, and takes the token from CONTRACT_TOKEN", async () => {
    const { code, stdout } = await contract(['--api', api], { CONTRACT_TOKEN: PROVIDER_TOKEN });
    expect(code).toBe(0);
    expect(rowsFor(stdout, 'organizations')[0]).toMatch(/403\s+skipped: forbidden/);
    expect(rowsFor(stdout, 'organization')[0]).toMatch(/skipped: needs an id/);
    expect(rowsFor(stdout, 'patients')[0]).toMatch(/200\s+OK$/);
  });

  it('fails on a token the server refuses', async () => {
    const { code, stdout } = await contract(['--api', api, '--token', 'not-a-demo-token']);
    expect(code).toBe(1);
    expect(rowsFor(stdout, 'whoami')[0]).toMatch(/401\s+FAILED/);
  });
});

describe('the contract check against the mock API with text ids', { timeout: 60_000 }, () => {
  let server: Server;
  let api = '';

  beforeAll(async () => {
    // As `MOCK_PROFILE=sparse npm run mock-api` serves it: the spec gives ids no type.
    server = createServer(...createHandlers(createMockDb({ profile: 'sparse' }))).listen(
      0,
      '127.0.0.1',
    );
    api = await urlOf(server);
  });
  afterAll(() => close(server));

  it('finds the organization and provider reads OK', async () => {
    const { code, stdout } = await contract(['--api', api, '--token', SUPERUSER_TOKEN]);
    expect(code).toBe(0);
    for (const call of ['organizations', 'organization', 'organizationProviders']) {
      expect(rowsFor(stdout, call), call).toEqual([expect.stringMatching(/\s200\s+OK$/)]);
    }
  });
});

describe('the contract check against a backend with the wrong shapes', { timeout: 60_000 }, () => {
  // Of a uuid's shape: the request functions refuse any other id (src/api/ids.ts).
  const SECRET_UUID = 'c0ffee00-5ec7-4e7a-8000-00000000ca11';
  const SECRET_EMAIL = 'jane.secret@example.test';
  const answers: Record<string, [number, unknown]> = {
    '/api/auth/whoami': [200, { user_type: 7 }],
    // An id may be text or a whole number (src/api/schemas.ts), not a fraction or a flag.
    '/api/organizations': [
      200,
      [
        { id: 4242.5, name: 'Secret Clinic' },
        { id: true, name: 'Secret Clinic' },
      ],
    ],
    '/api/patients': [200, [{ uuid: SECRET_UUID, email: SECRET_EMAIL, name: 'Jane Secret' }]],
    [`/api/patients/get/${SECRET_UUID}`]: [
      200,
      { uuid: SECRET_UUID, email: SECRET_EMAIL, information: 'Jane Secret' },
    ],
    [`/api/patients/get/${SECRET_UUID}/recommendations`]: [500, { detail: 'Jane Secret' }],
  };
  const seen: { method: string; url: string; authorization: string }[] = [];
  const server = createHttpServer((request, response) => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization ?? '',
    });
    const [status, body] = answers[request.url ?? ''] ?? [404, { detail: 'Not found.' }];
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  let api = '';

  beforeAll(async () => {
    api = await urlOf(server.listen(0, '127.0.0.1'));
  });
  afterAll(() => close(server));

  it('reports each difference by field path, fails, and sends only GETs', async () => {
    const { code, stdout } = await contract(['--api', api, '--token', 'any-token']);
    expect(code).toBe(1);
    expect(stdout).toContain('SHAPE DIFFERS');
    expect(stdout).toContain('- user_type: expected string, got number');
    expect(stdout).toContain('- [*].id: expected string or int, got number');
    expect(stdout).toContain('- [*].id: expected string or number, got boolean');
    expect(stdout).toContain('- [*].unique_key: missing (expected string) (2 times)');
    expect(stdout).toContain('- information: expected record, got string');
    expect(rowsFor(stdout, 'organization')[0]).toMatch(/skipped: needs an id/);
    expect(rowsFor(stdout, 'patients')[0]).toMatch(/200\s+OK$/);
    expect(rowsFor(stdout, 'patientRecommendations')[0]).toMatch(/500\s+FAILED: answered 500$/);

    expect(new Set(seen.map(({ method }) => method))).toEqual(new Set(['GET']));
    expect(seen.map(({ authorization }) => authorization)).toEqual(
      seen.map(() => 'Bearer any-token'),
    );
    // The ids it used came from the list's answer...
    expect(seen.map(({ url }) => url)).toContain(`/api/patients/get/${SECRET_UUID}`);
    // ...and neither they nor any value reach the report.
    for (const secret of [SECRET_UUID, SECRET_EMAIL, 'Secret', '4242', '@', 'any-token']) {
      expect(stdout).not.toContain(secret);
    }
  });
});

describe('the arguments of the contract check', { timeout: 60_000 }, () => {
  it('needs --api and a token', async () => {
    const noApi = await contract(['--token', 'x']);
    expect(noApi.code).toBe(2);
    expect(noApi.stderr).toContain('Missing --api');
    const noToken = await contract(['--api', 'http://127.0.0.1:9']);
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toContain('Missing --token');
  });
});

describe('the output of the contract check', { timeout: 120_000 }, () => {
  // Token-like, and nothing the checker prints otherwise holds it.
  const SECRET = 'eyJhbGciOiJSUzI1NiJ9.Zz9S3CRETt0k3n.c2lnbmF0dXJl';
  const CLOSED = 'http://127.0.0.1:9';
  const USAGE = 'Usage: npm run contract -- --api URL --token TOKEN';
  const refused = (words: string) => ({ code: 2, says: [words, USAGE] });

  const cases: [string, string[], Record<string, string>, { code: number; says: string[] }][] = [
    ['a stray value after --token', ['--token', 'A', SECRET], {}, refused('Unexpected argument')],
    [
      'a stray value before --api',
      [SECRET, '--api', CLOSED, '--token', 'A'],
      {},
      refused('Unexpected argument'),
    ],
    ['a stray value after --api', ['--api', CLOSED, SECRET], {}, refused('Unexpected argument')],
    [
      'a value after --',
      ['--api', CLOSED, '--token', 'A', '--', SECRET],
      {},
      refused('Unexpected argument'),
    ],
    [
      'the value of an unknown flag',
      ['--tokn', SECRET, '--api', CLOSED],
      {},
      refused('Unknown option'),
    ],
    ['a flag of its own', [`--${SECRET}`, '--api', CLOSED], {}, refused('Unknown option')],
    ['short flags', [`-h${SECRET}`], {}, refused('Unknown option')],
    ['the value of a flag that takes none', [`--help=${SECRET}`], {}, refused('lacks its value')],
    ['--token without --api', ['--token', SECRET], {}, refused('Missing --api')],
    [
      '--token=, then a stray value',
      ['--api', CLOSED, `--token=${SECRET}`, 'stray'],
      {},
      refused('Unexpected argument'),
    ],
    ['the value of --api', ['--api', SECRET, '--token', 'A'], {}, refused('--api is not a URL')],
    [
      'the host of --api, over plain HTTP',
      ['--api', `http://${SECRET}.invalid`, '--token', 'A'],
      {},
      { code: 1, says: ['plain HTTP', 'FAILED'] },
    ],
    [
      'CONTRACT_TOKEN, with --token lacking its value',
      ['--api', CLOSED, '--token'],
      { CONTRACT_TOKEN: SECRET },
      refused('lacks its value'),
    ],
    [
      'CONTRACT_TOKEN, with a stray value',
      ['--api', CLOSED, SECRET],
      { CONTRACT_TOKEN: SECRET },
      refused('Unexpected argument'),
    ],
    [
      'CONTRACT_TOKEN',
      ['--api', CLOSED],
      { CONTRACT_TOKEN: SECRET },
      { code: 1, says: ['FAILED'] },
    ],
    [
      '--token twice',
      ['--api', CLOSED, '--token', SECRET, '--token', `Bearer ${SECRET}`],
      {},
      { code: 1, says: ['2 tokens', 'FAILED'] },
    ],
  ];

  it.each(cases)('never holds a token given as %s', async (_, args, env, expected) => {
    const { code, stdout, stderr } = await contract(args, env);
    expect(code).toBe(expected.code);
    for (const words of expected.says) expect(`${stdout}${stderr}`).toContain(words);
    // The secret in any case (a URL's host is lowercased), or any long part of it.
    for (const part of [SECRET, ...SECRET.split('.')]) {
      expect(stdout.toLowerCase()).not.toContain(part.toLowerCase());
      expect(stderr.toLowerCase()).not.toContain(part.toLowerCase());
    }
  });
});

describe(
  'the contract check against a backend with ids the app refuses',
  { timeout: 60_000 },
  () => {
    const server = createHttpServer((request, response) => {
      const body =
        request.url === '/api/patients'
          ? [{ uuid: 'patient-7', email: 'a@example.test', name: 'A' }]
          : request.url === '/api/auth/whoami'
            ? { user_type: 'provider' }
            : { detail: 'Not found.' };
      response.writeHead(
        request.url === '/api/patients' || request.url === '/api/auth/whoami' ? 200 : 404,
        {
          'Content-Type': 'application/json',
        },
      );
      response.end(JSON.stringify(body));
    });
    let api = '';

    beforeAll(async () => {
      api = await urlOf(server.listen(0, '127.0.0.1'));
    });
    afterAll(() => close(server));

    it('reports the id as a difference, and goes on', async () => {
      const { code, stdout } = await contract(['--api', api, '--token', 'any-token']);
      expect(code).toBe(1);
      expect(rowsFor(stdout, 'patient')[0]).toMatch(/SHAPE DIFFERS/);
      expect(stdout).toContain(
        '(id): Not sent: the address does not hold an id of the right shape.',
      );
      expect(rowsFor(stdout, 'patientRecommendations')[0]).toMatch(/SHAPE DIFFERS/);
      expect(stdout).not.toContain('patient-7');
    });
  },
);
