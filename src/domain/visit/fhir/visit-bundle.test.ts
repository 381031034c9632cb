import type {
  Bundle,
  Composition,
  Consent,
  Encounter,
  MedicationRequest,
  Observation,
  Organization,
  Patient,
  Practitioner,
  Resource,
  ServiceRequest,
} from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { NO_RECORD_PROBLEMS, recordProblems, recordWarnings } from '../../../../tests/fhir-r4';
import { MAYA } from '../../../../tests/sample-patients';
import {
  NO_METHOD,
  PLACEMENT,
  PRESCRIPTIONS,
  REFERRAL,
  visitRecord,
} from '../../../../tests/visit-records';
import type { VisitOutcome, VisitRecord } from '../record';
import { visitBundle, visitRecordFileName } from './visit-bundle';

const resources = (bundle: Bundle) => (bundle.entry ?? []).map(({ resource }) => resource!);
const ofType = <T extends Resource>(bundle: Bundle, type: T['resourceType']) =>
  resources(bundle).filter((resource): resource is T => resource.resourceType === type);
const codeOf = (observation: Observation) =>
  observation.code.coding?.[0]?.code ?? observation.code.text;
const observationOf = (bundle: Bundle, code: string) =>
  ofType<Observation>(bundle, 'Observation').find((o) => codeOf(o) === code);

/** No problem under any validator (tests/fhir-r4.ts), and no warning. */
function expectValid(bundle: Bundle) {
  expect(recordProblems(bundle)).toEqual(NO_RECORD_PROBLEMS);
  expect(recordWarnings(bundle)).toEqual([]);
}

const OUTCOMES: [string, VisitOutcome][] = [
  ...Object.entries(PRESCRIPTIONS).map(
    ([form, outcome]) => [`a prescription (${form})`, outcome] as [string, VisitOutcome],
  ),
  ['a start after ulipristal', { ...PRESCRIPTIONS.patch, startDate: '2026-11-28' }],
  ['a referral', REFERRAL],
  ['a placement referral (implant)', PLACEMENT],
  [
    'a placement referral (copper IUD)',
    { kind: 'refer_placement', method: 'cu_iud', to: 'Salem Family Clinic' },
  ],
  ['no method', NO_METHOD],
];

