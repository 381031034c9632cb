/**
 * A patient of a test's own, stored through the API. The mock API keeps a save for every test that
 * runs after it, so a test that changes a record works on one nobody else reads.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

const AS_PROVIDER = { Authorization: 'Bearer demo.provider.session.e2e' };

/** What makes each run's patient its own: the time, and a few random letters. */
export const runId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Stores a patient with `email` and `information`; her uuid. */
export async function ownPatient(
  request: APIRequestContext,
  email: string,
  information: Record<string, unknown>,
): Promise<string> {
  const created = await request.post('/api/patients/set', {
    headers: AS_PROVIDER,
    data: { patient: { email }, patient_information: information },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { uuid: string }).uuid;
}

/** What the API holds of a patient's answers now. */
export async function storedInformation(request: APIRequestContext, uuid: string) {
  const answer = await request.get(`/api/patients/get/${uuid}`, { headers: AS_PROVIDER });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { information: Record<string, unknown> }).information;
}
