import { describe, expect, it } from 'vitest';
import { endpoints } from '../../api/endpoints';
import { createdSchema, organizationListSchema, organizationSchema } from '../../api/schemas';
import { callApi } from '../../../tests/call-api';

const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };

function create(body: unknown) {
  return callApi(endpoints.organizationCreate, { as: 'superuser', body });
}

describe('organization endpoints', () => {
  it.each([
    ['GET', endpoints.organizations],
    ['POST', endpoints.organizationCreate],
    ['GET', endpoints.organization(1)],
  ] as const)('%s %s answers 403 to a provider', async (method, path) => {
    const response = await callApi(path, { as: 'provider', method });
    expect(response).toEqual({ status: 403, body: FORBIDDEN });
  });

  it('lists the two seeded organizations', async () => {
    const response = await callApi(endpoints.organizations, { as: 'superuser' });
    expect(response.status).toBe(200);
    const organizations = organizationListSchema.parse(response.body);
    expect(organizations.map((organization) => organization.id)).toEqual([1, 2]);
  });

  it('gets one organization, and 404 for an unknown or malformed id', async () => {
    const found = await callApi(endpoints.organization(2), { as: 'superuser' });
    expect(found.status).toBe(200);
    expect(organizationSchema.parse(found.body)).toMatchObject({ id: 2 });

    for (const id of [99, 'abc']) {
      const missing = await callApi(endpoints.organization(id), { as: 'superuser' });
      expect(missing).toEqual({ status: 404, body: { detail: 'Not found.' } });
    }
  });

  it('creates an organization with 201 and its id', async () => {
    const response = await create({ name: 'Lakeside Clinic', unique_key: 'lakeside' });
    expect(response.status).toBe(201);
    const { id } = createdSchema.parse(response.body);
    expect(id).toBe(3);

    const fetched = await callApi(endpoints.organization(id), { as: 'superuser' });
    expect(fetched.body).toEqual({ id: 3, name: 'Lakeside Clinic', unique_key: 'lakeside' });
  });

  it.each([
    [{ name: '', unique_key: 'fresh' }, [['name', 'Name may not be blank.']]],
    [{ name: 'Fresh', unique_key: '  ' }, [['unique_key', 'Unique key may not be blank.']]],
    [
      { name: 'Fresh', unique_key: 'has space' },
      [['unique_key', 'Unique key may not contain spaces.']],
    ],
    [{ name: 'Fresh', unique_key: 'Riverside-WHP' }, [['unique_key', 'Unique key already exists']]],
    [
      {},
      [
        ['name', 'Name may not be blank.'],
        ['unique_key', 'Unique key may not be blank.'],
      ],
    ],
    [
      'not json',
      [
        ['name', 'Name may not be blank.'],
        ['unique_key', 'Unique key may not be blank.'],
      ],
    ],
  ])('answers 400 with [field, message] pairs for %j', async (body, errors) => {
    const response = await create(body);
    expect(response).toEqual({ status: 400, body: errors });
    expect((await callApi(endpoints.organizations, { as: 'superuser' })).body).toHaveLength(2);
  });
});
