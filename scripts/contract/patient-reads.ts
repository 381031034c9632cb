/**
 * The patients' reads: the whole list (the spec's call, no page asked), every listed patient
 * by uuid up to --limit, each one's information field by field (information.ts), and the first
 * one's recommendations.
 */
import { endpoints } from '../../src/api/endpoints';
import { isPatientUuid } from '../../src/api/ids';
import { patientListSchema, patientSchema, recommendationsSchema } from '../../src/api/schemas';
import type { Backend } from './http';
import { createInformationCheck } from './information';
import { answerRow, eachOf, ManyReads } from './many-reads';
import { plural, type Row } from './report';
import { checkAnswer, checkList } from './shapes';

export const PATIENTS = 'GET /api/patients';
export const PATIENT = 'GET /api/patients/get/{patient_uuid}';
export const RECOMMENDATIONS = 'GET /api/patients/get/{patient_uuid}/recommendations';

interface Listed {
  uuid: string;
  email: string;
  position: number;
}

export interface ListedPatients {
  /** The listed uuids of a uuid's shape, the only ones the app asks for. */
  uuids: string[];
  rows: Row[];
}

export async function readPatients(backend: Backend, limit: number): Promise<ListedPatients> {
  const sent = await backend.send('patients', 'GET', endpoints.patients);
  const list = checkList(sent.answer, patientListSchema.def.element);
  const done = `list, as token ${sent.token}`;
  if (!('items' in list)) {
    return {
      uuids: [],
      rows: [
        answerRow(PATIENTS, done, list, []),
        ...skippedReads('needs uuids from the patients list'),
      ],
    };
  }
  const listed: Listed[] = [];
  for (const { item, position } of list.items) {
    // The app never sends an id of another shape (src/api/ids.ts): such a patient cannot be opened.
    if (isPatientUuid(item.uuid)) listed.push({ uuid: item.uuid, email: item.email, position });
    else list.problems.add("[*].uuid: not of a uuid's shape, so the app never asks for it");
  }
  const listRow: Row = {
    call: PATIENTS,
    done,
    status: String(list.status),
    result: list.problems.size ? 'differs' : 'OK',
    detail: [
      `${plural(list.count, 'patient')}, every item checked`,
      ...list.problems.lines('item'),
    ],
  };
  if (listed.length === 0) {
    const reason = list.count
      ? "no listed patient has a uuid's shape"
      : 'the patients list is empty';
    return { uuids: [], rows: [listRow, ...skippedReads(reason)] };
  }
  return {
    uuids: listed.map(({ uuid }) => uuid),
    rows: [
      listRow,
      ...(await readEach(backend, listed, limit)),
      await readRecommendations(backend, listed[0]!),
    ],
  };
}

/** The rows of the reads that need a listed patient, when there is none to read. */
function skippedReads(reason: string): Row[] {
  return [PATIENT, RECOMMENDATIONS].map((call) => ({
    call,
    done: 'for each listed patient',
    status: '-',
    result: 'skipped',
    detail: [reason],
  }));
}

/** Each listed patient by uuid, up to `limit`: the record asked for, and its information. */
async function readEach(
  backend: Backend,
  listed: readonly Listed[],
  limit: number,
): Promise<Row[]> {
  const reads = new ManyReads();
  const information = createInformationCheck();
  const read = listed.slice(0, limit);
  await eachOf(read, async (patient) => {
    const sent = await backend.send('patient', 'GET', endpoints.patient(patient.uuid));
    const record = reads.read(sent, patientSchema, (data) => [
      ...(data.uuid === patient.uuid ? [] : ['a record other than the one asked for']),
      ...(data.email === patient.email ? [] : ['email differs from its list item']),
    ]);
    if (record) information.add(record.information, patient.position);
  });
  const capped =
    listed.length > limit
      ? [`cap reached: the first ${limit} of ${listed.length} read (--limit ${limit})`]
      : [];
  const done = capped.length
    ? `read the first ${limit} listed`
    : `read each of ${listed.length} listed`;
  return [reads.row(PATIENT, done, 'read', capped), ...information.rows()];
}

/** The first patient's recommendations: on a real backend each may take a model's time to make. */
async function readRecommendations(backend: Backend, first: Listed): Promise<Row> {
  const done = 'read for the first listed patient';
  const sent = await backend.send('patient', 'GET', endpoints.patientRecommendations(first.uuid));
  return answerRow(
    RECOMMENDATIONS,
    `${done}, as token ${sent.token}`,
    checkAnswer(sent.answer, recommendationsSchema),
    ['as the app expects'],
  );
}
