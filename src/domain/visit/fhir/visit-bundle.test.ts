import type {
  Bundle,
  Encounter,
  MedicationRequest,
  Observation,
  Organization,
  Patient,
  Practitioner,
  Resource,
} from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { fhirProblems } from '../../../../tests/fhir-r4';
import { MAYA } from '../../../../tests/sample-patients';
import {
  NO_METHOD,
  PLACEMENT,
  PRESCRIPTIONS,
  REFERRAL,
  visitRecord,
} from '../../../../tests/visit-records';
import type { VisitRecord } from '../record';
import { visitBundle, visitRecordFileName } from './visit-bundle';

const resources = (bundle: Bundle) => (bundle.entry ?? []).map(({ resource }) => resource!);
const ofType = <T extends Resource>(bundle: Bundle, type: T['resourceType']) =>
  resources(bundle).filter((resource): resource is T => resource.resourceType === type);
const codeOf = (observation: Observation) =>
  observation.code.coding?.[0]?.code ?? observation.code.text;

describe('the visit record as FHIR R4', () => {
  it.each([
    ['a prescription', PRESCRIPTIONS.combinedPill],
    ['a referral', REFERRAL],
    ['a placement', PLACEMENT],
    ['no method', NO_METHOD],
    ['a start after ulipristal', { ...PRESCRIPTIONS.patch, startDate: '2026-11-28' }],
  ])('is a valid R4 collection Bundle for %s', (_, outcome) => {
    const bundle = visitBundle(visitRecord(outcome));
    expect(bundle.type).toBe('collection');
    expect(fhirProblems(bundle)).toEqual([]);
    // Every entry has its own id, and every reference points at one of them.
    const urls = (bundle.entry ?? []).map(({ fullUrl }) => fullUrl);
    expect(new Set(urls).size).toBe(urls.length);
    const references = [...JSON.stringify(bundle).matchAll(/"reference":"([^"]+)"/g)];
    expect(references.length).toBeGreaterThan(0);
    for (const [, reference] of references) expect(urls).toContain(reference);
  });

  it('fails validation when a resource breaks the specification (the validator is live)', () => {
    const bundle = visitBundle(visitRecord(PRESCRIPTIONS.combinedPill));
    const broken = structuredClone(bundle);
    delete (ofType<Observation>(broken, 'Observation')[0] as Partial<Observation>).code;
    expect(fhirProblems(broken)).not.toEqual([]);
  });

  it('names the patient by her uuid and email, with the pharmacist as Practitioner', () => {
    const bundle = visitBundle(visitRecord(PRESCRIPTIONS.combinedPill));
    const [patient] = ofType(bundle, 'Patient');
    expect(patient).toMatchObject({
      identifier: [{ system: 'urn:ietf:rfc:3986', value: `urn:uuid:${MAYA}` }],
      telecom: [{ system: 'email', value: 'maya.thompson@example.com' }],
      birthDate: '2002-03-14',
    });
    expect(ofType(bundle, 'Practitioner')[0]).toMatchObject({
      name: [{ text: 'Sam Lee' }],
      identifier: [{ value: 'RPH-0012345' }],
    });
    expect(ofType(bundle, 'Encounter')[0]).toMatchObject({
      status: 'finished',
      class: { code: 'AMB' },
    });
  });

  it('holds the blood pressure with its LOINC codes, in mm[Hg]', () => {
    const bundle = visitBundle(visitRecord(PRESCRIPTIONS.combinedPill));
    const pressure = ofType<Observation>(bundle, 'Observation').find(
      (observation) => codeOf(observation) === '85354-9',
    )!;
    expect(pressure.component).toEqual([
      expect.objectContaining({
        code: expect.objectContaining({ coding: [expect.objectContaining({ code: '8480-6' })] }),
        valueQuantity: expect.objectContaining({ value: 128, code: 'mm[Hg]' }),
      }),
      expect.objectContaining({
        code: expect.objectContaining({ coding: [expect.objectContaining({ code: '8462-4' })] }),
        valueQuantity: expect.objectContaining({ value: 82, code: 'mm[Hg]' }),
      }),
    ]);
  });

  it('holds the pregnancy screen, and the test when one was done', () => {
    const certain = visitBundle(visitRecord(PRESCRIPTIONS.combinedPill));
    const screens = ofType<Observation>(certain, 'Observation');
    expect(
      screens.find((o) => codeOf(o) === '82810-3')?.valueCodeableConcept?.coding?.[0]?.code,
    ).toBe('60001007');
    expect(screens.some((o) => codeOf(o) === '2106-3')).toBe(false);

    const screen = { criteria: {}, symptoms: false, test: 'positive' } as const;
    const positive = visitBundle(
      visitRecord(REFERRAL, {
        pregnancy: {
          screen,
          result: { status: 'positive_test', met: [], notAnswered: [], words: 'Positive.' },
        },
      }),
    );
    const observations = ofType<Observation>(positive, 'Observation');
    expect(
      observations.find((o) => codeOf(o) === '82810-3')?.valueCodeableConcept?.coding?.[0]?.code,
    ).toBe('77386006');
    expect(
      observations.find((o) => codeOf(o) === '2106-3')?.valueCodeableConcept?.coding?.[0]?.code,
    ).toBe('10828004');
    expect(fhirProblems(positive)).toEqual([]);
  });

  it('holds one Observation per method group with its U.S. MEC category and reasons', () => {
    const bundle = visitBundle(visitRecord(PRESCRIPTIONS.combinedPill));
    const categories = ofType<Observation>(bundle, 'Observation').filter((o) =>
      o.code.text?.startsWith('U.S. MEC 2024 category'),
    );
    expect(categories).toHaveLength(6);
    const chc = categories.find((o) => o.code.text?.includes('CHC'))!;
    expect(chc.valueInteger).toBe(2);
    expect(chc.note?.[0]?.text).toBe('Hypertension, adequately controlled: category 3');
  });

  it('orders the prescribed product with its reason, start and supply', () => {
    const bundle = visitBundle(visitRecord(PRESCRIPTIONS.combinedPill));
    const [request] = ofType<MedicationRequest>(bundle, 'MedicationRequest');
    expect(request).toMatchObject({
      status: 'active',
      intent: 'order',
      medicationCodeableConcept: { text: 'Yaz' },
      dosageInstruction: [
        {
          text: 'Start today. Back-up (abstain or condoms) for 7 days.',
          timing: { repeat: { boundsPeriod: { start: '2026-11-25' } } },
        },
      ],
      dispenseRequest: { expectedSupplyDuration: { value: 12, code: 'mo' } },
    });
    expect(request!.reasonCode?.[0]?.text).toContain('U.S. MEC category 2');
    expect(ofType(bundle, 'ServiceRequest')).toHaveLength(0);
  });

  it('refers with where and why, and prescribes nothing', () => {
    const bundle = visitBundle(visitRecord(REFERRAL));
    expect(ofType(bundle, 'ServiceRequest')[0]).toMatchObject({
      performer: [{ display: 'Salem Family Clinic' }],
      reasonCode: [{ text: 'Blood pressure 140/90 mm Hg or higher on a repeated seated reading.' }],
    });
    expect(ofType(bundle, 'MedicationRequest')).toHaveLength(0);
  });

  it('gives a start held back by ulipristal its own day', () => {
    const bundle = visitBundle(visitRecord({ ...PRESCRIPTIONS.patch, startDate: '2026-11-28' }));
    const [request] = ofType<MedicationRequest>(bundle, 'MedicationRequest');
    expect(request!.dosageInstruction?.[0]).toMatchObject({
      text: 'Start on 2026-11-28. Back-up (abstain or condoms) for 7 days.',
      timing: { repeat: { boundsPeriod: { start: '2026-11-28' } } },
    });
  });

  it('refers an implant for placement', () => {
    const bundle = visitBundle(visitRecord(PLACEMENT));
    expect(ofType(bundle, 'ServiceRequest')[0]).toMatchObject({
      performer: [{ display: 'Salem Family Clinic' }],
      reasonCode: [
        { text: 'Placement of Implant (etonogestrel), outside the pharmacist protocol.' },
      ],
    });
    expect(ofType(bundle, 'MedicationRequest')).toHaveLength(0);
  });

  it('records why no method was started', () => {
    const bundle = visitBundle(visitRecord(NO_METHOD));
    expect(JSON.stringify(bundle)).toContain(
      'No method today. Reason: She chose not to start a method today.',
    );
    expect(ofType(bundle, 'MedicationRequest')).toHaveLength(0);
    expect(ofType(bundle, 'ServiceRequest')).toHaveLength(0);
  });

  it('is the same file for the same visit, and its name carries no patient name', () => {
    const record = visitRecord(PRESCRIPTIONS.combinedPill);
    expect(visitBundle(record)).toEqual(visitBundle(record));
    expect(visitRecordFileName(record)).toBe('visit-record-2026-11-25-3f1c2b6e.json');
    expect(visitRecordFileName(record)).not.toMatch(/maya|thompson/i);
  });

  it('leaves out what was typed as only spaces, and a date of birth that is no date', () => {
    const base = visitRecord(REFERRAL);
    for (const dateOfBirth of ['03/14/2002', '2002-02-30', '2002-3-14', ' 2002-03-14']) {
      const bundle = visitBundle({
        ...base,
        patient: { ...base.patient, name: '   ', email: ' ', dateOfBirth },
        settings: {
          ...base.settings,
          pharmacy: '   ',
          address: '  ',
          phone: '\t ',
          pharmacist: '  ',
          licence: '   ',
        },
        outcome: { kind: 'refer', to: '   ', reason: { other: '  ' } },
      });
      expect(fhirProblems(bundle)).toEqual([]);
      const [patient] = ofType<Patient>(bundle, 'Patient');
      expect(patient).not.toHaveProperty('birthDate');
      expect(patient).not.toHaveProperty('name');
      expect(patient).not.toHaveProperty('telecom');
      const [pharmacist] = ofType<Practitioner>(bundle, 'Practitioner');
      expect(pharmacist).not.toHaveProperty('name');
      expect(pharmacist).not.toHaveProperty('identifier');
      // No pharmacy name, no Organization (R4 org-1), and nothing points at one.
      expect(ofType(bundle, 'Organization')).toHaveLength(0);
      expect(ofType(bundle, 'Encounter')[0]).not.toHaveProperty('serviceProvider');
      expect(ofType(bundle, 'ServiceRequest')[0]).not.toHaveProperty('performer');
      expect(ofType(bundle, 'ServiceRequest')[0]).not.toHaveProperty('reasonCode');
      expect(JSON.stringify(bundle)).not.toMatch(/"\s+"|:"\s|\s"[,}]/);
    }
  });

  it('says no method was started without a reason of only spaces', () => {
    const bundle = visitBundle(visitRecord({ kind: 'no_method', reason: { other: '   ' } }));
    expect(fhirProblems(bundle)).toEqual([]);
    expect(
      ofType<Observation>(bundle, 'Observation').find(
        (o) => o.code.text === 'Contraception decision',
      )?.valueString,
    ).toBe('No method today.');
  });

  it('keeps a real date of birth, a leap day too', () => {
    const base = visitRecord(REFERRAL);
    const bundle = visitBundle({
      ...base,
      patient: { ...base.patient, dateOfBirth: '2004-02-29' },
    });
    expect(ofType<Patient>(bundle, 'Patient')[0]!.birthDate).toBe('2004-02-29');
  });

  it('writes typed text trimmed and as text, HTML and all, and stays valid', () => {
    const html = (text: string) => `  <b onclick="x()">${text}</b><script>alert(1)</script>  `;
    const base = visitRecord(REFERRAL);
    const bundle = visitBundle({
      ...base,
      patient: { ...base.patient, name: html('Maya'), email: html('maya@example.com') },
      settings: {
        ...base.settings,
        pharmacy: html('Main'),
        address: html('12 Main'),
        phone: html('503'),
        pharmacist: html('Sam'),
        licence: html('RPH'),
      },
      outcome: { kind: 'refer', to: html('Clinic'), reason: { other: html('Why') } },
    });
    expect(fhirProblems(bundle)).toEqual([]);
    expect(ofType<Patient>(bundle, 'Patient')[0]!.name).toEqual([{ text: html('Maya').trim() }]);
    expect(ofType<Organization>(bundle, 'Organization')[0]).toMatchObject({
      name: html('Main').trim(),
      telecom: [{ value: html('503').trim() }],
      address: [{ text: html('12 Main').trim() }],
    });
    expect(ofType<Practitioner>(bundle, 'Practitioner')[0]).toMatchObject({
      name: [{ text: html('Sam').trim() }],
      identifier: [{ value: html('RPH').trim() }],
    });
    expect(ofType(bundle, 'ServiceRequest')[0]).toMatchObject({
      performer: [{ display: html('Clinic').trim() }],
      reasonCode: [{ text: html('Why').trim() }],
    });
    // Kept as text, never read as markup: the record is data, not a page.
    expect(JSON.stringify(bundle)).toContain('<script>alert(1)</script>');
  });

  it.each([
    ['female', 'female'],
    ['male', 'male'],
    ['nonbinary', 'other'],
    [undefined, undefined],
  ] as const)('writes gender %s as FHIR administrative gender %s', (gender, written) => {
    const base = visitRecord(REFERRAL);
    const bundle = visitBundle({ ...base, patient: { ...base.patient, gender } });
    expect(ofType<Patient>(bundle, 'Patient')[0]!.gender).toBe(written);
    expect(fhirProblems(bundle)).toEqual([]);
  });

  it.each([
    ['female', 'F'],
    ['male', 'M'],
    ['intersex', 'UNK'],
    [undefined, undefined],
  ] as const)('writes sex assigned at birth %s as US Core birth sex %s', (sex, code) => {
    const base = visitRecord(REFERRAL);
    const bundle = visitBundle({ ...base, patient: { ...base.patient, sex } });
    const [written] = ofType<Patient>(bundle, 'Patient');
    expect(written!.extension).toEqual(
      code && [
        {
          url: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-birthsex',
          valueCode: code,
        },
      ],
    );
    expect(fhirProblems(bundle)).toEqual([]);
  });

  it('is known by the visit id, stamped at the instant the record was made', () => {
    const record: VisitRecord = {
      ...visitRecord(PRESCRIPTIONS.combinedPill),
      madeAt: '2026-11-25T23:41:07.123Z',
    };
    const bundle = visitBundle(record);
    expect(bundle.identifier).toEqual({
      system: 'urn:ietf:rfc:3986',
      value: 'urn:uuid:3f1c2b6e-8d7a-4c5b-9e1f-2a3b4c5d6e7f',
    });
    expect(bundle.timestamp).toBe('2026-11-25T23:41:07.123Z');
    expect(bundle.timestamp).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
    );
    // Not before the visit's day began anywhere on earth (UTC+14 is the earliest).
    const start = ofType<Encounter>(bundle, 'Encounter')[0]!.period!.start!;
    expect(Date.parse(bundle.timestamp!)).toBeGreaterThanOrEqual(
      Date.parse(`${start}T00:00:00+14:00`),
    );
    expect(fhirProblems(bundle)).toEqual([]);
  });
});