describe('the visit record as a FHIR R4 document', () => {
  it.each(OUTCOMES)('is valid under every validator and profile for %s', (_, outcome) => {
    const bundle = visitBundle(visitRecord(outcome));
    expectValid(bundle);
    expect(bundle.type).toBe('document');
    expect(bundle.entry?.[0]?.resource?.resourceType).toBe('Composition');
    // Every entry has its own id, and every reference points at one of them.
    const urls = (bundle.entry ?? []).map(({ fullUrl }) => fullUrl);
    expect(new Set(urls).size).toBe(urls.length);
    const references = [...JSON.stringify(bundle).matchAll(/"reference":"([^"]+)"/g)];
    expect(references.length).toBeGreaterThan(0);
    for (const [, reference] of references) expect(urls).toContain(reference);
    // Every resource reads as text too, and every section's entries are in the bundle.
    for (const resource of resources(bundle)) {
      expect((resource as { text?: { div?: string } }).text?.div).toMatch(
        /^<div xmlns="http:\/\/www\.w3\.org\/1999\/xhtml">.+<\/div>$/,
      );
    }
    const [composition] = ofType<Composition>(bundle, 'Composition');
    for (const section of composition!.section ?? []) {
      expect(section.text?.div).toBeTruthy();
      for (const { reference } of section.entry ?? []) expect(urls).toContain(reference);
    }
  });

  it('is caught by the validators when a resource breaks the specification', () => {
    const broken = structuredClone(visitBundle(visitRecord(PRESCRIPTIONS.combinedPill)));
    delete (ofType<Observation>(broken, 'Observation')[0] as Partial<Observation>).code;
    const problems = recordProblems(broken);
    expect(problems.jsonSchema).not.toEqual([]);
    expect(problems.medplum).not.toEqual([]);
  });

  it('opens with a progress note of the visit, its sections pointing at what they hold', () => {
    const bundle = visitBundle(visitRecord(PRESCRIPTIONS.combinedPill));
    const [composition] = ofType<Composition>(bundle, 'Composition');
    const urlOf = (resource: Resource) =>
      bundle.entry!.find((entry) => entry.resource === resource)!.fullUrl;
    expect(composition).toMatchObject({
      status: 'final',
      type: { coding: [{ system: 'http://loinc.org', code: '11506-3' }] },
      subject: { reference: urlOf(ofType(bundle, 'Patient')[0]!) },
      encounter: { reference: urlOf(ofType(bundle, 'Encounter')[0]!) },
      author: [{ reference: urlOf(ofType(bundle, 'Practitioner')[0]!) }],
      custodian: { reference: urlOf(ofType(bundle, 'Organization')[0]!) },
      date: '2026-11-25T17:42:10.000Z',
      title: 'Pharmacist contraception visit',
    });
    expect(composition!.identifier?.value).toBe(bundle.entry![0]!.fullUrl);
    expect(composition!.section?.map(({ title }) => title)).toEqual([
      'Vital signs',
      'Pregnancy screen',
      'Eligibility (U.S. MEC 2024)',
      'Plan',
      'Consent',
    ]);
    const plan = composition!.section!.find(({ title }) => title === 'Plan')!;
    expect(plan.entry?.map(({ reference }) => reference)).toContain(
      urlOf(ofType(bundle, 'MedicationRequest')[0]!),
    );
    expect(composition!.text?.div).toContain(
      'Prescribed Yaz (drospirenone 3 mg, ethinyl estradiol 0.02 mg).',
    );
  });

  it('names her with name parts, gender, birth sex and her uuid, as US Core Patient', () => {
    const bundle = visitBundle(visitRecord(PRESCRIPTIONS.combinedPill));
    expect(ofType<Patient>(bundle, 'Patient')[0]).toMatchObject({
      meta: { profile: ['http://hl7.org/fhir/us/core/StructureDefinition/us-core-patient'] },
      identifier: [{ system: 'urn:ietf:rfc:3986', value: `urn:uuid:${MAYA}` }],
      name: [{ use: 'official', text: 'Maya Thompson', family: 'Thompson', given: ['Maya'] }],
      telecom: [{ system: 'email', value: 'maya.thompson@example.com' }],
      gender: 'female',
      birthDate: '2002-03-14',
    });
  });

  it('gives each of several given names its own item', () => {
    const base = visitRecord(REFERRAL);
    const bundle = visitBundle({
      ...base,
      patient: { ...base.patient, nameParts: { given: 'Ana  María', family: 'López Ruiz' } },
    });
    expect(ofType<Patient>(bundle, 'Patient')[0]!.name).toEqual([
      {
        use: 'official',
        text: 'Ana María López Ruiz',
        family: 'López Ruiz',
        given: ['Ana', 'María'],
      },
    ]);
    expectValid(bundle);
  });

  it('identifies the pharmacist by NPI and by the state licence, and the pharmacy by its NPI', () => {
    const base = visitRecord(PRESCRIPTIONS.combinedPill);
    const bundle = visitBundle({
      ...base,
      settings: { ...base.settings, pharmacyNpi: '1558598797' },
    });
    const [pharmacist] = ofType<Practitioner>(bundle, 'Practitioner');
    const licence = {
      type: {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/v2-0203',
            code: 'RPH',
            display: 'Pharmacist license number',
          },
        ],
      },
      value: 'RPH-0012345',
      assigner: { display: 'State of Oregon' },
    };
    expect(pharmacist).toMatchObject({
      identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: '1234567893' }, licence],
      name: [{ family: 'Lee', given: ['Sam'], text: 'Sam Lee' }],
      qualification: [
        {
          identifier: [licence],
          code: { coding: [{ code: 'RPH', display: 'Registered Pharmacist' }] },
          issuer: { display: 'State of Oregon' },
        },
      ],
    });
    expect(ofType<Organization>(bundle, 'Organization')[0]).toMatchObject({
      active: true,
      name: 'Main Street Pharmacy',
      identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: '1558598797' }],
    });
    expectValid(bundle);
  });

  it('writes no NPI whose check digit fails', () => {
    const base = visitRecord(PRESCRIPTIONS.combinedPill);
    const bundle = visitBundle({
      ...base,
      settings: { ...base.settings, pharmacistNpi: '1234567890', pharmacyNpi: '12345' },
    });
    expect(JSON.stringify(bundle)).not.toContain('us-npi');
    expectValid(bundle);
  });

  it('holds the encounter from the visit opened to the record made, with its pharmacist', () => {
    const bundle = visitBundle(visitRecord(PRESCRIPTIONS.combinedPill));
    expect(ofType<Encounter>(bundle, 'Encounter')[0]).toMatchObject({
      status: 'finished',
      class: { code: 'AMB' },
      identifier: [{ value: 'urn:uuid:3f1c2b6e-8d7a-4c5b-9e1f-2a3b4c5d6e7f' }],
      period: { start: '2026-11-25T17:21:03.000Z', end: '2026-11-25T17:42:10.000Z' },
      participant: [{ type: [{ coding: [{ code: 'PPRF' }] }] }],
    });
  });

  it('holds the blood pressure with its LOINC codes, in mm[Hg], as US Core blood pressure', () => {
    const bundle = visitBundle(visitRecord(PRESCRIPTIONS.combinedPill));
    const pressure = observationOf(bundle, '85354-9')!;
    expect(pressure.meta?.profile).toEqual([
      'http://hl7.org/fhir/us/core/StructureDefinition/us-core-blood-pressure',
    ]);
    expect(pressure.effectiveDateTime).toBe('2026-11-25T17:42:10.000Z');
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

  it('writes an unknown pregnancy status as the null flavor UNK, as US Core does', () => {
    const certain = visitBundle(visitRecord(PRESCRIPTIONS.combinedPill));
    expect(observationOf(certain, '82810-3')).toMatchObject({
      category: [{ coding: [{ code: 'social-history' }] }],
      valueCodeableConcept: { coding: [{ system: 'http://snomed.info/sct', code: '60001007' }] },
    });
    expect(observationOf(certain, '2106-3')).toBeUndefined();

    const screen = { criteria: {}, symptoms: false, test: 'negative' } as const;
    const negative = visitBundle(
      visitRecord(PRESCRIPTIONS.combinedPill, {
        pregnancy: {
          screen,
          result: { status: 'negative_test_only', met: [], notAnswered: [], words: 'Negative.' },
        },
      }),
    );
    expect(observationOf(negative, '82810-3')?.valueCodeableConcept?.coding).toEqual([
      {
        system: 'http://terminology.hl7.org/CodeSystem/v3-NullFlavor',
        code: 'UNK',
        display: 'Unknown',
      },
    ]);
    expect(observationOf(negative, '2106-3')).toMatchObject({
      category: [{ coding: [{ code: 'laboratory' }] }],
      valueCodeableConcept: { coding: [{ code: '260385009' }] },
    });
    expectValid(negative);
  });

  it('writes a positive test as pregnant, with the test as a laboratory result', () => {
    const screen = { criteria: {}, symptoms: false, test: 'positive' } as const;
    const positive = visitBundle(
      visitRecord(REFERRAL, {
        pregnancy: {
          screen,
          result: { status: 'positive_test', met: [], notAnswered: [], words: 'Positive.' },
        },
      }),
    );
    expect(observationOf(positive, '82810-3')?.valueCodeableConcept?.coding?.[0]?.code).toBe(
      '77386006',
    );
    expect(observationOf(positive, '2106-3')?.valueCodeableConcept?.coding?.[0]?.code).toBe(
      '10828004',
    );
    expectValid(positive);
  });

  it('holds each method’s U.S. MEC category as a number, the method coded where it can be', () => {
    const base = visitRecord(PRESCRIPTIONS.combinedPill);
    const bundle = visitBundle({
      ...base,
      methods: [
        ...base.methods.filter(({ method }) => method !== 'cu_iud'),
        { method: 'cu_iud', category: 'NA', reasons: [], incomplete: ['Breastfeeding'] },
      ],
    });
    const categories = ofType<Observation>(bundle, 'Observation').filter((o) =>
      o.code.text?.startsWith('U.S. MEC 2024 category'),
    );
    expect(categories).toHaveLength(6);
    const methodOf = (o: Observation) => o.component?.[0]?.valueCodeableConcept;
    const chc = categories.find((o) => methodOf(o)?.text?.includes('CHC'))!;
    expect(chc.valueInteger).toBe(2);
    expect(chc.note?.[0]?.text).toBe('Hypertension, adequately controlled: category 3');
    const implant = categories.find((o) => methodOf(o)?.text === 'Implant (etonogestrel)')!;
    expect(methodOf(implant)?.coding).toEqual([
      { system: 'http://loinc.org', code: 'LA27901-0', display: 'Implantable rod' },
    ]);
    expect(implant.valueInteger).toBe(1);
    const copper = categories.find((o) => methodOf(o)?.text === 'Copper IUD (Cu-IUD)')!;
    expect(copper).not.toHaveProperty('valueInteger');
    expect(copper.dataAbsentReason?.coding?.[0]?.code).toBe('not-applicable');
    expect(copper.note).toEqual([{ text: 'Not answered: Breastfeeding.' }]);
    expectValid(bundle);
  });

  it.each([
    [
      'combinedPill',
      'Yaz (drospirenone 3 mg, ethinyl estradiol 0.02 mg)',
      { period: 1, periodUnit: 'd' },
      'tablet',
      '748856',
    ],
    [
      'progestinPill',
      'Camila (norethindrone 0.35 mg)',
      { period: 1, periodUnit: 'd' },
      'tablet',
      undefined,
    ],
    ['patch', 'Xulane', { period: 1, periodUnit: 'wk' }, 'patch', undefined],
    ['ring', 'NuvaRing', { period: 4, periodUnit: 'wk' }, 'ring', undefined],
    ['yearlyRing', 'Annovera', { period: 4, periodUnit: 'wk' }, 'ring', undefined],
    ['injection', 'Depo-Provera', { period: 13, periodUnit: 'wk' }, 'injection', undefined],
  ] as const)(
    'orders %s with its timing, one dose, and RxNorm only where a source gives it',
    (form, product, repeat, unit, rxnorm) => {
      const bundle = visitBundle(visitRecord(PRESCRIPTIONS[form]));
      const [request] = ofType<MedicationRequest>(bundle, 'MedicationRequest');
      expect(request!.meta?.profile).toEqual([
        'http://hl7.org/fhir/us/core/StructureDefinition/us-core-medicationrequest',
      ]);
      expect(request!.medicationCodeableConcept?.text).toContain(product);
      expect(request!.medicationCodeableConcept?.coding?.[0]?.code).toBe(rxnorm);
      const [dosage] = request!.dosageInstruction!;
      expect(dosage!.timing?.repeat).toEqual({
        frequency: 1,
        ...repeat,
        boundsPeriod: { start: '2026-11-25' },
      });
      expect(dosage!.doseAndRate?.[0]?.doseQuantity).toMatchObject({ value: 1, unit });
      expect(dosage!.text).toMatch(/^Start today\. Back-up \(abstain or condoms\) for \d days\. /);
      expect(request!.requester?.reference).toBeTruthy();
      if (form === 'injection') {
        expect(request!.dispenseRequest).toMatchObject({
          quantity: { value: 1, unit: 'injection' },
          validityPeriod: { start: '2026-11-25', end: '2027-02-24' },
        });
        expect(request!.dispenseRequest).not.toHaveProperty('expectedSupplyDuration');
      } else {
        expect(request!.dispenseRequest).toMatchObject({
          expectedSupplyDuration: { value: 12, code: 'mo' },
          validityPeriod: { start: '2026-11-25', end: '2027-11-25' },
        });
      }
      expect(ofType(bundle, 'ServiceRequest')).toHaveLength(0);
      expect(observationOf(bundle, '86653-3')).toBeUndefined();
    },
  );

  it('gives the method at exit, coded for a combined pill, in words for a patch', () => {
    const pill = visitBundle(visitRecord(PRESCRIPTIONS.combinedPill));
    expect(observationOf(pill, '86651-7')?.valueCodeableConcept).toEqual({
      coding: [
        {
          system: 'http://loinc.org',
          code: 'LA27908-5',
          display: 'Combined oral contraceptive pills',
        },
      ],
      text: 'Yaz (drospirenone 3 mg, ethinyl estradiol 0.02 mg)',
    });
    const patch = visitBundle(visitRecord(PRESCRIPTIONS.patch));
    expect(observationOf(patch, '86651-7')?.valueCodeableConcept).not.toHaveProperty('coding');
  });

  it('gives a start held back by ulipristal its own day', () => {
    const bundle = visitBundle(visitRecord({ ...PRESCRIPTIONS.patch, startDate: '2026-11-28' }));
    const [request] = ofType<MedicationRequest>(bundle, 'MedicationRequest');
    expect(request!.dosageInstruction?.[0]).toMatchObject({
      text: expect.stringMatching(
        /^Start on 2026-11-28\. Back-up \(abstain or condoms\) for 7 days\./,
      ),
      timing: { repeat: { boundsPeriod: { start: '2026-11-28' } } },
    });
  });

  it('refers with where and why, prescribes nothing, and says why she left with no method', () => {
    const bundle = visitBundle(visitRecord(REFERRAL));
    const reason = 'Blood pressure 140/90 mm Hg or higher on a repeated seated reading.';
    expect(ofType<ServiceRequest>(bundle, 'ServiceRequest')[0]).toMatchObject({
      code: { coding: [{ code: '3457005' }], text: 'Referral' },
      performer: [{ display: 'Salem Family Clinic' }],
      reasonCode: [{ text: reason }],
    });
    expect(ofType(bundle, 'MedicationRequest')).toHaveLength(0);
    expect(observationOf(bundle, '86653-3')?.valueCodeableConcept).toEqual({ text: reason });
    expect(observationOf(bundle, '86651-7')).toBeUndefined();
  });

  it('refers an implant for placement, with its eligibility as support', () => {
    const bundle = visitBundle(visitRecord(PLACEMENT));
    const [request] = ofType<ServiceRequest>(bundle, 'ServiceRequest');
    expect(request).toMatchObject({
      code: { text: 'Referral for placement of Implant (etonogestrel)' },
      performer: [{ display: 'Salem Family Clinic' }],
      reasonCode: [
        { text: 'Placement of Implant (etonogestrel), outside the pharmacist protocol.' },
      ],
    });
    expect(request!.supportingInfo).toHaveLength(1);
    expect(ofType(bundle, 'MedicationRequest')).toHaveLength(0);
  });

  it('records why no method was started, and without a reason says none was given', () => {
    const bundle = visitBundle(visitRecord(NO_METHOD));
    expect(observationOf(bundle, '86653-3')?.valueCodeableConcept?.text).toBe(
      'She chose not to start a method today.',
    );
    expect(ofType<Composition>(bundle, 'Composition')[0]!.text?.div).toContain(
      'No method today. Reason: She chose not to start a method today.',
    );
    expect(ofType(bundle, 'MedicationRequest')).toHaveLength(0);
    expect(ofType(bundle, 'ServiceRequest')).toHaveLength(0);

    const none = visitBundle(visitRecord({ kind: 'no_method', reason: { other: '   ' } }));
    expect(observationOf(none, '86653-3')).not.toHaveProperty('valueCodeableConcept');
    expect(observationOf(none, '86653-3')?.dataAbsentReason?.coding?.[0]?.code).toBe('unknown');
    expectValid(none);
  });

  it('holds her consent to tell her primary-care provider, addressed to the one she named', () => {
    const named = visitBundle(
      visitRecord(PRESCRIPTIONS.combinedPill, { primaryCareProvider: 'Dr. Ana Ruiz' }),
    );
    const [consent] = ofType<Consent>(named, 'Consent');
    expect(consent).toMatchObject({
      status: 'active',
      scope: { coding: [{ code: 'patient-privacy' }] },
      policyRule: { coding: [{ code: 'OPTIN' }] },
      provision: {
        type: 'permit',
        actor: [{ role: { coding: [{ code: 'PRCP' }] }, reference: { display: 'Dr. Ana Ruiz' } }],
        action: [{ coding: [{ code: 'disclose' }] }],
      },
    });
    expect(consent!.patient).toEqual(consent!.performer?.[0]);
    expectValid(named);

    const declined = visitBundle(visitRecord(PRESCRIPTIONS.combinedPill, { pcpConsent: false }));
    expect(ofType(declined, 'Consent')).toHaveLength(0);
    expect(
      ofType<Composition>(declined, 'Composition')[0]!.section!.map(({ title }) => title),
    ).not.toContain('Consent');
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
        patient: {
          ...base.patient,
          name: '   ',
          nameParts: { given: ' ', family: 'Thompson ' },
          email: ' ',
          dateOfBirth,
        },
        settings: {
          ...base.settings,
          pharmacy: '   ',
          address: '  ',
          phone: '\t ',
          pharmacistGivenName: '  ',
          licence: '   ',
          pharmacistNpi: ' ',
        },
        primaryCareProvider: '   ',
        outcome: { kind: 'refer', to: '   ', reason: { other: '  ' } },
      });
      expectValid(bundle);
      const [patient] = ofType<Patient>(bundle, 'Patient');
      expect(patient).not.toHaveProperty('birthDate');
      expect(patient!.name).toEqual([{ use: 'official', text: 'Thompson', family: 'Thompson' }]);
      expect(patient).not.toHaveProperty('telecom');
      const [pharmacist] = ofType<Practitioner>(bundle, 'Practitioner');
      expect(pharmacist!.name).toEqual([{ use: 'official', text: 'Lee', family: 'Lee' }]);
      expect(pharmacist).not.toHaveProperty('identifier');
      // No pharmacy name, no Organization (R4 org-1), and nothing points at one.
      expect(ofType(bundle, 'Organization')).toHaveLength(0);
      expect(ofType(bundle, 'Encounter')[0]).not.toHaveProperty('serviceProvider');
      expect(ofType(bundle, 'Composition')[0]).not.toHaveProperty('custodian');
      expect(ofType(bundle, 'ServiceRequest')[0]).not.toHaveProperty('performer');
      expect(ofType(bundle, 'ServiceRequest')[0]).not.toHaveProperty('reasonCode');
      expect(ofType<Consent>(bundle, 'Consent')[0]!.provision).not.toHaveProperty('actor');
      expect(JSON.stringify(bundle)).not.toMatch(/"\s+"|:"\s|\s"[,}]/);
    }
  });

  it('keeps a real date of birth, a leap day too', () => {
    const base = visitRecord(REFERRAL);
    const bundle = visitBundle({
      ...base,
      patient: { ...base.patient, dateOfBirth: '2004-02-29' },
    });
    expect(ofType<Patient>(bundle, 'Patient')[0]!.birthDate).toBe('2004-02-29');
  });

  it.each(OUTCOMES)(
    'writes HTML typed into every text as text, escaped in every narrative, for %s',
    (_, outcome) => {
      const html = (text: string) =>
        `  <b onclick="x()">${text}</b><script>alert(1)</script><img src=x onerror=y> & ' "  `;
      const base = visitRecord(outcome);
      const hostile: VisitRecord = {
        ...base,
        patient: {
          ...base.patient,
          name: html('Maya'),
          nameParts: { given: html('Maya'), family: html('Thompson') },
          email: html('maya@example.com'),
        },
        settings: {
          ...base.settings,
          pharmacy: html('Main'),
          address: html('12 Main'),
          phone: html('503'),
          pharmacistGivenName: html('Sam'),
          pharmacistFamilyName: html('Lee'),
          licence: html('RPH'),
        },
        primaryCareProvider: html('Dr. Ruiz'),
        outcome:
          outcome.kind === 'refer'
            ? { ...outcome, to: html('Clinic'), reason: { other: html('Why') } }
            : outcome.kind === 'refer_placement'
              ? { ...outcome, to: html('Clinic') }
              : outcome.kind === 'no_method'
                ? { kind: 'no_method', reason: { other: html('Why') } }
                : outcome,
      };
      const bundle = visitBundle(hostile);
      expectValid(bundle);
      expect(ofType<Organization>(bundle, 'Organization')[0]).toMatchObject({
        name: html('Main').trim(),
        telecom: [{ value: html('503').trim() }],
        address: [{ text: html('12 Main').trim() }],
      });
      expect(ofType<Patient>(bundle, 'Patient')[0]!.name?.[0]?.family).toBe(
        html('Thompson').trim(),
      );
      // In a narrative, as text: escaped, never markup.
      const divs = [...JSON.stringify(bundle).matchAll(/"div":"((?:[^"\\]|\\.)*)"/g)].map(
        ([, div]) => JSON.parse(`"${div}"`) as string,
      );
      expect(divs.length).toBeGreaterThan(5);
      for (const div of divs) {
        expect(div).not.toMatch(/<script|<b[\s>]|<img/);
      }
      expect(divs.join('')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    },
  );

  it.each([
    ['female', 'female'],
    ['male', 'male'],
    ['nonbinary', 'other'],
    [undefined, 'unknown'],
  ] as const)('writes gender %s as FHIR administrative gender %s', (gender, written) => {
    const base = visitRecord(REFERRAL);
    const bundle = visitBundle({ ...base, patient: { ...base.patient, gender } });
    expect(ofType<Patient>(bundle, 'Patient')[0]!.gender).toBe(written);
    expectValid(bundle);
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
    expectValid(bundle);
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
    // Every date of the visit is the instant, never a day read as midnight.
    const [encounter] = ofType<Encounter>(bundle, 'Encounter');
    expect(encounter!.period).toEqual({
      start: '2026-11-25T17:21:03.000Z',
      end: '2026-11-25T23:41:07.123Z',
    });
    for (const observation of ofType<Observation>(bundle, 'Observation')) {
      expect(observation.effectiveDateTime).toBe('2026-11-25T23:41:07.123Z');
    }
    expect(ofType<MedicationRequest>(bundle, 'MedicationRequest')[0]!.authoredOn).toBe(
      '2026-11-25T23:41:07.123Z',
    );
    expectValid(bundle);
  });
});
