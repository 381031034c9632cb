/**
 * --write, patients: a marked test patient created and read back; updated with a changed
 * answer and an answer the stored record lacked (a backend may keep only the keys it already
 * holds, silently dropping new answers); updated without one stored answer, to see whether the
 * backend merges an update into the record or replaces the record with it (the spec is silent).
 */
import { z } from 'zod/mini';
import { endpoints } from '../../src/api/endpoints';
import { isPatientUuid } from '../../src/api/ids';
import { patientSchema, type PatientInformation } from '../../src/api/schemas';
import { sameKey } from '../../src/api/create-check';
import { hasPath } from '../../src/domain/intake/model/path';
import { addedFields, differenceAt, differences } from './compare';
import type { Answer, Backend, Sent } from './http';
import { answerRow } from './many-reads';
import { PATIENT } from './patient-reads';
import type { Row } from './report';
import { checkAnswer, errorBodyShape } from './shapes';

const CREATE = 'POST /api/patients/set';
const UPDATE = 'POST /api/patients/set/{patient_uuid}';

/** The test patient's name, the marker to recognise her by. */
export const MARKER = 'Contract Check';
const testEmail = (stamp: string) => `contract-check+${stamp}@example.invalid`;

/** A few answers of the catalog, of its kinds: text, select, date, whole number, yes/no, list, nested. */
const answers = (): PatientInformation => ({
  name: MARKER,
  gender: 'female',
  date_of_birth: '2000-01-01',
  height: 64,
  sexual_activity: true,
  birth_control_goals: ['acne'],
  family_history: { diabetes: false },
  recent_blood_pressure: { systolic: 112, diastolic: 72 },
});
const CHANGED = { key: 'height', value: 65 };
/** Answers the test record lacks, the first one it still lacks sent as new. */
const NEW_ANSWERS: [string, unknown][] = [
  ['weight', 132],
  ['ethnicity', 'Not given'],
  ['first_menstruation', 12],
];
/** Left out of the last update: merged, it stays; replaced, it is gone. */
const LEFT_OUT = 'sexual_activity';

/** The test patient's record as read back, its row saying how it compares with `expected`. */
async function readBack(
  backend: Backend,
  done: string,
  { uuid, email }: { uuid: string; email: string },
  expected: PatientInformation,
  /** Keys compared apart, by the step's own lines. */
  except: string[] = [],
): Promise<{ row: Row; information?: PatientInformation }> {
  const reply = await backend.send('patient', 'GET', endpoints.patient(uuid));
  const checked = checkAnswer(reply.answer, patientSchema);
  const row = answerRow(PATIENT, `${done}, as token ${reply.token}`, checked, []);
  if (checked.kind !== 'ok') return { row };
  const { information } = checked.data;
  const { compared, lines } = differences(expected, information, except);
  if (!sameKey(checked.data.email, email)) lines.push('email: read back changed');
  if (checked.data.uuid !== uuid) lines.push('a record other than the one asked for');
  const added = addedFields(expected, information, except);
  row.result = lines.length ? 'differs' : 'OK';
  row.detail = [
    ...(lines.length
      ? lines
      : [`${except.length ? 'the other ' : ''}${compared} of ${compared} answers as sent`]),
    ...(added ? [`${added} catalog fields not sent came back (filled in by the backend)`] : []),
  ];
  return { row, information };
}

