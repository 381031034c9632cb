/**
 * The failures the check can provoke without writing: a read of an organization and of a
 * patient that do not exist (404 expected), and every read call without a token (401
 * expected). Each row says what came back and the shape of its body (shapes.ts,
 * errorBodyShape), never its text.
 */
import { randomUUID } from 'node:crypto';
import { endpoints } from '../../src/api/endpoints';
import type { Answer, Backend } from './http';
import { ORGANIZATION, ORGANIZATIONS, PROVIDERS } from './organization-reads';
import { PATIENT, PATIENTS, RECOMMENDATIONS } from './patient-reads';
import type { Row } from './report';
import type { ApiId } from '../../src/api/schemas';
import { errorBodyShape } from './shapes';
import { WHOAMI } from './whoami';

/** An id no listed organization has, of the type the listed ones are. */
function unknownOrganizationId(listed: readonly ApiId[]): ApiId {
  if (listed.some((id) => typeof id === 'string'))
    return `contrarx-no-such-organization-${randomUUID()}`;
  return Math.max(0, ...(listed as number[])) + 1_000_000;
}

function unknownPatientUuid(listed: readonly string[]): string {
  let uuid = randomUUID();
  while (listed.includes(uuid)) uuid = randomUUID();
  return uuid;
}

const statusOf = (answer: Answer) => (answer.kind === 'answered' ? String(answer.status) : '-');

/** A read of an id that does not exist: 404, with the body's shape noted. */
function notFoundRow(call: string, done: string, answer: Answer, token: string): Row {
  const row = { call, done: `${done}, as token ${token}`, status: statusOf(answer) };
  if (answer.kind === 'unanswered') return { ...row, result: 'failed', detail: [answer.reason] };
  const body = `body: ${errorBodyShape(answer)}`;
  switch (answer.status) {
    case 404:
      return { ...row, result: 'OK', detail: [body] };
    case 403:
      return { ...row, result: 'skipped', detail: ["forbidden to every token's role"] };
    case 401:
      return { ...row, result: 'failed', detail: ['every token is refused'] };
    default:
      return { ...row, result: 'differs', detail: [`expected 404, got ${answer.status}`, body] };
  }
}

/** A read without a token: 401 expected; anything the server lets through is open to all. */
function noTokenRow(call: string, answer: Answer): Row {
  const row = { call, done: 'without a token', status: statusOf(answer) };
  if (answer.kind === 'unanswered') return { ...row, result: 'failed', detail: [answer.reason] };
  const body = `body: ${errorBodyShape(answer)}`;
  if (answer.status === 401) return { ...row, result: 'OK', detail: [body] };
  if (answer.status >= 200 && answer.status < 300) {
    return {
      ...row,
      result: 'failed',
      detail: ['answered without a token: the call is open to anyone'],
    };
  }
  return { ...row, result: 'differs', detail: [`expected 401, got ${answer.status}`, body] };
}

export async function checkErrorBodies(
  backend: Backend,
  listed: { organizationIds: readonly ApiId[]; patientUuids: readonly string[] },
): Promise<Row[]> {
  const badOrganization = unknownOrganizationId(listed.organizationIds);
  const badPatient = unknownPatientUuid(listed.patientUuids);
  const organization = await backend.send(
    'organization',
    'GET',
    endpoints.organization(badOrganization),
  );
  const patient = await backend.send('patient', 'GET', endpoints.patient(badPatient));

  // A real id where there is one, so the 401 is not a 404 in disguise.
  const organizationId = listed.organizationIds[0] ?? badOrganization;
  const patientUuid = listed.patientUuids[0] ?? badPatient;
  const withoutToken: [string, string][] = [
    [WHOAMI, endpoints.whoami],
    [ORGANIZATIONS, endpoints.organizations],
    [ORGANIZATION, endpoints.organization(organizationId)],
    [PROVIDERS, endpoints.organizationProviders(organizationId)],
    [PATIENTS, endpoints.patients],
    [PATIENT, endpoints.patient(patientUuid)],
    [RECOMMENDATIONS, endpoints.patientRecommendations(patientUuid)],
  ];
  const noToken: Row[] = [];
  for (const [call, path] of withoutToken) {
    noToken.push(noTokenRow(call, await backend.sendWithoutToken(path)));
  }
  return [
    notFoundRow(
      ORGANIZATION,
      'read an id no organization has',
      organization.answer,
      organization.token,
    ),
    notFoundRow(PATIENT, 'read a uuid no patient has', patient.answer, patient.token),
    ...noToken,
  ];
}
