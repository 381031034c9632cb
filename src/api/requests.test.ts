import { describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { NOT_ASKED_FOR } from './record-asked-for';
import { createRequests, type Requests } from './requests';

const ORGANIZATION_ID = '2';
const PATIENT_UUID = '7cdac045-339e-405c-bcf9-82117dc49c77';
const HOSTILE = ['..%2F..%2Fpatients', '../../patients', '1/../../patients', '', '.', '..', '2 '];

/** The request functions over a client that records each path it is handed. */
function recorded() {
  const sent: string[] = [];
  const client: ApiClient = {
    baseUrl: '',
    request: (path) => {
      sent.push(path);
      // The record asked for, as far as a read by id checks it (record-asked-for.ts).
      return Promise.resolve({
        status: 200,
        data: { id: Number(ORGANIZATION_ID), uuid: PATIENT_UUID } as never,
      });
    },
  };
  return { api: createRequests(client), sent };
}

/**
 * An organization's id of another kind than the one asked for in the recorded answer, that no
 * shape refuses: the spec gives organization ids no type (schemas.ts).
 */
const TEXT_ORGANIZATION_ID = 'org-7f';

/** Ids of the right characters an organization's path still refuses (ids.ts). */
const NOT_ORGANIZATION_IDS = ['1;x', '%2E%2E', '%41', '\uff11', 'a'.repeat(65)];

/** Ids a patient's path refuses: an organization's, and a uuid's shape broken. */
const NOT_PATIENT_UUIDS = [ORGANIZATION_ID, TEXT_ORGANIZATION_ID, PATIENT_UUID.slice(1)];

/**
 * Every request function that takes an id, with the ids a well-formed call gives it and the ids
 * of its own it refuses.
 */
const byId: [
  string,
  (api: Requests, id: string) => Promise<unknown>,
  wellFormed: string,
  refused: string[],
][] = [
  ['getOrganization', (api, id) => api.getOrganization(id), ORGANIZATION_ID, NOT_ORGANIZATION_IDS],
  ['listProviders', (api, id) => api.listProviders(id), ORGANIZATION_ID, NOT_ORGANIZATION_IDS],
  ['getPatient', (api, id) => api.getPatient(id), PATIENT_UUID, NOT_PATIENT_UUIDS],
  [
    'savePatient',
    (api, id) =>
      api.savePatient({ patient: { email: 'a@b.example' }, patient_information: {} }, id),
    PATIENT_UUID,
    NOT_PATIENT_UUIDS,
  ],
  ['getRecommendations', (api, id) => api.getRecommendations(id), PATIENT_UUID, NOT_PATIENT_UUIDS],
];

describe.each(byId)('%s', (_, call, wellFormed, refused) => {
  it('sends a well-formed id', async () => {
    const { api, sent } = recorded();
    await call(api, wellFormed);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`/${wellFormed}`);
  });

  it.each([...HOSTILE, ...refused])('refuses %j as not found, and sends nothing', async (id) => {
    const { api, sent } = recorded();
    await expect(call(api, id)).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 404,
    });
    expect(sent).toEqual([]);
  });
});

/** The request functions over a client that answers every call with `data`. */
const answering = (data: unknown) =>
  createRequests({
    baseUrl: '',
    request: () => Promise.resolve({ status: 200, data: data as never }),
  });

const OTHER_UUID = '0b1e2f3a-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
const record = { email: 'a@b.example', information: {} };
const organization = { name: 'North Clinic', unique_key: 'north' };

describe('a read by id', () => {
  it('takes the record asked for', async () => {
    await expect(
      answering({ uuid: PATIENT_UUID, ...record }).getPatient(PATIENT_UUID),
    ).resolves.toMatchObject({ uuid: PATIENT_UUID });
    await expect(
      answering({ id: 2, ...organization }).getOrganization(ORGANIZATION_ID),
    ).resolves.toMatchObject({ id: 2 });
  });

  it.each([
    ['another patient', { uuid: OTHER_UUID, ...record }],
    // The same uuid written otherwise is not taken for it: the address names the record.
    ['its uuid in capitals', { uuid: PATIENT_UUID.toUpperCase(), ...record }],
  ])('fails when the patient read answers with %s', async (_, answer) => {
    await expect(answering(answer).getPatient(PATIENT_UUID)).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'malformed',
      message: NOT_ASKED_FOR,
    });
  });

  it('fails when the organization read answers with another organization', async () => {
    await expect(
      answering({ id: 3, ...organization }).getOrganization(ORGANIZATION_ID),
    ).rejects.toMatchObject({ name: 'ApiError', kind: 'malformed', message: NOT_ASKED_FOR });
  });
});

describe('an organization id of either kind', () => {
  it.each([TEXT_ORGANIZATION_ID, '3', 3, 'A_b.c~d-1'])(
    'names its organization, %j, as given in the path and takes its record',
    async (id) => {
      const sent: string[] = [];
      const api = createRequests({
        baseUrl: '',
        request: (path) => {
          sent.push(path);
          return Promise.resolve({ status: 200, data: { id, ...organization } as never });
        },
      });
      await expect(api.getOrganization(id)).resolves.toEqual({ id, ...organization });
      await api.listProviders(id);
      expect(sent).toEqual([`/api/organizations/get/${id}`, `/api/providers/organizations/${id}`]);
    },
  );

  it('is encoded in the path where a character is not one a path holds as it is', async () => {
    const sent: string[] = [];
    const api = createRequests({
      baseUrl: '',
      request: (path) => {
        sent.push(path);
        return Promise.resolve({ status: 200, data: [] as never });
      },
    });
    await api.listProviders("a+b:c@d!'(e)*");
    expect(sent).toEqual(['/api/providers/organizations/a%2Bb%3Ac%40d%21%27%28e%29%2A']);
  });
});
