import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockDb } from '../db';
import { restrictedTo } from './guard';
import { idOf, readFields, textOf } from './parse';
import { notFound } from './replies';

export function providerHandlers(db: MockDb): HttpHandler[] {
  return [
    http.get(
      '*/api/providers/organizations/:organizationId',
      restrictedTo(['superuser'], ({ params }) => {
        const id = idOf(params.organizationId);
        if (id === null || !db.getOrganization(id)) return notFound();
        return HttpResponse.json(db.listProviders(id).map(({ id, email }) => ({ id, email })));
      }),
    ),

    http.post(
      '*/api/providers/create',
      restrictedTo(['superuser'], async ({ request }) => {
        const fields = await readFields(request);
        const outcome = db.createProvider({
          organization_id: idOf(fields.organization_id),
          email: textOf(fields.email),
          clerk_id: textOf(fields.clerk_id),
        });
        return outcome.ok
          ? HttpResponse.json({ id: outcome.value.id }, { status: 201 })
          : HttpResponse.json(outcome.errors, { status: 400 });
      }),
    ),
  ];
}
