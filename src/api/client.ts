/**
 * The authenticated fetcher: base path, bearer token, one retry with a fresh
 * token on 401, a time-out, and run-time validation of every body.
 */
import type { ZodMiniType } from 'zod/mini';
import type { TokenOptions } from '../auth/session';
import { ApiError, serverProblems } from './api-error';

export const REQUEST_TIMEOUT_MS = 30_000;

export interface ApiClientOptions {
  baseUrl: string;
  getToken: (options?: TokenOptions) => Promise<string | null>;
  /** Called when the server still answers 401 after a fresh token. */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  tokenTemplate?: string;
  /**
   * Login answers its own 401 with a message (docs/product.md, "Error catalogue") instead of
   * signing out.
   */
  signOutOnUnauthorized?: boolean;
}

interface ApiResponse<T> {
  status: number;
  data: T;
}

export interface ApiClient {
  /** Where requests go, before their path: VITE_API_BASE_URL, or empty for this page's origin. */
  readonly baseUrl: string;
  request<T>(
    path: string,
    schema: ZodMiniType<T>,
    options?: RequestOptions,
  ): Promise<ApiResponse<T>>;
}

/**
 * The body as JSON (undefined when empty). A failed answer's body that is not JSON (a
 * proxy's HTML error page) is read as no body, so its status still decides the message.
 */
async function readJson(response: Response, signal: AbortSignal): Promise<unknown> {
  let text: string;
  try {
    // Raced with the time-out: not every fetch ends a body's stream when its signal aborts.
    text = await Promise.race([response.text(), whenAborted(signal)]);
  } catch {
    throw signal.aborted ? timedOut() : unreachable();
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (!response.ok) return undefined;
    throw new ApiError(
      'malformed',
      response.status,
      'The server sent an answer that could not be read.',
    );
  }
}

/** Rejects when the signal aborts; it counts as handled, so a race it loses stays quiet. */
function whenAborted(signal: AbortSignal): Promise<never> {
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  aborted.catch(() => {});
  return aborted;
}

/**
 * A signal that aborts after `ms`. An ordinary timer rather than AbortSignal.timeout, so the
 * time-out follows the page's clock: tests (Playwright's page.clock, Vitest's fake timers)
 * reach the real 30 s without waiting for it.
 */
function deadline(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request timed out.', 'TimeoutError')),
    ms,
  );
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

const timedOut = () => new ApiError('timeout', 0, 'The server took too long to answer.');
const unreachable = () =>
  new ApiError('network', 0, 'The server could not be reached. Check the connection.');
const signInUnconfirmed = () =>
  new ApiError(
    'network',
    0,
    'Your sign-in could not be confirmed with the sign-in service. Check the connection.',
  );

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  /** The token, within the request's time-out: an auth service that fails or stalls is a network fault. */
  async function tokenFor(request: RequestOptions, skipCache: boolean, signal: AbortSignal) {
    try {
      return await Promise.race([
        options.getToken({ template: request.tokenTemplate, skipCache }),
        whenAborted(signal),
      ]);
    } catch {
      throw signal.aborted ? timedOut() : signInUnconfirmed();
    }
  }

  async function send(
    path: string,
    request: RequestOptions,
    skipCache: boolean,
    signal: AbortSignal,
  ): Promise<Response> {
    const token = await tokenFor(request, skipCache, signal);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      return await doFetch(`${options.baseUrl}${path}`, {
        method: request.method ?? 'GET',
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal,
        // Patient data is never kept in the browser's HTTP cache (docs/architecture.md,
        // "Security").
        cache: 'no-store',
      });
    } catch {
      throw signal.aborted ? timedOut() : unreachable();
    }
  }

  /** One attempt: the token, the request and its whole answer, within one time-out. */
  async function exchange(path: string, request: RequestOptions, skipCache: boolean) {
    const { signal, clear } = deadline(timeoutMs);
    try {
      const response = await send(path, request, skipCache, signal);
      return { response, body: await readJson(response, signal) };
    } finally {
      clear();
    }
  }

  return {
    baseUrl: options.baseUrl,
    async request(path, schema, request = {}) {
      let { response, body } = await exchange(path, request, false);
      if (response.status === 401) {
        ({ response, body } = await exchange(path, request, true));
        if (response.status === 401 && request.signOutOnUnauthorized !== false) {
          options.onUnauthorized();
          throw new ApiError('http', 401, 'Your session has ended. Please sign in again.');
        }
      }
      if (!response.ok) {
        throw new ApiError(
          'http',
          response.status,
          `The server answered ${response.status}.`,
          serverProblems(body),
        );
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        throw new ApiError(
          'malformed',
          response.status,
          'The server sent data in an unexpected shape.',
        );
      }
      return { status: response.status, data: parsed.data };
    },
  };
}
