import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockDb } from '../db';
import { restrictedTo } from './guard';
import { idOf, readFields, textOf } from './parse';
import { notFound } from './replies';

export function organizationHandlers(db: MockDb): HttpHandler[] {
  return [
    http.get(
      '*/api/organizations',
      restrictedTo(['superuser'], () => HttpResponse.json(db.listOrganizations())),
    ),

    http.post(
      '*/api/organizations/create',
      restrictedTo(['superuser'], async ({ request }) => {
        const fields = await readFields(request);
        const outcome = db.createOrganization({
          name: textOf(fields.name),
          unique_key: textOf(fields.unique_key),
        });
        return outcome.ok
          ? HttpResponse.json({ id: outcome.value.id }, { status: 201 })
          : HttpResponse.json(outcome.errors, { status: 400 });
      }),
    ),

    http.get(
      '*/api/organizations/get/:organizationId',
      restrictedTo(['superuser'], ({ params }) => {
        const id = idOf(params.organizationId);
        const organization = id === null ? undefined : db.getOrganization(id);
        return organization ? HttpResponse.json(organization) : notFound();
      }),
    ),
  ];
}
