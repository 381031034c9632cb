/**
 * An answer against the app's own zod schemas (src/api/schemas.ts), described by field paths
 * and types only, and the type of the ids the spec leaves untyped.
 */
import { z } from 'zod/mini';
import { serverProblems } from '../../src/api/api-error';
import { providerListSchema, type ApiId } from '../../src/api/schemas';
import type { Answer } from './http';
import { plural } from './report';
import { Tally } from './tally';

export function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** A provider, as each item of the list the app checks (schemas.ts keeps it to itself). */
export const providerSchema = providerListSchema.def.element;

/**
 * Which type the backend's organization or provider ids are: the spec gives them none, and the
 * app takes text and whole numbers alike (schemas.ts, apiIdSchema). "ids: number", "ids: text",
 * "ids: mixed (number and text)", or undefined for no ids.
 */
export function idTypesOf(ids: readonly ApiId[]): string | undefined {
  const types = new Set(ids.map((id) => (typeof id === 'number' ? 'number' : 'text')));
  if (types.size === 0) return undefined;
  return types.size === 1 ? `ids: ${[...types][0]}` : 'ids: mixed (number and text)';
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      typeof node === 'object' && node !== null
        ? (node as Record<PropertyKey, unknown>)[key]
        : undefined,
    body,
  );
}

/**
 * The type a field expected: its own, or each of a union's where every option failed on the
 * type alone (an id is "string or int": schemas.ts). Undefined for any other difference.
 */
function expectedType(issue: z.core.$ZodIssue): string | undefined {
  if (issue.code === 'invalid_type') return issue.expected;
  if (issue.code !== 'invalid_union') return undefined;
  const types = issue.errors.map(([only, ...more]) =>
    only?.code === 'invalid_type' && only.path.length === 0 && !more.length
      ? only.expected
      : undefined,
  );
  return types.every(Boolean) ? [...new Set(types)].join(' or ') : undefined;
}

/**
 * Where and how a body differs from its schema, one line per issue: list positions as [*],
 * expected and received types. Never a value.
 */
function issuesOf(issues: readonly z.core.$ZodIssue[], body: unknown): string[] {
  return issues.map((issue) => {
    const where =
      issue.path
        .map((key) => (typeof key === 'number' ? '[*]' : `.${String(key)}`))
        .join('')
        .replace(/^\./, '') || '(body)';
    const expected = expectedType(issue);
    if (expected === undefined) return `${where}: ${issue.code}`;
    const received = valueAt(body, issue.path);
    return received === undefined
      ? `${where}: missing (expected ${expected})`
      : `${where}: expected ${expected}, got ${typeOf(received)}`;
  });
}

/** One answer against a schema. */
export type Checked<T> =
  | { kind: 'ok'; status: number; data: T }
  | { kind: 'differs'; status: number; problems: string[] }
  /** Any status but 2xx: a refusal, a redirect, a failure. */
  | { kind: 'not-ok'; status: number }
  | { kind: 'unanswered'; reason: string };

export function checkAnswer<T>(answer: Answer, schema: z.ZodMiniType<T>): Checked<T> {
  if (answer.kind === 'unanswered') return answer;
  const { status, body, form } = answer;
  if (status < 200 || status > 299) return { kind: 'not-ok', status };
  if (form === 'not-json') return { kind: 'differs', status, problems: ['(body): not JSON'] };
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { kind: 'ok', status, data: parsed.data }
    : { kind: 'differs', status, problems: issuesOf(parsed.error.issues, body) };
}

/** Why a call that did not answer 2xx, or at all, could not be checked. */
export function failureOf(checked: Checked<unknown>): string {
  if (checked.kind === 'unanswered') return checked.reason;
  if (checked.kind !== 'not-ok') return '';
  if (checked.status === 401) return 'every token is refused';
  if (checked.status === 403) return "forbidden to every token's role";
  if (checked.status >= 300 && checked.status < 400) return 'a redirect (not followed)';
  return `answered ${checked.status}`;
}

