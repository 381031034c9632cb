import { describe, expect, it } from 'vitest';
import { endpoints } from '../../api/endpoints';
import { createdSchema, providerListSchema } from '../../api/schemas';
import { callApi } from '../../../tests/call-api';

function create(body: unknown) {
  return callApi(endpoints.providerCreate, { as: 'superuser', body });
}

function listProviders(organizationId: number | string) {
  return callApi(endpoints.organizationProviders(organizationId), { as: 'superuser' });
}

describe('provider endpoints', () => {
  it.each([
    ['GET', endpoints.organizationProviders(1)],
    ['POST', endpoints.providerCreate],
  ] as const)('%s %s answers 403 to a provider', async (method, path) => {
    const response = await callApi(path, { as: 'provider', method });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ detail: expect.any(String) });
  });

  it("lists an organization's providers as id and email only", async () => {
    const response = await listProviders(1);
    expect(response.status).toBe(200);
    const providers = providerListSchema.parse(response.body);
    expect(providers.length).toBeGreaterThanOrEqual(2);
    for (const provider of response.body as object[]) {
      expect(Object.keys(provider).sort()).toEqual(['email', 'id']);
    }
  });

  it('answers 404 for an unknown organization', async () => {
    expect(await listProviders(99)).toEqual({ status: 404, body: { detail: 'Not found.' } });
  });

  it('creates a provider with 201 and lists it under its organization', async () => {
    const response = await create({
      organization_id: 2,
      email: 'new.provider@northgate-cc.example',
      clerk_id: 'user_new',
    });
    expect(response.status).toBe(201);
    const { id } = createdSchema.parse(response.body);
    expect((await listProviders(2)).body).toContainEqual({
      id,
      email: 'new.provider@northgate-cc.example',
    });
  });

  it.each([
    [
      'the organization id as digits',
      { organization_id: '1', email: 'digits@riverside-whp.example', clerk_id: 'user_digits' },
    ],
    [
      'an email another organization already has',
      { organization_id: 2, email: 'provider@demo.contrarx.test', clerk_id: 'user_second' },
    ],
  ])('accepts %s', async (_, body) => {
    expect((await create(body)).status).toBe(201);
  });

  it.each([
    [
      { organization_id: 42, email: 'a@b.example', clerk_id: 'user_a' },
      [['organization_id', 'Organization does not exist.']],
    ],
    [
      { organization_id: 1, email: 'not-an-email', clerk_id: 'user_a' },
      [['email', 'Enter a valid email address.']],
    ],
    [
      { organization_id: 1, email: 'a@', clerk_id: 'user_a' },
      [['email', 'Enter a valid email address.']],
    ],
    [
      { organization_id: 1, email: 'Provider@Demo.ContraRx.test', clerk_id: 'user_a' },
      [['email', 'Email already exists']],
    ],
    [
      { organization_id: 1, email: 'a@b.example', clerk_id: ' ' },
      [['clerk_id', 'Clerk ID may not be blank.']],
    ],
    [
      {},
      [
        ['organization_id', 'Organization does not exist.'],
        ['email', 'Enter a valid email address.'],
        ['clerk_id', 'Clerk ID may not be blank.'],
      ],
    ],
  ])('answers 400 with [field, message] pairs for %j', async (body, errors) => {
    expect(await create(body)).toEqual({ status: 400, body: errors });
  });
});