/** The rows of the patient's writes, each step skipped with its reason once one fails. */
export async function writePatient(
  backend: Backend,
  stamp: string,
): Promise<{ rows: Row[]; created: boolean }> {
  const email = testEmail(stamp);
  const save = (information: PatientInformation, uuid?: string) =>
    backend.send(
      uuid === undefined ? 'patientCreate' : 'patientUpdate',
      'POST',
      uuid === undefined ? endpoints.patientCreate : endpoints.patientUpdate(uuid),
      {
        patient: uuid === undefined ? { email } : { email, uuid },
        patient_information: information,
      },
    );

  // Create, and find the new record: by the answer's uuid, or by the email in the list.
  const sent = answers();
  const created = await save(sent);
  const createRow = saveRowOf(CREATE, 'create a test patient', created);
  if (createRow.result !== 'OK') {
    return {
      rows: [createRow, ...skippedAfter('the test patient was not created')],
      created: false,
    };
  }
  const found = await uuidOf(backend, created.answer, email);
  createRow.detail = [found.how];
  if (!found.uuid) {
    return { rows: [createRow, ...skippedAfter('the test patient was not found')], created: true };
  }
  const patient = { uuid: found.uuid, email };
  const rows = [createRow];

  const first = await readBack(backend, 'read the test patient back', patient, sent);
  rows.push(first.row);
  if (!first.information) {
    return {
      rows: [...rows, ...skippedAfter('the test patient could not be read', 1)],
      created: true,
    };
  }

  // (a) a changed answer, (b) an answer the stored record lacked, sent as the app sends a save:
  // the record as read, with its changes.
  const stored = first.information;
  const [newKey, newValue] = NEW_ANSWERS.find(([key]) => !hasPath(stored, key)) ?? NEW_ANSWERS[0]!;
  const updated = { ...structuredClone(stored), [CHANGED.key]: CHANGED.value, [newKey]: newValue };
  rows.push(
    saveRowOf(
      UPDATE,
      `update: ${CHANGED.key} changed, ${newKey} added`,
      await save(updated, patient.uuid),
    ),
  );
  const second = await readBack(backend, 'read back after the update', patient, updated, [
    CHANGED.key,
    newKey,
  ]);
  rows.push(second.row);
  if (!second.information) {
    return {
      rows: [...rows, ...skippedAfter('the update could not be read back', 3)],
      created: true,
    };
  }
  const changed = differenceAt(updated, second.information, CHANGED.key);
  const added = differenceAt(updated, second.information, newKey);
  second.row.detail.unshift(
    `changed answer ${CHANGED.key}: ${changed ? 'not kept' : 'kept'}`,
    `new answer ${newKey}: ${added ? 'dropped' : 'kept'}`,
  );
  if (changed || added) second.row.result = 'differs';

  // Without one stored answer: merged, it is still there; replaced, it is gone.
  const leftOut = structuredClone(second.information);
  delete leftOut[LEFT_OUT];
  rows.push(
    saveRowOf(
      UPDATE,
      `update without one stored answer (${LEFT_OUT})`,
      await save(leftOut, patient.uuid),
    ),
  );
  const third = await readBack(backend, 'read back: merge or replace', patient, leftOut, [
    LEFT_OUT,
  ]);
  rows.push(third.row);
  if (third.information) {
    third.row.detail.unshift(
      hasPath(third.information, LEFT_OUT)
        ? `merges: ${LEFT_OUT}, left out, was kept`
        : `replaces: ${LEFT_OUT}, left out, is gone`,
      'the spec is silent; the app sends the whole record on every save, so either keeps what was typed',
    );
    if (third.row.result === 'OK') third.row.result = 'note';
  }
  return { rows, created: true };
}

/** A save's row: any 2xx is a success (the spec reads nothing of the answer but its status). */
function saveRowOf(call: string, done: string, reply: Sent): Row {
  const row = answerRow(
    call,
    `${done}, as token ${reply.token}`,
    checkAnswer(reply.answer, z.unknown()),
    ['saved'],
  );
  if (row.result !== 'OK' && reply.answer.kind === 'answered') {
    row.detail.push(`body: ${errorBodyShape(reply.answer)}`);
  }
  return row;
}

/** The spec answers a save with no body to read: the list, searched by email, finds it then. */
async function uuidOf(backend: Backend, answer: Answer, email: string) {
  const body =
    answer.kind === 'answered' ? (answer.body as { uuid?: unknown } | undefined) : undefined;
  if (typeof body?.uuid === 'string' && isPatientUuid(body.uuid)) {
    return { uuid: body.uuid, how: 'found by the uuid in its answer' };
  }
  const list = checkAnswer(
    (await backend.send('patients', 'GET', endpoints.patients)).answer,
    z.array(z.object({ uuid: z.string(), email: z.string() })),
  );
  const row = list.kind === 'ok' ? list.data.find((item) => sameKey(item.email, email)) : undefined;
  return row && isPatientUuid(row.uuid)
    ? { uuid: row.uuid, how: 'found by its email in the patients list (no uuid in the answer)' }
    : {
        uuid: undefined,
        how: 'not found: no uuid in the answer, nor its email in the patients list',
      };
}

/** The steps after a failed one, skipped: `from` is where in the sequence to start. */
function skippedAfter(reason: string, from = 0): Row[] {
  const steps: [string, string][] = [
    [PATIENT, 'read the test patient back'],
    [UPDATE, 'update: an answer changed, one added'],
    [PATIENT, 'read back after the update'],
    [UPDATE, 'update without one stored answer'],
    [PATIENT, 'read back: merge or replace'],
  ];
  return steps
    .slice(from)
    .map(([call, done]) => ({ call, done, status: '-', result: 'skipped', detail: [reason] }));
}
