/**
 * `npm run contract` (scripts/contract.ts, docs/api/README.md) over real HTTP: against the mock
 * API served the way `npm run mock-api` serves it (both profiles), against it with MSW handlers
 * put before its own to make one answer wrong, and against small servers whose answers have
 * the wrong shape.
 */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from '@mswjs/http-middleware';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockDb, type MockDb } from '../src/mocks/db';
import { createHandlers } from '../src/mocks/handlers';
import { restrictedTo } from '../src/mocks/handlers/guard';

/** The tokens the mock API takes (src/auth/demo/demo-identity.ts), as docs/api/README.md gives them. */
const SUPERUSER_TOKEN = 'demo.superuser.session.contract';
const PROVIDER_TOKEN = 'demo.provider.session.contract';
const BOTH_TOKENS = ['--token', SUPERUSER_TOKEN, '--token', PROVIDER_TOKEN];

const ORGANIZATIONS = 'GET /api/organizations';
const ORGANIZATION = 'GET /api/organizations/get/{organization_id}';
const PROVIDERS = 'GET /api/providers/organizations/{organization_id}';
const PATIENTS = 'GET /api/patients';
const PATIENT = 'GET /api/patients/get/{patient_uuid}';
const RECOMMENDATIONS = 'GET /api/patients/get/{patient_uuid}/recommendations';
const WHOAMI = 'GET /api/auth/whoami';
const READ_CALLS = [
  WHOAMI,
  ORGANIZATIONS,
  ORGANIZATION,
  PROVIDERS,
  PATIENTS,
  PATIENT,
  RECOMMENDATIONS,
];
const WRITE_CALLS = [
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/organizations/create',
  'POST /api/providers/create',
  'POST /api/patients/set',
  'POST /api/patients/set/{patient_uuid}',
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
      {
        timeout: 60_000,
        env: { ...process.env, CONTRACT_TOKEN: '', CONTRACT_TEST_BACKEND: '', ...env },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

/**
 * The report's rows for one call ("GET /api/patients"), each with the lines of detail below
 * it, joined by newlines.
 */
function rowsFor(stdout: string, call: string): string[] {
  const rows: string[] = [];
  for (const line of stdout.split('\n')) {
    if (/^\S/.test(line)) rows.push(line);
    else if (/^\s+\S/.test(line) && rows.length) rows[rows.length - 1] += `\n${line.trim()}`;
  }
  return rows.filter((row) => row.startsWith(`${call} `));
}

/** The row of `call` whose "what was done" says `done`. */
function rowOf(stdout: string, call: string, done: string): string {
  const row = rowsFor(stdout, call).find((each) => each.split('\n')[0]!.includes(done));
  if (!row) throw new Error(`No row "${call}" ${done} in:\n${stdout}`);
  return row;
}

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

/**
 * A backend for the tests around: the server `listen` starts on a free port before them, closed
 * after them; its base URL once it listens.
 */
function served(listen: (port: 0, host: string) => Server) {
  const backend = { api: '' };
  let server: Server;
  beforeAll(async () => {
    server = listen(0, '127.0.0.1');
    backend.api = await urlOf(server);
  });
  afterAll(() => close(server));
  return backend;
}

/**
 * A backend that answers each path of `answers` with its status and JSON body and any other
 * with 404, each request told to `onRequest` first.
 */
function answering(
  answers: Record<string, [number, unknown]>,
  onRequest: (request: IncomingMessage) => void = () => {},
) {
  const server = createHttpServer((request, response) => {
    onRequest(request);
    const [status, body] = answers[request.url ?? ''] ?? [404, { detail: 'Not found.' }];
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  return served((port, host) => server.listen(port, host));
}

/** The mock API as scripts/mock-api.ts serves it, on a free port, `before` its own handlers. */
const mockApi = (db: MockDb, before: HttpHandler[] = []) =>
  served((port, host) => createServer(...before, ...createHandlers(db)).listen(port, host));

/** Every text a patient record holds, of a length no word of the report could match by chance. */
function patientTexts(db: MockDb): string[] {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string' && value.length >= 6) texts.push(value);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
  };
  for (const { uuid } of db.listPatients()) collect(db.getPatient(uuid));
  return texts;
}

describe('the contract check against the mock API', { timeout: 60_000 }, () => {
  const db = createMockDb();
  const served = mockApi(db);

  it('finds every read call OK with a superuser and a provider token, and prints no patient data', async () => {
    const { code, stdout, stderr } = await contract(['--api', served.api, ...BOTH_TOKENS]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    for (const call of READ_CALLS) {
      const rows = rowsFor(stdout, call);
      expect(rows.length, call).toBeGreaterThan(0);
      for (const row of rows) expect(row.split('\n')[0], call).toMatch(/\s(200|401|404|-)\s+OK\s/);
    }
    expect(rowsFor(stdout, WHOAMI).filter((row) => row.includes('read as token'))).toHaveLength(2);
    for (const call of WRITE_CALLS) {
      expect(rowsFor(stdout, call), call).toEqual([
        expect.stringMatching(/^POST \S+\s+not sent\s+-\s+skipped\s/),
      ]);
    }
    expect(stdout).toContain('20 OK, 0 differ, 0 failed, 6 skipped, 0 notes');

    // Every item of every list, every listed record.
    expect(rowOf(stdout, ORGANIZATIONS, 'list')).toContain('2 organizations, every item checked');
    expect(rowOf(stdout, ORGANIZATION, 'read each of 2 listed')).toContain('2 of 2 reads');
    expect(rowOf(stdout, PROVIDERS, 'list for each of 2 organizations')).toContain('2 of 2 lists');
    expect(rowOf(stdout, PATIENTS, 'list')).toContain('5 patients, every item checked');
    expect(rowOf(stdout, PATIENT, 'read each of 5 listed')).toContain('5 of 5 reads');
    expect(rowOf(stdout, PATIENT, 'catalog fields absent')).toContain(
      'every record holds all 116 catalog fields',
    );
    // The mock's ids are whole numbers.
    expect(rowOf(stdout, ORGANIZATIONS, 'list')).toContain('ids: number');
    expect(rowOf(stdout, PROVIDERS, 'list for each')).toContain('ids: number');

    // No patient data: ids are placeholders, and no email, uuid, value or token appears.
    expect(stdout).toContain(RECOMMENDATIONS);
    expect(stdout).not.toContain('@');
    const texts = patientTexts(db);
    expect(texts.length).toBeGreaterThan(100);
    for (const text of texts) expect(stdout).not.toContain(text);
    for (const token of [SUPERUSER_TOKEN, PROVIDER_TOKEN]) expect(stdout).not.toContain(token);
  });

  it('checks the error bodies: 404 for ids no record has, 401 for each read without a token', async () => {
    const { stdout } = await contract(['--api', served.api, ...BOTH_TOKENS]);
    expect(rowOf(stdout, ORGANIZATION, 'an id no organization has')).toMatch(
      /\s404\s+OK\s+body: \{detail: text\}/,
    );
    expect(rowOf(stdout, PATIENT, 'a uuid no patient has')).toMatch(
      /\s404\s+OK\s+body: \{detail: text\}/,
    );
    for (const call of READ_CALLS) {
      expect(rowOf(stdout, call, 'without a token'), call).toMatch(/\s401\s+OK\s+body: /);
    }
  });

  it('reads the listed patients up to --limit, and says the cap was reached', async () => {
    const { code, stdout } = await contract(['--api', served.api, ...BOTH_TOKENS, '--limit', '2']);
    expect(code).toBe(0);
    const row = rowOf(stdout, PATIENT, 'read the first 2 listed');
    expect(row).toContain('2 of 2 reads as the app expects');
    expect(row).toContain('cap reached: the first 2 of 5 read (--limit 2)');
    expect(rowOf(stdout, PATIENT, 'catalog fields absent')).toContain('(2 records)');
  });

  it("skips what one token's role may not ask for, and takes the token from CONTRACT_TOKEN", async () => {
    const { code, stdout } = await contract(['--api', served.api], {
      CONTRACT_TOKEN: PROVIDER_TOKEN,
    });
    expect(code).toBe(0);
    expect(rowOf(stdout, ORGANIZATIONS, 'list')).toMatch(/403\s+skipped\s+forbidden/);
    expect(rowOf(stdout, ORGANIZATION, 'for each listed')).toMatch(/skipped\s+needs ids/);
    expect(rowOf(stdout, PATIENTS, 'list')).toMatch(/200\s+OK\s/);
  });

  it('fails on a token the server refuses', async () => {
    const { code, stdout } = await contract(['--api', served.api, '--token', 'not-a-demo-token']);
    expect(code).toBe(1);
    expect(rowOf(stdout, WHOAMI, 'read as token #1')).toMatch(
      /401\s+failed\s+this token is refused/,
    );
  });
});

describe('every item of every list, every record field by field', { timeout: 60_000 }, () => {
  const db = createMockDb();
  const [, second] = db.listPatients();
  const SECRET_HEIGHT = 'sixty-four-secret-inches';
  const SECRET_COLOUR = 'secret-heliotrope';
  const served = mockApi(db, [
    // The second item of each list is wrong, the first right.
    http.get(
      '*/api/organizations',
      restrictedTo(['superuser'], () => {
        const [first, next] = db.listOrganizations();
        return HttpResponse.json([first, { ...next, name: 42 }]);
      }),
    ),
    http.get(
      '*/api/patients',
      restrictedTo(['provider'], () => {
        const [first, next] = db.listPatients();
        return HttpResponse.json([first, next, { name: 'No Uuid Or Email' }]);
      }),
    ),
    // The second patient's record: a wrong-typed field, one outside its options, an unknown key.
    http.get('*/api/patients/get/:uuid', ({ params, request }) => {
      // Without a token, the mock's own handler refuses it.
      if (params.uuid !== second!.uuid || !request.headers.has('Authorization')) return undefined;
      const patient = db.getPatient(second!.uuid)!;
      return HttpResponse.json({
        ...patient,
        information: {
          ...patient.information,
          height: SECRET_HEIGHT,
          gender: 'secret-gender-word',
          favourite_colour: SECRET_COLOUR,
        },
      });
    }),
  ]);

  it('catches a bad second item of a list, and reads the good ones', async () => {
    const { code, stdout } = await contract(['--api', served.api, ...BOTH_TOKENS]);
    expect(code).toBe(1);
    const organizations = rowOf(stdout, ORGANIZATIONS, 'list');
    expect(organizations).toMatch(/200\s+differs\s+2 organizations, every item checked/);
    expect(organizations).toContain('[*].name: expected string, got number in 1 item');
    expect(rowOf(stdout, ORGANIZATION, 'read each of 1 listed')).toMatch(/\sOK\s/);
    const patients = rowOf(stdout, PATIENTS, 'list');
    expect(patients).toMatch(/differs\s+3 patients, every item checked/);
    expect(patients).toContain('[*].uuid: missing (expected string) in 1 item');
    expect(patients).toContain('[*].email: missing (expected string) in 1 item');
    expect(rowOf(stdout, PATIENT, 'read each of 2 listed')).toContain('2 of 2 reads');
  });

  it('names a wrong-typed field and an unknown key by key, never by value', async () => {
    const { stdout } = await contract(['--api', served.api, ...BOTH_TOKENS]);
    const fields = rowOf(stdout, PATIENT, "catalog fields' type and value (2 records)");
    expect(fields).toMatch(/-\s+differs\s/);
    expect(fields).toContain('height: expected a whole number, got type string in 1 record');
    expect(fields).toContain(
      'gender: expected one of the 3 options, got a value outside them in 1 record',
    );
    const unknown = rowOf(stdout, PATIENT, 'keys not in the catalog');
    expect(unknown).toMatch(/-\s+note\s+unknown key favourite_colour in 1 record/);
    for (const value of [SECRET_HEIGHT, SECRET_COLOUR, 'secret-gender-word', 'No Uuid']) {
      expect(stdout).not.toContain(value);
    }
  });
});

describe('ids of either type', { timeout: 60_000 }, () => {
  const db = createMockDb();
  // As a backend whose ids are text: the spec gives them no type.
  const organization = { id: 'org-north', name: 'North Clinic', unique_key: 'north' };
  const superuser = ['superuser'] as const;
  const served = mockApi(db, [
    http.get(
      '*/api/organizations',
      restrictedTo(superuser, () => HttpResponse.json([organization])),
    ),
    http.get(
      '*/api/organizations/get/:id',
      restrictedTo(superuser, ({ params }) =>
        params.id === organization.id
          ? HttpResponse.json(organization)
          : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    ),
    http.get(
      '*/api/providers/organizations/:id',
      restrictedTo(superuser, () =>
        HttpResponse.json([{ id: 'provider-7', email: 'ana@north.example' }]),
      ),
    ),
  ]);

  it('accepts text ids and says so, as it says "ids: number" of whole numbers', async () => {
    const { code, stdout } = await contract(['--api', served.api, ...BOTH_TOKENS]);
    expect(code).toBe(0);
    expect(rowOf(stdout, ORGANIZATIONS, 'list')).toMatch(/200\s+OK\s[\s\S]*ids: text/);
    expect(rowOf(stdout, ORGANIZATION, 'read each of 1 listed')).toMatch(/\sOK\s/);
    expect(rowOf(stdout, PROVIDERS, 'list for each')).toMatch(/\sOK\s[\s\S]*ids: text/);
    for (const value of ['org-north', 'provider-7', 'North Clinic']) {
      expect(stdout).not.toContain(value);
    }
  });
});

describe('the contract check against the mock API with text ids', { timeout: 60_000 }, () => {
  // As `MOCK_PROFILE=sparse npm run mock-api` serves it: the spec gives ids no type.
  const served = mockApi(createMockDb({ profile: 'sparse' }));

  it('finds the organization and provider reads OK, and says the ids are text', async () => {
    const { code, stdout } = await contract(['--api', served.api, '--token', SUPERUSER_TOKEN]);
    expect(code).toBe(0);
    for (const call of [ORGANIZATIONS, ORGANIZATION, PROVIDERS]) {
      expect(rowsFor(stdout, call)[0]!.split('\n')[0], call).toMatch(/\s200\s+OK\s/);
    }
    expect(rowOf(stdout, ORGANIZATIONS, 'list')).toContain('ids: text');
    expect(rowOf(stdout, PROVIDERS, 'list for each')).toContain('ids: text');
  });
});

describe('--write', { timeout: 60_000 }, () => {
  const write = ['--write', '--test-backend'];

  describe('against the mock API, which merges an update', () => {
    const db = createMockDb();
    const served = mockApi(db);

    it('is refused without the word that the backend is a test one, and sends nothing', async () => {
      const before = db.listOrganizations().length;
      const { code, stdout, stderr } = await contract([
        '--api',
        served.api,
        ...BOTH_TOKENS,
        '--write',
      ]);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toContain('Refused: --write creates test records');
      expect(stderr).toContain('--test-backend');
      expect(db.listOrganizations()).toHaveLength(before);
    });

    it('creates, reads back and updates test records, and says they remain', async () => {
      const { code, stdout } = await contract(['--api', served.api, ...BOTH_TOKENS, '--write'], {
        CONTRACT_TEST_BACKEND: 'yes',
      });
      expect(code).toBe(0);
      const create = 'POST /api/organizations/create';
      expect(rowOf(stdout, create, 'create a test organization')).toMatch(
        /201\s+OK\s+answered \{id\}; ids: number/,
      );
      expect(rowOf(stdout, ORGANIZATION, 'read the test organization back')).toMatch(/200\s+OK\s/);
      expect(rowOf(stdout, create, 'same unique_key')).toMatch(
        /400\s+OK\s+body: a list of 1 \[field, message\] pair/,
      );
      expect(rowOf(stdout, 'POST /api/patients/set', 'create a test patient')).toMatch(
        /201\s+OK\s/,
      );
      expect(rowOf(stdout, PATIENT, 'read the test patient back')).toContain(
        '8 of 8 answers as sent',
      );
      const updated = rowOf(stdout, PATIENT, 'read back after the update');
      expect(updated).toContain('changed answer height: kept');
      expect(updated).toContain('new answer weight: kept');
      expect(rowOf(stdout, PATIENT, 'merge or replace')).toMatch(
        /note\s+merges: sexual_activity, left out, was kept/,
      );
      const left = rowOf(stdout, '-', 'test records left behind');
      expect(left).toContain('the spec has no delete call');
      expect(left).toMatch(/organization "ContraRx contract check \d{8}T\d{6}Z"/);
      expect(left).toMatch(
        /patient named "Contract Check", email contract-check\+\d{8}T\d{6}Z at example.invalid/,
      );

      // The records are there, marked as the report says.
      expect(db.listOrganizations().map(({ unique_key }) => unique_key)).toContainEqual(
        expect.stringMatching(/^contrarx-contract-\d{8}T\d{6}Z$/),
      );
      const tested = db.listPatients().find(({ name }) => name === 'Contract Check');
      expect(tested?.email).toMatch(/^contract-check\+\d{8}T\d{6}Z@example\.invalid$/);
      // Still nothing but placeholders, keys and types.
      expect(stdout).not.toContain('@');
      expect(stdout).not.toContain(tested!.uuid);
    });
  });

  describe('against a backend that keeps only the answers a record already holds', () => {
    const db = createMockDb();
    const dropping: MockDb = {
      ...db,
      updatePatient(uuid, input) {
        const stored = db.getPatient(uuid);
        if (!stored) return undefined;
        const known = Object.entries(input.information).filter(
          ([key]) => key in stored.information,
        );
        return db.updatePatient(uuid, { ...input, information: Object.fromEntries(known) });
      },
    };
    const served = mockApi(dropping);

    it('reports the new answer as dropped, and fails', async () => {
      const { code, stdout } = await contract(['--api', served.api, ...BOTH_TOKENS, ...write]);
      expect(code).toBe(1);
      const updated = rowOf(stdout, PATIENT, 'read back after the update');
      expect(updated).toMatch(/200\s+differs\s+changed answer height: kept/);
      expect(updated).toContain('new answer weight: dropped');
    });
  });

  describe('against the sparse profile, which replaces a record on update', () => {
    const db = createMockDb({ profile: 'sparse' });
    const served = mockApi(db);

    it('names the sparse records and the replacing', async () => {
      const { code, stdout } = await contract(['--api', served.api, ...BOTH_TOKENS, ...write]);
      expect(code).toBe(0);
      const absent = rowOf(stdout, PATIENT, 'catalog fields absent');
      expect(absent).toMatch(/note\s+4 of 5 records sparse, by list position: #2, #3, #4, #5/);
      expect(absent).toContain('1 empty ({}): #5');
      expect(absent).toContain('sparse: 116 of 116 fields absent in 1 record');
      expect(rowOf(stdout, PATIENT, 'merge or replace')).toMatch(
        /note\s+replaces: sexual_activity, left out, is gone/,
      );
    });
  });

  describe('against a backend that refuses a duplicate without the error pairs', () => {
    const db = createMockDb();
    const served = mockApi(db, [
      http.post('*/api/organizations/create', async ({ request }) => {
        const { unique_key } = (await request.clone().json()) as { unique_key: string };
        const taken = db.listOrganizations().some((each) => each.unique_key === unique_key);
        return taken ? HttpResponse.json({ detail: 'Taken.' }, { status: 400 }) : undefined;
      }),
    ]);

    it('says the body differs from the spec', async () => {
      const { code, stdout } = await contract(['--api', served.api, ...BOTH_TOKENS, ...write]);
      expect(code).toBe(1);
      expect(rowOf(stdout, 'POST /api/organizations/create', 'same unique_key')).toMatch(
        /400\s+differs\s+body: \{detail: text\}\n.*expected a list of \[field, message\] pairs/,
      );
    });
  });
});

describe('the contract check against a backend with the wrong shapes', { timeout: 60_000 }, () => {
  // Of a uuid's shape: the request functions refuse any other id (src/api/ids.ts).
  const SECRET_UUID = 'c0ffee00-5ec7-4e7a-8000-00000000ca11';
  const SECRET_EMAIL = 'jane.secret@example.test';
  const answers: Record<string, [number, unknown]> = {
    '/api/auth/whoami': [200, { user_type: 7 }],
    // An id may be text or a whole number (src/api/schemas.ts), not a fraction or a flag, nor
    // text a path segment cannot hold (src/api/ids.ts); a missing unique_key is a difference.
    '/api/organizations': [
      200,
      [
        { id: 4242.5, name: 'Secret Clinic' },
        { id: true, name: 'Secret Clinic' },
        { id: 'x/../4242', name: 'Secret Clinic', unique_key: 'secret-clinic' },
      ],
    ],
    '/api/patients': [200, [{ uuid: SECRET_UUID, email: SECRET_EMAIL, name: 'Jane Secret' }]],
    [`/api/patients/get/${SECRET_UUID}`]: [
      200,
      { uuid: SECRET_UUID, email: SECRET_EMAIL, information: 'Jane Secret' },
    ],
    [`/api/patients/get/${SECRET_UUID}/recommendations`]: [500, { detail: 'Jane Secret' }],
  };
  const seen: { method: string; url: string; authorization: string | undefined }[] = [];
  const backend = answering(answers, (request) =>
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
    }),
  );

  it('reports each difference by field path, fails, and sends only GETs', async () => {
    const { code, stdout } = await contract(['--api', backend.api, '--token', 'any-token']);
    expect(code).toBe(1);
    expect(rowOf(stdout, WHOAMI, 'read as token #1')).toMatch(
      /200\s+differs\s+user_type: expected string, got number/,
    );
    const organizations = rowOf(stdout, ORGANIZATIONS, 'list');
    expect(organizations).toContain('[*].id: expected string or int, got number in 1 item');
    expect(organizations).toContain('[*].id: expected string or number, got boolean in 1 item');
    expect(organizations).toContain('[*].unique_key: missing (expected string) in 2 items');
    expect(organizations).toContain(
      '[*].id: not of a shape the app puts in a path, so it never asks for it in 1 item',
    );
    expect(rowOf(stdout, PATIENT, 'read each of 1 listed')).toContain(
      'information: expected record, got string in 1 read',
    );
    expect(rowOf(stdout, ORGANIZATION, 'for each listed')).toMatch(
      /skipped\s+the organizations list holds no/,
    );
    expect(rowOf(stdout, PATIENTS, 'list')).toMatch(/200\s+OK\s/);
    expect(rowOf(stdout, RECOMMENDATIONS, 'read for the first')).toMatch(
      /500\s+failed\s+answered 500$/,
    );
    // It answers without a token too: open to anyone, which fails.
    expect(rowOf(stdout, WHOAMI, 'without a token')).toMatch(
      /200\s+failed\s+answered without a token/,
    );
    expect(rowOf(stdout, PATIENT, 'a uuid no patient has')).toMatch(/404\s+OK\s/);

    expect(new Set(seen.map(({ method }) => method))).toEqual(new Set(['GET']));
    // Every request carries the token but the seven sent without one to see them refused.
    const withoutToken = seen.filter(({ authorization }) => authorization === undefined);
    expect(withoutToken).toHaveLength(READ_CALLS.length);
    expect(seen.filter(({ authorization }) => authorization !== undefined)).toEqual(
      seen
        .filter(({ authorization }) => authorization !== undefined)
        .map((request) => ({ ...request, authorization: 'Bearer any-token' })),
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

  it('needs --limit to be a whole number of at least 1', async () => {
    for (const limit of ['0', '-3', 'ten', '2.5']) {
      const run = await contract([
        '--api',
        'http://127.0.0.1:9',
        '--token',
        'x',
        `--limit=${limit}`,
      ]);
      expect(run.code, limit).toBe(2);
      expect(run.stderr, limit).toContain('--limit must be a whole number');
    }
  });

  it('refuses --write without --test-backend or CONTRACT_TEST_BACKEND=yes', async () => {
    for (const env of [
      {},
      { CONTRACT_TEST_BACKEND: 'no' },
      { CONTRACT_TEST_BACKEND: 'true' },
    ] as Record<string, string>[]) {
      const run = await contract(['--api', 'http://127.0.0.1:9', '--token', 'x', '--write'], env);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('Refused: --write');
    }
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
      'the value of --limit',
      ['--api', CLOSED, '--token', 'A', '--limit', SECRET],
      {},
      refused('--limit must be a whole number'),
    ],
    [
      'the host of --api, over plain HTTP',
      ['--api', `http://${SECRET}.invalid`, '--token', 'A'],
      {},
      { code: 1, says: ['plain HTTP', 'failed'] },
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
      { code: 1, says: ['failed'] },
    ],
    [
      '--token twice',
      ['--api', CLOSED, '--token', SECRET, '--token', `Bearer ${SECRET}`],
      {},
      { code: 1, says: ['2 tokens', 'failed'] },
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
    const backend = answering({
      '/api/patients': [200, [{ uuid: 'patient-7', email: 'a@example.test', name: 'A' }]],
      '/api/auth/whoami': [200, { user_type: 'provider' }],
    });

    it('reports the id as a difference, and goes on', async () => {
      const { code, stdout } = await contract(['--api', backend.api, '--token', 'any-token']);
      expect(code).toBe(1);
      expect(rowOf(stdout, PATIENTS, 'list')).toMatch(
        /differs[\s\S]*\[\*\]\.uuid: not of a uuid's shape, so the app never asks for it in 1 item/,
      );
      expect(rowOf(stdout, PATIENT, 'for each listed')).toMatch(
        /skipped\s+no listed patient has a uuid's shape/,
      );
      expect(rowOf(stdout, RECOMMENDATIONS, 'for each listed')).toMatch(/skipped/);
      expect(stdout).not.toContain('patient-7');
    });
  },
);