const isPair = (item: unknown) =>
  Array.isArray(item) && item.length === 2 && item.every((part) => typeof part === 'string');

/** A list's items in the words of the spec's error lists. */
function listShape(list: readonly unknown[]): string {
  if (list.length === 0) return 'an empty list';
  if (list.every((item) => typeof item === 'string'))
    return `a list of ${plural(list.length, 'message')}`;
  if (list.every(isPair)) return `a list of ${plural(list.length, '[field, message] pair')}`;
  return `a list of ${plural(list.length, 'item')}, ${serverProblems(list).length} of them read by the app`;
}

/**
 * A failure body's shape, as the spec's error lists and the app's reading of them
 * (src/api/api-error.ts) name it: never its text, which may repeat what was sent.
 */
export function errorBodyShape(answer: Answer): string {
  if (answer.kind === 'unanswered') return answer.reason;
  if (answer.form === 'empty') return 'no body';
  if (answer.form === 'not-json') return 'a body that is not JSON';
  const { body } = answer;
  if (Array.isArray(body)) return listShape(body);
  if (typeof body !== 'object' || body === null) return `a JSON ${typeOf(body)}`;
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.errors)) return `{errors: ${listShape(record.errors)}}`;
  if (typeof record.detail === 'string' && Object.keys(record).length === 1) {
    return '{detail: text}';
  }
  const keys = Object.keys(record);
  return keys.length === 0
    ? 'an empty object'
    : `an object with ${keys.length === 1 ? 'key' : 'keys'} ${safeKeys(keys)}`;
}

/** A key that may be a record's own data: an email, a uuid, a long number. */
const LOOKS_LIKE_DATA = /@|[0-9a-f]{8}-[0-9a-f]{4}-|\d{6}/i;

/**
 * Keys a backend chose, fit to print: a key is a name, not a value, but one that looks like
 * data (a map keyed by email or id) is not shown, a long one is cut short and anything
 * unprintable replaced, so no key can carry a record's text or break the table.
 */
export function safeKey(key: string): string {
  if (LOOKS_LIKE_DATA.test(key)) return '(a key that looks like data, not shown)';
  // eslint-disable-next-line no-control-regex -- control characters are what is replaced
  const printable = key.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
  return printable.length > 40 ? `${printable.slice(0, 39)}…` : printable;
}

function safeKeys(keys: readonly string[]): string {
  const shown = keys.slice(0, 5).map(safeKey).join(', ');
  return keys.length > 5 ? `${shown} and ${keys.length - 5} more` : shown;
}

/** True for the spec's organization and provider create errors: a list of [field, message]. */
export const isPairList = (body: unknown) =>
  Array.isArray(body) && body.length > 0 && body.every(isPair);

/** A list answer, each item checked on its own: a bad item is counted, the good ones go on. */
export interface CheckedList<T> {
  status: number;
  /** The items that have the shape, with their place in the list (from 1). */
  items: { item: T; position: number }[];
  /** How many items the list held. */
  count: number;
  /** Each item's differences, "[*].name: expected string, got number". */
  problems: Tally;
}

export function checkList<T>(
  answer: Answer,
  itemSchema: z.ZodMiniType<T>,
): CheckedList<T> | Exclude<Checked<never>, { kind: 'ok' }> {
  const list = checkAnswer(answer, z.array(z.unknown()));
  if (list.kind !== 'ok') return list;
  const checked: CheckedList<T> = {
    status: list.status,
    items: [],
    count: list.data.length,
    problems: new Tally(),
  };
  list.data.forEach((item, index) => {
    const parsed = itemSchema.safeParse(item);
    if (parsed.success) checked.items.push({ item: parsed.data, position: index + 1 });
    else {
      for (const line of new Set(issuesOf(parsed.error.issues, item))) {
        checked.problems.add(line.startsWith('(body)') ? `[*]${line.slice(6)}` : `[*].${line}`);
      }
    }
  });
  return checked;
}
