import { describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { createRequests, type Requests } from './requests';

const ORGANIZATION_ID = '2';
const PATIENT_UUID = '7cdac045-339e-405c-bcf9-82117dc49c77';
const HOSTILE = ['..%2F..%2Fpatients', '../../patients', '1/../../patients', '', '..', '2 ', '0'];

/** The request functions over a client that records each path it is handed. */
function recorded() {
  const sent: string[] = [];
  const client: ApiClient = {
    baseUrl: '',
    request: (path) => {
      sent.push(path);
      return Promise.resolve({ status: 200, data: undefined as never });
    },
  };
  return { api: createRequests(client), sent };
}

/** Every request function that takes an id, with the id a well-formed call gives it. */
const byId: [string, (api: Requests, id: string) => Promise<unknown>, string][] = [
  ['getOrganization', (api, id) => api.getOrganization(id), ORGANIZATION_ID],
  ['listProviders', (api, id) => api.listProviders(id), ORGANIZATION_ID],
  ['getPatient', (api, id) => api.getPatient(id), PATIENT_UUID],
  [
    'savePatient',
    (api, id) =>
      api.savePatient({ patient: { email: 'a@b.example' }, patient_information: {} }, id),
    PATIENT_UUID,
  ],
  ['getRecommendations', (api, id) => api.getRecommendations(id), PATIENT_UUID],
];

describe.each(byId)('%s', (_, call, wellFormed) => {
  it('sends a well-formed id', async () => {
    const { api, sent } = recorded();
    await call(api, wellFormed);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`/${wellFormed}`);
  });

  it.each([...HOSTILE, wellFormed === PATIENT_UUID ? ORGANIZATION_ID : PATIENT_UUID])(
    'refuses %j as not found, and sends nothing',
    async (id) => {
      const { api, sent } = recorded();
      await expect(call(api, id)).rejects.toMatchObject({
        name: 'ApiError',
        kind: 'http',
        status: 404,
      });
      expect(sent).toEqual([]);
    },
  );
});
