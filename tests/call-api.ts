/** Test helper: calls the mock API the way the app does, as a demo persona. */
import { demoToken, type DemoPersona } from '../src/auth/demo/demo-identity';

export interface CallOptions {
  /** The signed-in persona; null sends no Authorization header. Default: provider. */
  as?: DemoPersona | null;
  template?: string;
  method?: 'GET' | 'POST';
  /** Sent as JSON; a string is sent as it is. */
  body?: unknown;
  /** Where the API lives; the handlers must not care. */
  origin?: string;
}

export interface CallResult {
  status: number;
  body: unknown;
}

export async function callApi(path: string, options: CallOptions = {}): Promise<CallResult> {
  const persona = options.as === undefined ? 'provider' : options.as;
  const headers = new Headers();
  if (persona) headers.set('Authorization', `Bearer ${demoToken(persona, options.template)}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(`${options.origin ?? 'http://localhost'}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}
