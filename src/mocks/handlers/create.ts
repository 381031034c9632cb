import { http, HttpResponse } from 'msw';
import type { ApiId } from '../../api/schemas';
import type { Outcome } from '../db';
import { restrictedTo } from './guard';
import { readFields } from './parse';

/**
 * POST {path} for administrators: makes a thing from the request's fields and
 * answers 201 with its id (of the kind the database holds), or 400 with the refused fields' [field, message] pairs.
 */
export function createHandler(
  path: string,
  create: (fields: Record<string, unknown>) => Outcome<{ id: ApiId }>,
) {
  return http.post(
    path,
    restrictedTo(['superuser'], async ({ request }) => {
      const outcome = create(await readFields(request));
      return outcome.ok
        ? HttpResponse.json({ id: outcome.value.id }, { status: 201 })
        : HttpResponse.json(outcome.errors, { status: 400 });
    }),
  );
}
