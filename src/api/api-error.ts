/**
 * The one error type of every backend call: the HTTP status (0 when the
 * request never got an answer) and the server's error messages, if any.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'malformed';

/** One item of the server's error list: its message and the field it names, if any. */
export interface ServerProblem {
  field: string | null;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The server's error list, in order, each message with its field. */
  readonly problems: readonly ServerProblem[];

  constructor(
    kind: ApiErrorKind,
    status: number,
    message: string,
    problems: readonly ServerProblem[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.problems = problems;
  }

  /** The server's messages, in order. */
  get errors(): string[] {
    return this.problems.map((problem) => problem.message);
  }
}

function problemOf(item: unknown): ServerProblem | null {
  if (typeof item === 'string') return { field: null, message: item };
  // Organization and provider errors are [field, message] pairs.
  if (Array.isArray(item) && typeof item[1] === 'string') {
    const field = typeof item[0] === 'string' && item[0].trim() ? item[0] : null;
    return { field, message: item[1] };
  }
  return null;
}

/**
 * The server's error list: a top-level list, or one under "errors", of plain
 * messages or [field, message] pairs.
 */
export function serverProblems(body: unknown): ServerProblem[] {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors)
      ? (body as { errors: unknown[] }).errors
      : [];
  return list
    .map(problemOf)
    .filter((problem) => problem !== null && problem.message.trim() !== '') as ServerProblem[];
}
