/**
 * docs/api/openapi.yaml cannot drift from the client (docs/api/README.md): its response schemas
 * are the JSON Schemas of src/api/schemas.ts, its paths and methods are the ones
 * src/api/requests.ts sends to src/api/endpoints.ts, its request bodies have the fields the
 * request functions' types have, and its error list is one src/api/api-error.ts reads.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
// The full build, in this test only: it reads a JSON Schema back into a checker.
import { fromJSONSchema } from 'zod';
import { z } from 'zod/mini';
import { serverProblems } from './api-error';
import type { ApiClient } from './client';
import { endpoints } from './endpoints';
import { createRequests, type Requests } from './requests';
import * as schemas from './schemas';

type Json = Record<string, unknown>;

interface Operation {
  parameters?: Json[];
  requestBody?: Json;
  responses: Record<string, Json>;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}

// A path, not a URL: jsdom's URL is not one node:fs takes.
const openapiFile = resolvePath(
  dirname(fileURLToPath(import.meta.url)),
  '../../docs/api/openapi.yaml',
);
const openapi = parse(readFileSync(openapiFile, 'utf8')) as OpenApiDocument;

/** What a `$ref` such as `#/components/schemas/Patient` points at in the document. */
function resolve(ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are used: ${ref}`);
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], openapi);
  if (typeof target !== 'object' || target === null) throw new Error(`Nothing at ${ref}`);
  return target as Json;
}

/** An object as it is, or the one its `$ref` points at (responses, parameters). */
function followed(node: Json): Json {
  return typeof node.$ref === 'string' ? followed(resolve(node.$ref)) : node;
}

/** Keywords that describe a schema without changing what it accepts. */
const ANNOTATIONS = new Set([
  '$schema',
  '$comment',
  'title',
  'description',
  'examples',
  'example',
  'deprecated',
]);
const SUBSCHEMA = new Set(['items', 'additionalProperties', 'propertyNames', 'not', 'contains']);
const SUBSCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);

/**
 * A schema with every `$ref` replaced by what it points at (or by its stand-in in `standIns`)
 * and its annotations dropped: two schemas that accept the same bodies the same way compare
 * equal.
 */
function flattened(schema: unknown, standIns: Record<string, unknown> = {}): unknown {
  if (typeof schema !== 'object' || schema === null) return schema;
  const { $ref } = schema as Json;
  if (typeof $ref === 'string') {
    return $ref in standIns ? standIns[$ref] : flattened(resolve($ref), standIns);
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key) || key.startsWith('x-')) continue;
    if (key === 'properties') {
      out[key] = Object.fromEntries(
        Object.entries(value as Json).map(([name, property]) => [
          name,
          flattened(property, standIns),
        ]),
      );
    } else if (SUBSCHEMA.has(key)) out[key] = flattened(value, standIns);
    else if (SUBSCHEMA_LISTS.has(key)) {
      out[key] = (value as unknown[]).map((item) => flattened(item, standIns));
    } else out[key] = value;
  }
  return out;
}

/** What the client accepts, as JSON Schema: extra fields are allowed, as zod strips them. */
const jsonSchemaOf = (schema: z.ZodMiniType) => flattened(z.toJSONSchema(schema, { io: 'input' }));

/**
 * The one schema the document describes more closely than the client checks it: the patient
 * information, field by field from the intake catalog (tests/openapi-patient-information.test.ts),
 * which the client takes as any object and reads by the catalog. Compared with the client's
 * schemas, it stands for the client's open object; the test of PatientInformation below checks
 * that this object takes whatever the documented one does.
 */
const PATIENT_INFORMATION = '#/components/schemas/PatientInformation';
const asClientChecks = (schema: unknown) =>
  flattened(schema, { [PATIENT_INFORMATION]: jsonSchemaOf(schemas.patientInformationSchema) });

const componentSchema = (name: string) => asClientChecks({ $ref: `#/components/schemas/${name}` });

/** A checker for a schema of the document. */
const checkerOf = (schema: unknown) =>
  fromJSONSchema(flattened(schema) as Parameters<typeof fromJSONSchema>[0]);

const isZodSchema = (value: unknown): value is z.ZodMiniType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Each zod schema of schemas.ts with its component's name: userTypeSchema is UserType. */
const zodSchemas = Object.entries(schemas as Record<string, unknown>)
  .filter((entry): entry is [string, z.ZodMiniType] => isZodSchema(entry[1]))
  .map(([name, schema]) => ({
    component: name.replace(/Schema$/, '').replace(/^./, (first) => first.toUpperCase()),
    schema,
  }));

// Request bodies: `full` has every field of the request function's type, `minimal` only the
// required ones. Type-checked against requests.ts, so a field added there fails `tsc` here.
interface BodySample<T> {
  full: T;
  minimal: T;
}
const organizationBody: BodySample<Parameters<Requests['createOrganization']>[0]> = {
  full: { name: 'Clinic', unique_key: 'clinic' },
  minimal: { name: 'Clinic', unique_key: 'clinic' },
};
const providerBody: BodySample<Parameters<Requests['createProvider']>[0]> = {
  // The organization's id as the backend gave it: a number from one, text from another.
  full: { organization_id: 1, email: 'provider@example.test', clerk_id: 'user_1' },
  minimal: { organization_id: 'org-7f', email: 'provider@example.test', clerk_id: 'user_1' },
};
const patientBody: BodySample<Parameters<Requests['savePatient']>[0]> = {
  full: {
    patient: { email: 'patient@example.test', uuid: 'a-uuid' },
    patient_information: { name: 'Sample' },
  },
  minimal: { patient: { email: 'patient@example.test' }, patient_information: {} },
};
const bodySamples = new Map<unknown, BodySample<unknown>>(
  [organizationBody, providerBody, patientBody].map((sample) => [sample.full, sample]),
);

/** Stands for a path's id: encodeURIComponent leaves it as it is. */
const ID = 'ID0PLACEHOLDER';
/** Ids of the shapes the request functions send (ids.ts), left as they are too. */
const ORGANIZATION_ID = '4242';
const PATIENT_UUID = 'feedfeed-feed-4eed-8eed-feedfeedfeed';
/** A path with `{}` for each id. */
const withoutIds = (path: string) =>
  [ID, ORGANIZATION_ID, PATIENT_UUID].reduce((left, id) => left.replaceAll(id, '{}'), path);

/** How to make each request of requests.ts; `satisfies` makes a new request function fail `tsc` here. */
const calls = {
  whoami: [(api) => api.whoami()],
  login: [(api) => api.login()],
  register: [(api) => api.register()],
  listOrganizations: [(api) => api.listOrganizations()],
  getOrganization: [(api) => api.getOrganization(ORGANIZATION_ID)],
  createOrganization: [(api) => api.createOrganization(organizationBody.full)],
  listProviders: [(api) => api.listProviders(ORGANIZATION_ID)],
  createProvider: [(api) => api.createProvider(providerBody.full)],
  listPatients: [(api) => api.listPatients(), (api) => api.listPatients(1)],
  getPatient: [(api) => api.getPatient(PATIENT_UUID)],
  savePatient: [
    (api) => api.savePatient(patientBody.full),
    (api) => api.savePatient(patientBody.full, PATIENT_UUID),
  ],
  getRecommendations: [(api) => api.getRecommendations(PATIENT_UUID)],
} satisfies Record<keyof Requests, ReadonlyArray<(api: Requests) => Promise<unknown>>>;

interface Sent {
  /** "GET /api/patients/get/{}", for the tests' names. */
  label: string;
  /** The path with `{}` for each id, without its query. */
  path: string;
  /** The names of its query's parameters. */
  query: string[];
  method: string;
  schema: z.ZodMiniType;
  body: unknown;
}

/** What one request function hands the fetcher. */
function sentBy(call: (api: Requests) => Promise<unknown>): Sent {
  const sent: Sent[] = [];
  const client: ApiClient = {
    baseUrl: '',
    request: (path, schema, options = {}) => {
      const method = options.method ?? 'GET';
      const [pathname = '', query = ''] = path.split('?');
      sent.push({
        label: `${method} ${withoutIds(path)}`,
        path: withoutIds(pathname),
        query: [...new URLSearchParams(query).keys()],
        method: method.toLowerCase(),
        schema,
        body: options.body,
      });
      return Promise.resolve({ status: 200, data: undefined as never });
    },
  };
  // The stub answers nothing: only what is sent is read here, so a read that refuses the empty
  // answer (a record other than the one asked for) is no failure of this test.
  call(createRequests(client)).catch(() => undefined);
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

const sentCalls = Object.values(calls).flatMap((made) => made.map(sentBy));

/** A path of the document with `{}` for each parameter, as sentBy writes them. */
const templateOf = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

const documented = Object.entries(openapi.paths).flatMap(([path, operations]) =>
  Object.entries(operations).map(([method, operation]) => ({ path, method, operation })),
);

function operationFor(sent: Sent): Operation {
  const found = documented.find(
    ({ path, method }) => templateOf(path) === sent.path && method === sent.method,
  );
  if (!found) throw new Error(`${sent.method.toUpperCase()} ${sent.path} is not documented`);
  return found.operation;
}

const successesOf = (operation: Operation) =>
  Object.entries(operation.responses)
    .filter(([status]) => /^2\d\d$/.test(status))
    .map(([status, response]) => ({ status, response: followed(response) }));

const jsonContentSchema = (node: Json) =>
  (node.content as Record<string, Json> | undefined)?.['application/json']?.schema;

describe('docs/api/openapi.yaml', () => {
  it('is OpenAPI 3.1', () => {
    expect(openapi.openapi).toMatch(/^3\.1\.\d+$/);
  });

  it.each(zodSchemas)(
    'has $component, the JSON Schema of its zod schema in src/api/schemas.ts',
    ({ component, schema }) => {
      expect(openapi.components.schemas).toHaveProperty([component]);
      expect(componentSchema(component)).toEqual(jsonSchemaOf(schema));
    },
  );

  it('has a path for every endpoint of src/api/endpoints.ts, and no other', () => {
    const endpointPaths = Object.entries(endpoints).map(([, endpoint]) =>
      (typeof endpoint === 'function' ? endpoint(ID) : endpoint).replaceAll(ID, '{}'),
    );
    expect(Object.keys(openapi.paths).map(templateOf).sort()).toEqual(endpointPaths.sort());
    // Every endpoint is reached by a request function, so every path gets its method below.
    expect([...new Set(sentCalls.map(({ path }) => path))].sort()).toEqual(endpointPaths.sort());
  });

  it('has each path with the method the client sends, and no other', () => {
    const sent = [...new Set(sentCalls.map(({ method, path }) => `${method} ${path}`))].sort();
    const written = documented.map(({ method, path }) => `${method} ${templateOf(path)}`).sort();
    expect(written).toEqual(sent);
  });

  it.each(sentCalls)('answers $label with the schema the client checks the body with', (sent) => {
    const operation = operationFor(sent);
    const successes = successesOf(operation);
    expect(successes).not.toHaveLength(0);
    // Asked without the optional query parameters the operation has (the list's proposed
    // paging), the answer is one of those it documents: the spec's, the whole list.
    const withoutQuery =
      sent.query.length === 0 &&
      (operation.parameters ?? []).map(followed).some((parameter) => parameter.in === 'query');
    for (const { status, response } of successes) {
      const schema = jsonContentSchema(response);
      expect(schema, `the ${status} answer's JSON schema`).toBeDefined();
      const answer = asClientChecks(schema);
      if (withoutQuery) {
        expect((answer as { anyOf?: unknown[] }).anyOf, `the ${status} answers`).toContainEqual(
          jsonSchemaOf(sent.schema),
        );
      } else expect(answer, `the ${status} answer`).toEqual(jsonSchemaOf(sent.schema));
    }
  });

  it.each(sentCalls.filter(({ query }) => query.length > 0))(
    'declares the query parameters $label sends',
    (sent) => {
      const declared = (operationFor(sent).parameters ?? [])
        .map(followed)
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);
      expect(declared).toEqual(expect.arrayContaining(sent.query));
    },
  );

  it('has PatientInformation field by field, an object the client takes whatever it holds', () => {
    expect(openapi.components.schemas.PatientInformation).toMatchObject({ type: 'object' });
    // Any object: so every information the document describes, and any other.
    expect(jsonSchemaOf(schemas.patientInformationSchema)).toEqual({
      type: 'object',
      propertyNames: { type: 'string' },
      additionalProperties: {},
    });
  });

  it.each(sentCalls)('has the request body, if any, that $label sends', (sent) => {
    const requestBody = operationFor(sent).requestBody;
    if (sent.body === undefined) {
      expect(requestBody).toBeUndefined();
      return;
    }
    const sample = bodySamples.get(sent.body);
    expect(sample, 'a sample body for this request').toBeDefined();
    expect(requestBody).toBeDefined();
    const schema = jsonContentSchema(followed(requestBody!));
    expectFields(asClientChecks(schema), sample!.full, sample!.minimal, 'body');
    expect(checkerOf(schema).safeParse(sample!.full).success).toBe(true);
    expect(checkerOf(schema).safeParse(sample!.minimal).success).toBe(true);
  });

  it('declares each path parameter, and documents 401 on every call', () => {
    for (const { path, method, operation } of documented) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? [])
        .map(followed)
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name);
      expect(declared, `${method} ${path}`).toEqual(inPath);
      expect(operation.responses, `${method} ${path}`).toHaveProperty(['401']);
    }
  });

  it('has no component schema that is neither a zod schema nor used', () => {
    const used = new Set(
      [...JSON.stringify(openapi).matchAll(/#\/components\/schemas\/(\w+)/g)].map(
        (match) => match[1],
      ),
    );
    const fromZod = new Set(zodSchemas.map(({ component }) => component));
    const unused = Object.keys(openapi.components.schemas).filter(
      (name) => !used.has(name) && !fromZod.has(name),
    );
    expect(unused).toEqual([]);
  });

  describe('the server error list', () => {
    const errorList = checkerOf(componentSchema('ServerErrorList'));

    it('has examples, each of which the client reads messages from', () => {
      const examples = openapi.components.schemas.ServerErrorList?.examples as unknown[];
      expect(examples.length).toBeGreaterThan(0);
      for (const example of examples) {
        expect(errorList.safeParse(example).success).toBe(true);
        expect(serverProblems(example).length).toBeGreaterThan(0);
      }
    });

    it.each([
      [['A message.']],
      [[['email', 'A message.']]],
      [[[null, 'A message.']]],
      [{ errors: ['A message.'] }],
      [{ errors: [['email', 'A message.'], 'Another message.'] }],
    ])('accepts %j, which the client reads', (body) => {
      expect(errorList.safeParse(body).success).toBe(true);
      expect(serverProblems(body).length).toBeGreaterThan(0);
    });

    it.each([
      [{ detail: 'A message.' }],
      [{ message: 'A message.' }],
      ['A message.'],
      [[['email']]],
      [{ errors: 'A message.' }],
      [null],
    ])('refuses %j, which the client does not read', (body) => {
      expect(errorList.safeParse(body).success).toBe(false);
      expect(serverProblems(body)).toEqual([]);
    });

    it('has a [field, message] pair of two items, no more', () => {
      expect(errorList.safeParse([['email', 'A message.']]).success).toBe(true);
      expect(errorList.safeParse([['email', 'A message.', 'More.']]).success).toBe(false);
    });

    it('says the client ignores a Detail body, as it does', () => {
      const examples = openapi.components.schemas.Detail?.examples as unknown[];
      for (const example of examples) expect(serverProblems(example)).toEqual([]);
    });
  });
});

/** The object schema has exactly `full`'s fields and requires exactly `minimal`'s, all the way down. */
function expectFields(schema: unknown, full: unknown, minimal: unknown, where: string): void {
  const { properties, required = [] } = schema as { properties?: Json; required?: string[] };
  if (!properties || typeof full !== 'object' || full === null) return;
  expect(Object.keys(properties).sort(), `${where}'s fields`).toEqual(Object.keys(full).sort());
  expect([...required].sort(), `${where}'s required fields`).toEqual(
    Object.keys(minimal as Json).sort(),
  );
  for (const [name, value] of Object.entries(full)) {
    expectFields(properties[name], value, (minimal as Json)[name] ?? {}, `${where}.${name}`);
  }
}
