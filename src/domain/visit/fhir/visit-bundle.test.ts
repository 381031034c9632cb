import type { Bundle, MedicationRequest, Observation, Resource } from '@medplum/fhirtypes';
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
});
