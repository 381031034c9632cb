/** Lenient readers for request bodies and path parameters: bad input becomes "missing". */

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

/** An integer id given as a number or as digits (path parameters are always text). */
export function idOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}
