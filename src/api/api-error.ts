/**
 * The one error type of every backend call: the HTTP status (0 when the
 * request never got an answer) and the server's error messages, if any.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'malformed';

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** Messages from the server's error list, in order. */
  readonly errors: string[];

  constructor(kind: ApiErrorKind, status: number, message: string, errors: string[] = []) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.errors = errors;
  }
}

function messageOf(item: unknown): string | null {
  if (typeof item === 'string') return item;
  // Organization and provider errors are [field, message] pairs: the message is shown.
  if (Array.isArray(item) && typeof item[1] === 'string') return item[1];
  return null;
}

/**
 * The server's error list: a top-level list, or one under "errors", of plain
 * messages or [field, message] pairs.
 */
export function serverErrorMessages(body: unknown): string[] {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors)
      ? (body as { errors: unknown[] }).errors
      : [];
  return list.map(messageOf).filter((m): m is string => m !== null && m.trim() !== '');
}
