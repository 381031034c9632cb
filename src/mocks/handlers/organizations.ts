import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockDb } from '../db';
import { restrictedTo } from './guard';
import { createHandler } from './create';
import { idOf, textOf } from './parse';
import { notFound } from './replies';

export function organizationHandlers(db: MockDb): HttpHandler[] {
  return [
    http.get(
      '*/api/organizations',
      restrictedTo(['superuser'], () => HttpResponse.json(db.listOrganizations())),
    ),

    createHandler('*/api/organizations/create', (fields) =>
      db.createOrganization({ name: textOf(fields.name), unique_key: textOf(fields.unique_key) }),
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
