/** Lenient readers for request bodies and path parameters: bad input becomes "missing". */
import type { ApiId } from '../../api/schemas';

/** The parsed JSON body, or undefined when there is none or it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/** The body's fields, or none when the body is not a JSON object. */
export async function readFields(request: Request): Promise<Record<string, unknown>> {
  const body = await readJson(request);
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * An id as given, a whole number or text (path parameters are always text): the database
 * matches either kind against the ids it holds.
 */
export function idOf(value: unknown): ApiId | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && value !== '') return value;
  return null;
}
