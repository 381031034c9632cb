/**
 * --write, organizations: a marked test organization created and read back, then created again
 * with the same unique_key, which must be refused with the spec's list of [field, message] pairs.
 */
import { serverProblems } from '../../src/api/api-error';
import { endpoints } from '../../src/api/endpoints';
import { createdSchema, organizationSchema, type ApiId } from '../../src/api/schemas';
import type { Backend } from './http';
import { answerRow } from './many-reads';
import { ORGANIZATION } from './organization-reads';
import { plural, type Row } from './report';
import { checkAnswer, errorBodyShape, idTypesOf, isPairList } from './shapes';

const CREATE = 'POST /api/organizations/create';

/** The test organization's name and unique key: what to look for to recognise it later. */
export const testOrganization = (stamp: string) => ({
  name: `ContraRx contract check ${stamp}`,
  unique_key: `contrarx-contract-${stamp}`,
});

export interface OrganizationWrites {
  rows: Row[];
  /** Whether the backend may now hold a test organization (or two). */
  created: boolean;
}

export async function writeOrganization(
  backend: Backend,
  stamp: string,
): Promise<OrganizationWrites> {
  const body = testOrganization(stamp);
  const sent = await backend.send('organizationCreate', 'POST', endpoints.organizationCreate, body);
  const checked = checkAnswer(sent.answer, createdSchema);
  const created = checked.kind === 'ok' || checked.kind === 'differs';
  const createRow = answerRow(
    CREATE,
    `create a test organization, as token ${sent.token}`,
    checked,
    [],
  );
  if (checked.kind === 'ok') {
    createRow.detail = [`answered {id}; ${idTypesOf([checked.data.id])}`];
    // The spec's success is 201; the app takes any 2xx.
    if (checked.status !== 201) {
      createRow.result = 'note';
      createRow.detail.push(
        `answered ${checked.status}, where the spec says 201 (the app takes any 2xx)`,
      );
    }
  } else if (sent.answer.kind === 'answered' && checked.kind === 'not-ok') {
    createRow.detail.push(`body: ${errorBodyShape(sent.answer)}`);
  }
  if (!created) {
    const skipped = (call: string, done: string): Row => ({
      call,
      done,
      status: '-',
      result: 'skipped',
      detail: ['the test organization was not created'],
    });
    return {
      created,
      rows: [
        createRow,
        skipped(ORGANIZATION, 'read the test organization back'),
        skipped(CREATE, 'create again with the same unique_key'),
      ],
    };
  }
  const readRow: Row =
    checked.kind === 'ok'
      ? await readBack(backend, checked.data.id, body)
      : {
          call: ORGANIZATION,
          done: 'read the test organization back',
          status: '-',
          result: 'skipped',
          detail: ['the create answered no id'],
        };
  return { created, rows: [createRow, readRow, await createDuplicate(backend, body)] };
}

async function readBack(
  backend: Backend,
  id: ApiId,
  body: ReturnType<typeof testOrganization>,
): Promise<Row> {
  const sent = await backend.send('organization', 'GET', endpoints.organization(id));
  const checked = checkAnswer(sent.answer, organizationSchema);
  const row = answerRow(
    ORGANIZATION,
    `read the test organization back, as token ${sent.token}`,
    checked,
    [],
  );
  if (checked.kind !== 'ok') return row;
  const differences = [
    ...(String(checked.data.id) === String(id) ? [] : ['a record other than the one asked for']),
    ...(['name', 'unique_key'] as const)
      .filter((key) => checked.data[key] !== body[key])
      .map((key) => `${key}: read back changed`),
  ];
  return differences.length
    ? { ...row, result: 'differs', detail: differences }
    : { ...row, detail: ['name and unique_key as sent'] };
}

/** The same unique_key again: refused (4xx) with a list of [field, message] pairs. */
async function createDuplicate(
  backend: Backend,
  body: ReturnType<typeof testOrganization>,
): Promise<Row> {
  const sent = await backend.send('organizationCreate', 'POST', endpoints.organizationCreate, body);
  const row = {
    call: CREATE,
    done: `create again with the same unique_key, as token ${sent.token}`,
  };
  const { answer } = sent;
  if (answer.kind === 'unanswered')
    return { ...row, status: '-', result: 'failed', detail: [answer.reason] };
  const status = String(answer.status);
  const shape = `body: ${errorBodyShape(answer)}`;
  if (answer.status >= 200 && answer.status < 300) {
    return {
      ...row,
      status,
      result: 'differs',
      detail: ['accepted: a second organization with the same unique_key'],
    };
  }
  if (answer.status < 400 || answer.status > 499) {
    return {
      ...row,
      status,
      result: 'differs',
      detail: [`expected a 4xx with a list of [field, message] pairs, got ${answer.status}`, shape],
    };
  }
  if (!isPairList(answer.body)) {
    return {
      ...row,
      status,
      result: 'differs',
      detail: [shape, 'expected a list of [field, message] pairs (spec section 5)'],
    };
  }
  const shown = serverProblems(answer.body).length;
  return {
    ...row,
    status,
    result: 'OK',
    detail: [shape, `the app shows ${plural(shown, 'message')} below the form`],
  };
}
