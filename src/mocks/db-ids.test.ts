/**
 * The mock database's two kinds of organization and provider ids (`MockDbOptions.ids`): the
 * spec gives them no type, so the mock API can answer as a backend with number ids does, or as
 * one with text ids.
 */
import { describe, expect, it } from 'vitest';
import { callApi } from '../../tests/call-api';
import { endpoints } from '../api/endpoints';
import { createMockDb } from './db';
import { createHandlers } from './handlers';
import { server } from './node';

describe('createMockDb ids', () => {
  it('are whole numbers unless asked otherwise', () => {
    const db = createMockDb();
    expect(db.listOrganizations().map((item) => item.id)).toEqual([1, 2]);
    expect(db.listProviders(1).map((item) => [item.id, item.organization_id])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
  });

  it('are text with `ids: "text"`, for the seed and for what it creates', () => {
    const db = createMockDb({ profile: 'sparse' });
    expect(db.listOrganizations().map((item) => item.id)).toEqual(['1', '2']);
    expect(db.listProviders('2').map((item) => [item.id, item.organization_id])).toEqual([
      ['4', '2'],
      ['5', '2'],
    ]);

    const organization = db.createOrganization({ name: 'Lakeside', unique_key: 'lakeside' });
    expect(organization).toMatchObject({ ok: true, value: { id: '3' } });
    const provider = db.createProvider({
      organization_id: '3',
      email: 'rosa@lakeside.example',
      clerk_id: 'user_rosa',
    });
    expect(provider).toMatchObject({ ok: true, value: { id: '6', organization_id: '3' } });
    expect(db.getOrganization('3')).toEqual({ id: '3', name: 'Lakeside', unique_key: 'lakeside' });
  });

  it('keep their kind after a reset', () => {
    const db = createMockDb({ profile: 'sparse' });
    db.reset();
    expect(db.listOrganizations().map((item) => item.id)).toEqual(['1', '2']);
  });

  it.each([
    ['full', 2, '2'],
    ['sparse', '2', 2],
  ] as const)(
    'of the %s profile name a record written either way, and a provider keeps the held one',
    (profile, held, otherKind) => {
      const db = createMockDb({ profile });
      expect(db.getOrganization(otherKind)?.id).toBe(held);
      expect(db.listProviders(otherKind)).toHaveLength(2);
      const added = db.createProvider({
        organization_id: otherKind,
        email: 'new@northgate-cc.example',
        clerk_id: 'user_new',
      });
      expect(added).toMatchObject({ ok: true, value: { organization_id: held } });
    },
  );

  it('refuse a provider of an organization no id names', () => {
    const db = createMockDb({ profile: 'sparse' });
    const refused = db.createProvider({
      organization_id: 'org-7f',
      email: 'a@b.example',
      clerk_id: 'user_a',
    });
    expect(refused).toEqual({
      ok: false,
      errors: [['organization_id', 'Organization does not exist.']],
    });
  });
});

describe('the mock API with text ids', () => {
  const asSuperuser = { as: 'superuser' } as const;

  it('answers every organization and provider id as a string, and reads them in paths', async () => {
    server.use(...createHandlers(createMockDb({ profile: 'sparse' })));

    const organizations = await callApi(endpoints.organizations, asSuperuser);
    expect(organizations.body).toEqual([
      expect.objectContaining({ id: '1' }),
      expect.objectContaining({ id: '2' }),
    ]);
    expect((await callApi(endpoints.organization('2'), asSuperuser)).body).toMatchObject({
      id: '2',
    });
    expect((await callApi(endpoints.organizationProviders('2'), asSuperuser)).body).toEqual([
      { id: '4', email: 'amelia.brooks@northgate-cc.example' },
      { id: '5', email: 'kenji.watanabe@northgate-cc.example' },
    ]);

    const created = await callApi(endpoints.organizationCreate, {
      ...asSuperuser,
      body: { name: 'Lakeside', unique_key: 'lakeside' },
    });
    expect(created).toEqual({ status: 201, body: { id: '3' } });
    const added = await callApi(endpoints.providerCreate, {
      ...asSuperuser,
      body: { organization_id: '3', email: 'rosa@lakeside.example', clerk_id: 'user_rosa' },
    });
    expect(added).toEqual({ status: 201, body: { id: '6' } });
    expect((await callApi(endpoints.organizationProviders('3'), asSuperuser)).body).toEqual([
      { id: '6', email: 'rosa@lakeside.example' },
    ]);
  });

  it('answers 404 for an organization id no record has', async () => {
    server.use(...createHandlers(createMockDb({ profile: 'sparse' })));
    for (const path of [endpoints.organization('org-7f'), endpoints.organizationProviders('9')]) {
      expect(await callApi(path, asSuperuser)).toEqual({
        status: 404,
        body: { detail: 'Not found.' },
      });
    }
  });
});
