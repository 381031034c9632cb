import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockDb } from '../db';
import { restrictedTo } from './guard';
import { createHandler } from './create';
import { idOf, textOf } from './parse';
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

    createHandler('*/api/providers/create', (fields) =>
      db.createProvider({
        organization_id: idOf(fields.organization_id),
        email: textOf(fields.email),
        clerk_id: textOf(fields.clerk_id),
      }),
    ),
  ];
}
