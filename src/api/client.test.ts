import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { server } from '../mocks/node';
import { ApiError } from './api-error';
import { createApiClient, REQUEST_TIMEOUT_MS } from './client';

const itemSchema = z.object({ id: z.number() });
const BASE = 'http://backend.test/prefix';

function clientWith(tokens: string[], onUnauthorized = vi.fn()) {
  const getToken = vi.fn(async () => tokens.shift() ?? null);
  return {
    client: createApiClient({ baseUrl: BASE, getToken, onUnauthorized, timeoutMs: 200 }),
    getToken,
    onUnauthorized,
  };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the authenticated fetcher', () => {
  it('prefixes the base path and sends the bearer token', async () => {
    let seen: { url: string; auth: string | null } | null = null;
    server.use(
      http.get(`${BASE}/api/thing`, ({ request }) => {
        seen = { url: request.url, auth: request.headers.get('Authorization') };
        return HttpResponse.json({ id: 7 });
      }),
    );
    const { client } = clientWith(['token-1']);
    await expect(client.request('/api/thing', itemSchema)).resolves.toEqual({
      status: 200,
      data: { id: 7 },
    });
    expect(seen).toEqual({ url: `${BASE}/api/thing`, auth: 'Bearer token-1' });
  });

  it('sends JSON bodies and the token template', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${BASE}/api/thing`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const { client, getToken } = clientWith(['t']);
    const result = await client.request('/api/thing', itemSchema, {
      method: 'POST',
      body: { name: 'A' },
      tokenTemplate: 'withusers',
    });
    expect(result.status).toBe(201);
    expect(body).toEqual({ name: 'A' });
    expect(getToken).toHaveBeenCalledWith({ template: 'withusers', skipCache: false });
  });

  it('retries once with a fresh token after a 401', async () => {
    const auths: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/api/thing`, ({ request }) => {
        auths.push(request.headers.get('Authorization'));
        return auths.length === 1
          ? HttpResponse.json({ detail: 'expired' }, { status: 401 })
          : HttpResponse.json({ id: 2 });
      }),
    );
    const { client, getToken, onUnauthorized } = clientWith(['stale', 'fresh']);
    await expect(client.request('/api/thing', itemSchema)).resolves.toMatchObject({
      data: { id: 2 },
    });
    expect(auths).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(getToken).toHaveBeenLastCalledWith({ template: undefined, skipCache: true });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends the person to sign-in when the fresh token is refused too', async () => {
    server.use(http.get(`${BASE}/api/thing`, () => new HttpResponse(null, { status: 401 })));
    const { client, onUnauthorized } = clientWith(['a', 'b']);
    const error = await failure(client.request('/api/thing', itemSchema));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('carries the status and the server error list of a failure', async () => {
    server.use(
      http.post(`${BASE}/api/thing`, () =>
        HttpResponse.json(
          [
            ['name', 'Name is required.'],
            ['unique_key', 'Unique key is taken.'],
          ],
          { status: 400 },
        ),
      ),
    );
    const { client } = clientWith(['t']);
    const error = await failure(client.request('/api/thing', itemSchema, { method: 'POST' }));
    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect(error.problems).toEqual([
      { field: 'name', message: 'Name is required.' },
      { field: 'unique_key', message: 'Unique key is taken.' },
    ]);
    expect(error.errors).toEqual(['Name is required.', 'Unique key is taken.']);
  });

  it('reads an "errors" list of plain messages', async () => {
    server.use(
      http.get(`${BASE}/api/thing`, () =>
        HttpResponse.json({ errors: ['Email is invalid.'] }, { status: 400 }),
      ),
    );
    const error = await failure(clientWith(['t']).client.request('/api/thing', itemSchema));
    expect(error.problems).toEqual([{ field: null, message: 'Email is invalid.' }]);
  });

  it('turns a 500 with an HTML body into an error, not a crash', async () => {
    server.use(
      http.get(`${BASE}/api/thing`, () => HttpResponse.text('<h1>oops</h1>', { status: 500 })),
    );
    const error = await failure(clientWith(['t']).client.request('/api/thing', itemSchema));
    // Read by its status, so the screens can give the 500's own message.
    expect(error).toMatchObject({ kind: 'http', status: 500, errors: [] });
  });

  it('rejects a body of the wrong shape with a clear message', async () => {
    server.use(http.get(`${BASE}/api/thing`, () => HttpResponse.json({ id: 'seven' })));
    const error = await failure(clientWith(['t']).client.request('/api/thing', itemSchema));
    expect(error).toMatchObject({ kind: 'malformed', status: 200 });
    expect(error.message).toBe('The server sent data in an unexpected shape.');
  });

  it('rejects a body that is not JSON', async () => {
    server.use(http.get(`${BASE}/api/thing`, () => HttpResponse.text('{"id": 1')));
    const error = await failure(clientWith(['t']).client.request('/api/thing', itemSchema));
    expect(error.kind).toBe('malformed');
    expect(error.message).toBe('The server sent an answer that could not be read.');
  });

  it('says so when the network is down', async () => {
    server.use(http.get(`${BASE}/api/thing`, () => HttpResponse.error()));
    const error = await failure(clientWith(['t']).client.request('/api/thing', itemSchema));
    expect(error).toMatchObject({ kind: 'network', status: 0 });
  });

  it('gives up on a server that does not answer in time', async () => {
    server.use(
      http.get(`${BASE}/api/thing`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return HttpResponse.json({ id: 1 });
      }),
    );
    const error = await failure(clientWith(['t']).client.request('/api/thing', itemSchema));
    expect(error.kind).toBe('timeout');
  });

  it('waits 30 s by default, on the page clock, before giving up', async () => {
    vi.useFakeTimers();
    try {
      // A server that never answers: the fetch ends only when its signal aborts.
      const fetch = vi.fn<typeof globalThis.fetch>(
        (_, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      );
      const client = createApiClient({
        baseUrl: BASE,
        getToken: async () => 't',
        onUnauthorized: vi.fn(),
        fetch,
      });
      let settled = false;
      const result = failure(client.request('/api/thing', itemSchema)).finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await result).toMatchObject({ kind: 'timeout', status: 0 });
      expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up on a body that stops arriving', async () => {
    server.use(
      http.get(`${BASE}/api/thing`, () => {
        const stalled = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"id":'));
          },
        });
        return new HttpResponse(stalled, { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const error = await failure(clientWith(['t']).client.request('/api/thing', itemSchema));
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
  });
});

describe('a request that handles its own 401', () => {
  it('retries with a fresh token but does not sign the person out', async () => {
    server.use(http.post(`${BASE}/api/login`, () => new HttpResponse(null, { status: 401 })));
    const { client, getToken, onUnauthorized } = clientWith(['a', 'b']);
    const error = await failure(
      client.request('/api/login', itemSchema, { method: 'POST', signOutOnUnauthorized: false }),
    );
    expect(error.status).toBe(401);
    expect(getToken).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('the sign-in service behind the token', () => {
  const clientWithToken = (
    getToken: () => Promise<string | null>,
    fetch?: typeof globalThis.fetch,
  ) => createApiClient({ baseUrl: BASE, getToken, onUnauthorized: vi.fn(), timeoutMs: 200, fetch });

  it('failing is a network fault with a clear message, and nothing is sent', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const client = clientWithToken(() => Promise.reject(new Error('Clerk: offline')), fetch);
    const error = await failure(client.request('/api/thing', itemSchema));
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(error.message).toBe(
      'Your sign-in could not be confirmed with the sign-in service. Check the connection.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stalling ends in the request time-out, not an endless wait', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const client = clientWithToken(() => new Promise(() => {}), fetch);
    const error = await failure(client.request('/api/thing', itemSchema));
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the browser cache', () => {
  it('is never asked to keep an answer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => HttpResponse.json({ id: 1 }));
    const client = createApiClient({
      baseUrl: BASE,
      getToken: async () => 't',
      onUnauthorized: vi.fn(),
      fetch,
    });
    await client.request('/api/thing', itemSchema);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
  });
});
