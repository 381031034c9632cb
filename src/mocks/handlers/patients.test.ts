import { describe, expect, it } from 'vitest';
import { endpoints } from '../../api/endpoints';
import { patientListSchema, patientSchema, recommendationsSchema } from '../../api/schemas';
import { mockDb, server } from '../node';
import { samplePatients } from '../seed';
import { patientHandlers } from './patients';
import { callApi } from '../../../tests/call-api';
import { MAYA } from '../../../tests/sample-patients';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SOFIA_EMAIL = 'sofia.marquez@example.com';

function save(path: string, body: unknown) {
  return callApi(path, { body });
}

async function createPatient(email: string, information: Record<string, unknown>) {
  const response = await save(endpoints.patientCreate, {
    patient: { email },
    patient_information: information,
  });
  expect(response.status).toBe(201);
  return (response.body as { uuid: string }).uuid;
}

async function getPatient(uuid: string) {
  return patientSchema.parse((await callApi(endpoints.patient(uuid))).body);
}

describe('patient endpoints', () => {
  it.each([
    ['GET', endpoints.patients],
    ['GET', endpoints.patient(MAYA)],
    ['GET', endpoints.patientRecommendations(MAYA)],
    ['POST', endpoints.patientCreate],
    ['POST', endpoints.patientUpdate(MAYA)],
  ] as const)('%s %s answers 403 to a superuser', async (method, path) => {
    const response = await callApi(path, { as: 'superuser', method });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ detail: expect.any(String) });
  });

  it('lists the five sample patients with uuid, email and name', async () => {
    const response = await callApi(endpoints.patients);
    expect(response.status).toBe(200);
    const patients = patientListSchema.parse(response.body);
    expect(patients).toHaveLength(5);
    expect(patients[0]).toEqual({
      uuid: MAYA,
      email: 'maya.thompson@example.com',
      name: 'Maya Thompson',
    });
  });

  describe('paging, the proposed extension (docs/api/README.md)', () => {
    const page = async (query: string) => (await callApi(`${endpoints.patients}?${query}`)).body;
    const emails = (body: unknown) =>
      (body as { results: { email: string }[] }).results.map((item) => item.email);

    it('answers a page of the size asked, with links to the pages beside it', async () => {
      const all = patientListSchema.parse((await callApi(endpoints.patients)).body);
      const first = await page('page_size=2');
      expect(first).toEqual({
        count: 5,
        next: '/api/patients?page_size=2&page=2',
        previous: null,
        results: all.slice(0, 2),
      });
      expect(await page('page_size=2&page=2')).toMatchObject({
        next: '/api/patients?page_size=2&page=3',
        previous: '/api/patients?page_size=2',
        results: all.slice(2, 4),
      });
      expect(await page('page=3&page_size=2')).toEqual({
        count: 5,
        next: null,
        previous: '/api/patients?page=2&page_size=2',
        results: all.slice(4),
      });
    });

    it('cuts a page size over its maximum, as DRF does', async () => {
      const body = await page('page_size=100000');
      expect(body).toMatchObject({ count: 5, next: null });
      expect(emails(body)).toHaveLength(5);
    });

    it.each(['page_size=2&page=4', 'page_size=2&page=0', 'page_size=2&page=two'])(
      'answers 404 "Invalid page." to %s',
      async (query) => {
        const response = await callApi(`${endpoints.patients}?${query}`);
        expect(response).toEqual({ status: 404, body: { detail: 'Invalid page.' } });
      },
    );

    it.each(['page_size=0', 'page_size=two', 'page=2'])(
      'answers the whole list to %s, which asks for no page size',
      async (query) => {
        expect(patientListSchema.parse(await page(query))).toHaveLength(5);
      },
    );

    it('answers the whole list to a page size when it plays the spec’s backend', async () => {
      server.use(...patientHandlers(mockDb, { paging: false }));
      expect(patientListSchema.parse(await page('page_size=2'))).toHaveLength(5);
    });
  });

  it('gets a patient with uuid, email and information, and 404 for an unknown uuid', async () => {
    const patient = await getPatient(MAYA);
    expect(patient.email).toBe('maya.thompson@example.com');
    expect(patient.information).toMatchObject({ name: 'Maya Thompson', sex: 'female' });

    const missing = await callApi(endpoints.patient('no-such-patient'));
    expect(missing).toEqual({ status: 404, body: { detail: 'Not found.' } });
  });

  describe('create', () => {
    it('answers 201 with a new uuid and stores the patient', async () => {
      const uuid = await createPatient(' new.patient@example.com ', { name: 'New Patient' });
      expect(uuid).toMatch(UUID_V4);
      expect(await getPatient(uuid)).toEqual({
        uuid,
        email: 'new.patient@example.com',
        information: { name: 'New Patient' },
      });
      const list = patientListSchema.parse((await callApi(endpoints.patients)).body);
      expect(list).toContainEqual({ uuid, email: 'new.patient@example.com', name: 'New Patient' });
    });

    it('ignores a uuid sent in the body', async () => {
      const response = await save(endpoints.patientCreate, {
        patient: { email: 'chosen@example.com', uuid: MAYA },
        patient_information: {},
      });
      expect(response.status).toBe(201);
      expect((response.body as { uuid: string }).uuid).not.toBe(MAYA);
    });

    it.each([
      [{}, 'Email is required.'],
      [{ email: '' }, 'Email is required.'],
      [{ email: 42 }, 'Email is required.'],
      [{ email: 'nobody' }, 'Enter a valid email address.'],
      [{ email: 'nobody@example' }, 'Enter a valid email address.'],
      [{ email: 'SOFIA.Marquez@example.com' }, 'Another patient already uses this email address.'],
    ])('answers 400 with a list of messages for patient %j', async (patient, message) => {
      const response = await save(endpoints.patientCreate, { patient, patient_information: {} });
      expect(response).toEqual({ status: 400, body: { errors: [message] } });
    });
  });

  it.each([
    ['not JSON', 'not json'],
    ['an array', [1, 2]],
    ['no patient', { patient_information: {} }],
    ['no patient_information', { patient: { email: 'a@b.example' } }],
    [
      'a list as patient_information',
      { patient: { email: 'a@b.example' }, patient_information: [] },
    ],
    [
      'a uuid that is not text',
      { patient: { email: 'a@b.example', uuid: 7 }, patient_information: {} },
    ],
  ])('answers 400 with an errors list for a body with %s', async (_label, body) => {
    for (const path of [endpoints.patientCreate, endpoints.patientUpdate(MAYA)]) {
      const response = await save(path, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ errors: [expect.any(String)] });
    }
  });

  describe('update', () => {
    it('merges the given keys over the stored information and answers 200', async () => {
      const before = await getPatient(MAYA);
      const response = await save(endpoints.patientUpdate(MAYA), {
        patient: { email: 'maya.t@example.com' },
        patient_information: { weight: 130, allergies: [] },
      });

      expect(response).toEqual({ status: 200, body: { uuid: MAYA } });
      const after = await getPatient(MAYA);
      expect(after.email).toBe('maya.t@example.com');
      expect(after.information).toEqual({ ...before.information, weight: 130, allergies: [] });
    });

    it('keeps its own email but refuses one another patient has', async () => {
      const own = await save(endpoints.patientUpdate(MAYA), {
        patient: { email: 'MAYA.THOMPSON@example.com' },
        patient_information: {},
      });
      expect(own.status).toBe(200);

      const taken = await save(endpoints.patientUpdate(MAYA), {
        patient: { email: SOFIA_EMAIL },
        patient_information: { weight: 1 },
      });
      expect(taken).toEqual({
        status: 400,
        body: { errors: ['Another patient already uses this email address.'] },
      });
      expect((await getPatient(MAYA)).information.weight).toBe(132);
    });

    it('answers 404 for an unknown uuid', async () => {
      const response = await save(endpoints.patientUpdate('no-such-patient'), {
        patient: { email: 'ghost@example.com' },
        patient_information: {},
      });
      expect(response).toEqual({ status: 404, body: { detail: 'Not found.' } });
    });
  });

  describe('recommendations', () => {
    it('serves the hand-written recommendations of a sample patient', async () => {
      for (const sample of samplePatients) {
        const response = await callApi(endpoints.patientRecommendations(sample.uuid));
        expect(response.status).toBe(200);
        expect(recommendationsSchema.parse(response.body)).toEqual(sample.recommendations);
      }
    });

    it('derives recommendations for a created patient', async () => {
      const uuid = await createPatient('aura@example.com', {
        name: 'Aura Patient',
        date_of_birth: '1996-04-02',
        neurologic_conditions: ['migranes_with_aura'],
      });
      const response = await callApi(endpoints.patientRecommendations(uuid));
      expect(response.status).toBe(200);
      const recommendations = recommendationsSchema.parse(response.body);
      expect(recommendations.do_not_recommend).toEqual([
        expect.stringMatching(/^Combined hormonal contraception.*category 4.*Migraine with aura/),
      ]);
    });

    it('keeps sample recommendations after a no-op save but derives them once the data changes', async () => {
      const sample = samplePatients[0]!;
      await save(endpoints.patientUpdate(MAYA), {
        patient: { email: sample.email },
        patient_information: { name: 'Maya Thompson' },
      });
      expect((await callApi(endpoints.patientRecommendations(MAYA))).body).toEqual(
        sample.recommendations,
      );

      await save(endpoints.patientUpdate(MAYA), {
        patient: { email: sample.email },
        patient_information: { neurologic_conditions: ['migranes_with_aura'] },
      });
      const derived = recommendationsSchema.parse(
        (await callApi(endpoints.patientRecommendations(MAYA))).body,
      );
      expect(derived).not.toEqual(sample.recommendations);
      expect(derived.do_not_recommend.join(' ')).toContain('Migraine with aura');
    });

    it('answers 404 for an unknown uuid', async () => {
      const response = await callApi(endpoints.patientRecommendations('no-such-patient'));
      expect(response).toEqual({ status: 404, body: { detail: 'Not found.' } });
    });
  });
});
