/**
 * The check's one way to the backend: a request with a bearer token (or none), its answer read
 * as JSON, and which of the given tokens a call is let in with. Nothing here prints: a URL, a
 * token and a body stay inside.
 */
import { REQUEST_TIMEOUT_MS } from '../../src/api/client';

export type Answer =
  | {
      kind: 'answered';
      status: number;
      /** The parsed body; undefined when it was empty or not JSON (`form` says which). */
      body: unknown;
      form: 'json' | 'empty' | 'not-json';
    }
  | { kind: 'unanswered'; reason: string };

/** An answer and which token it came with: "#1", "#2", or "none". */
export interface Sent {
  answer: Answer;
  token: string;
}

/** Why a request got no answer, without the URL (Node's messages can hold it). */
function reasonOf(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`;
  }
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' ? `no answer (${code})` : 'no answer';
}

async function request(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  token: string | undefined,
  body?: unknown,
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      // A redirect could carry the token elsewhere: it is reported, not followed.
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    return { kind: 'unanswered', reason: reasonOf(error) };
  }
  if (text.trim() === '')
    return { kind: 'answered', status: response.status, body: undefined, form: 'empty' };
  try {
    return { kind: 'answered', status: response.status, body: JSON.parse(text), form: 'json' };
  } catch {
    return { kind: 'answered', status: response.status, body: undefined, form: 'not-json' };
  }
}

/** A refusal of the token (401) or of its role (403): the next token may be let in. */
const refused = (answer: Answer) =>
  answer.kind === 'answered' && (answer.status === 401 || answer.status === 403);

export interface Backend {
  /**
   * Sends with the first token the server does not refuse (401, 403), trying them in order the
   * first time a call of `group` is made and keeping that token for the group's later calls,
   * so a call per list item costs one request. A refusal from every token is the answer: a 403
   * from any of them outweighs a 401.
   */
  send(group: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Sent>;
  /** Sends with no Authorization header at all. */
  sendWithoutToken(path: string): Promise<Answer>;
  /** Sends with one given token, "#1" being the first (who-am-I asks once per token). */
  sendWithToken(index: number, path: string): Promise<Answer>;
  readonly tokenCount: number;
}

export function createBackend(baseUrl: string, tokens: readonly string[]): Backend {
  /**
   * Each group's token, by index: the one let in, or, when every token was refused, the one
   * whose refusal stands, so the group's later calls are refused alike.
   */
  const chosen = new Map<string, number>();
  const sendAs = async (index: number, method: 'GET' | 'POST', path: string, body: unknown) => ({
    answer: await request(baseUrl, method, path, tokens[index], body),
    token: `#${index + 1}`,
  });

  return {
    tokenCount: tokens.length,
    async send(group, method, path, body) {
      const known = chosen.get(group);
      if (known !== undefined) return sendAs(known, method, path, body);
      let refusal: { sent: Sent; index: number } | undefined;
      for (const index of tokens.keys()) {
        const sent = await sendAs(index, method, path, body);
        if (!refused(sent.answer)) {
          chosen.set(group, index);
          return sent;
        }
        const forbidden = sent.answer.kind === 'answered' && sent.answer.status === 403;
        if (!refusal || forbidden) refusal = { sent, index };
      }
      chosen.set(group, refusal!.index);
      return refusal!.sent;
    },
    sendWithoutToken: (path) => request(baseUrl, 'GET', path, undefined),
    sendWithToken: (index, path) => request(baseUrl, 'GET', path, tokens[index]),
  };
}
