import { describe, expect, it } from 'vitest';
import { endpoints } from '../../api/endpoints';
import { callApi } from '../../../tests/call-api';
import { MAYA as SEEDED_UUID } from '../../../tests/sample-patients';

const NOT_SIGNED_IN = { detail: 'Authentication credentials were not provided.' };

const everyEndpoint: ['GET' | 'POST', string][] = [
  ['GET', endpoints.whoami],
  ['POST', endpoints.login],
  ['POST', endpoints.register],
  ['GET', endpoints.organizations],
  ['POST', endpoints.organizationCreate],
  ['GET', endpoints.organization(1)],
  ['GET', endpoints.organizationProviders(1)],
  ['POST', endpoints.providerCreate],
  ['GET', endpoints.patients],
  ['GET', endpoints.patient(SEEDED_UUID)],
  ['POST', endpoints.patientCreate],
  ['POST', endpoints.patientUpdate(SEEDED_UUID)],
  ['GET', endpoints.patientRecommendations(SEEDED_UUID)],
];

describe('authentication', () => {
  it.each(everyEndpoint)('%s %s answers 401 without a token', async (method, path) => {
    const response = await callApi(path, { as: null, method });
    expect(response).toEqual({ status: 401, body: NOT_SIGNED_IN });
  });

  it('answers 401 for a bearer token that is not a demo token', async () => {
    const response = await fetch(`http://localhost${endpoints.whoami}`, {
      headers: { Authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.e30.c2ln' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(NOT_SIGNED_IN);
  });

  it('serves any base-path prefix and origin', async () => {
    const prefixed = await callApi(`/contrarx${endpoints.whoami}`);
    const elsewhere = await callApi(endpoints.whoami, { origin: 'http://127.0.0.1:9090' });
    expect(prefixed.body).toEqual({ user_type: 'provider' });
    expect(elsewhere.body).toEqual({ user_type: 'provider' });
  });
});

describe('whoami and login', () => {
  it.each([
    ['provider', 'provider'],
    ['superuser', 'superuser'],
  ] as const)('report the %s persona as user_type %s', async (persona, userType) => {
    const whoami = await callApi(endpoints.whoami, { as: persona });
    const login = await callApi(endpoints.login, { as: persona, method: 'POST' });
    expect(whoami).toEqual({ status: 200, body: { user_type: userType } });
    expect(login).toEqual({ status: 200, body: { user_type: userType } });
  });
});

describe('register', () => {
  it('registers with a token from the withusers template', async () => {
    const response = await callApi(endpoints.register, { method: 'POST', template: 'withusers' });
    expect(response).toEqual({ status: 200, body: { registered: true } });
  });

  it('refuses a session token with 400 and a detail', async () => {
    const response = await callApi(endpoints.register, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail: expect.stringContaining('withusers') });
  });
});
