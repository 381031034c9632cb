// @vitest-environment node
/**
 * The record's validators (tests/fhir-r4.ts, docs/fhir-validation.md): a valid document Bundle
 * passes all four with no warning, and each validator, fed one Bundle it alone is here to
 * catch, names the problem; so none of them passes a record because it checks nothing. In
 * Node, as the end-to-end runner that checks the downloaded record.
 */
import type { Bundle, Composition, Resource } from '@medplum/fhirtypes';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordProblems, recordWarnings } from './fhir-r4';
import { NOT_EVALUATED } from './fhir/invariants';

const XHTML = 'http://www.w3.org/1999/xhtml';
const div = (text: string) => ({
  status: 'generated' as const,
  div: `<div xmlns="${XHTML}">${text}</div>`,
});
const US_CORE_PATIENT = 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-patient';
const PATIENT = 'urn:uuid:3f2c1a7e-5b8d-4e2a-9c61-0d4b7e8f1a20';
const COMPOSITION = 'urn:uuid:6a0e4c52-93d1-4b7f-8e2a-1c5d9f3b7e64';
const OBSERVATION = 'urn:uuid:b81d2e47-0c6a-4f39-a5e8-2d7c4b1f9e03';

/** A small document: Composition first, a US Core 5.0.1 Patient, one Observation; narrative on each. */
function documentBundle(): Bundle {
  return {
    resourceType: 'Bundle',
    identifier: {
      system: 'urn:ietf:rfc:3986',
      value: 'urn:uuid:0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f',
    },
    type: 'document',
    timestamp: '2026-11-27T15:04:05Z',
    entry: [
      {
        fullUrl: COMPOSITION,
        resource: {
          resourceType: 'Composition',
          text: div('<p>Contraception visit, 27 November 2026</p>'),
          identifier: { system: 'urn:ietf:rfc:3986', value: COMPOSITION },
          status: 'final',
          type: {
            coding: [{ system: 'http://loinc.org', code: '11488-4', display: 'Consult note' }],
          },
          subject: { reference: PATIENT },
          date: '2026-11-27T15:04:05Z',
          author: [{ display: 'Demo Pharmacist' }],
          title: 'Contraception visit',
          section: [
            {
              title: 'Blood pressure',
              text: div('<p>118/76 mmHg</p>'),
              entry: [{ reference: OBSERVATION }],
            },
          ],
        },
      },
      {
        fullUrl: PATIENT,
        resource: {
          resourceType: 'Patient',
          meta: { profile: [US_CORE_PATIENT] },
          text: div('<p>Ana Example, female, born 1998-04-12</p>'),
          extension: [
            {
              url: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-birthsex',
              valueCode: 'F',
            },
          ],
          identifier: [{ system: 'urn:ietf:rfc:3986', value: PATIENT }],
          name: [{ family: 'Example', given: ['Ana'] }],
          gender: 'female',
          birthDate: '1998-04-12',
        },
      },
      {
        fullUrl: OBSERVATION,
        resource: {
          resourceType: 'Observation',
          text: div('<p>Blood pressure 118/76 mmHg</p>'),
          status: 'final',
          code: {
            coding: [
              { system: 'http://loinc.org', code: '85354-9', display: 'Blood pressure panel' },
            ],
          },
          subject: { reference: PATIENT },
          effectiveDateTime: '2026-11-27T15:00:00Z',
          component: [
            {
              code: {
                coding: [
                  {
                    system: 'http://loinc.org',
                    code: '8480-6',
                    display: 'Systolic blood pressure',
                  },
                ],
              },
              valueQuantity: {
                value: 118,
                unit: 'mmHg',
                system: 'http://unitsofmeasure.org',
                code: 'mm[Hg]',
              },
            },
            {
              code: {
                coding: [
                  {
                    system: 'http://loinc.org',
                    code: '8462-4',
                    display: 'Diastolic blood pressure',
                  },
                ],
              },
              valueQuantity: {
                value: 76,
                unit: 'mmHg',
                system: 'http://unitsofmeasure.org',
                code: 'mm[Hg]',
              },
            },
          ],
        },
      },
    ],
  };
}

/** The document with one change made to a copy of its `index`-th entry's resource. */
function withEntry(index: number, change: (resource: Record<string, unknown>) => void): Bundle {
  const bundle = documentBundle();
  change(bundle.entry![index]!.resource as unknown as Record<string, unknown>);
  return bundle;
}

const NONE = { jsonSchema: [], invariants: [], medplum: [], usCore: [] };

describe('the FHIR R4 validators', () => {
  // The first call reads the definitions and compiles the schema (about 3 s, see
  // docs/fhir-validation.md, "Cost"); each Bundle after that takes milliseconds.
  beforeAll(() => void recordProblems(documentBundle()), 60_000);

  it('find nothing wrong, and warn of nothing, in a valid document Bundle', () => {
    expect(recordProblems(documentBundle())).toEqual(NONE);
    expect(recordWarnings(documentBundle())).toEqual([]);
  });

  it('HL7 JSON Schema: catches a birth date written as a number, naming the resource and element', () => {
    const bundle = withEntry(1, (patient) => (patient.birthDate = 12));
    expect(recordProblems(bundle).jsonSchema).toEqual([
      `Patient ${PATIENT} Patient.birthDate: must be string (type "string")`,
    ]);
  });

  it('HL7 JSON Schema: catches an element R4 does not define and a resource type it does not have', () => {
    const bundle = withEntry(2, (observation) => (observation.valueText = 'high'));
    bundle.entry!.push({
      fullUrl: 'urn:uuid:1',
      resource: { resourceType: 'Project' } as unknown as Resource,
    });
    expect(recordProblems(bundle).jsonSchema).toEqual([
      `Observation ${OBSERVATION} Observation: must NOT have additional properties (additionalProperty "valueText")`,
      'Project urn:uuid:1: resourceType "Project" is not an R4 resource',
    ]);
  });

  it('FHIRPath invariants: catch an Observation with both a value and a data-absent reason (obs-6)', () => {
    const bundle = withEntry(2, (observation) => {
      observation.valueString = 'normal';
      observation.dataAbsentReason = { text: 'not measured' };
    });
    expect(recordProblems(bundle).invariants).toEqual([
      `Observation ${OBSERVATION} Observation: obs-6 dataAbsentReason SHALL only be present if Observation.value[x] is not present`,
    ]);
  });

  it('FHIRPath invariants: catch a document without identifier (bdl-9), and one not led by its Composition (bdl-11)', () => {
    const bundle = documentBundle();
    delete bundle.identifier;
    bundle.entry!.reverse();
    expect(recordProblems(bundle).invariants).toEqual([
      'Bundle Bundle: bdl-9 A document must have an identifier with a system and a value',
      'Bundle Bundle: bdl-11 A document must have a Composition as the first resource',
    ]);
  });

  it('FHIRPath invariants: reach inside datatypes (a Quantity with a code but no system, qty-3)', () => {
    const bundle = withEntry(2, (observation) => {
      (observation.component as { valueQuantity: { system?: string } }[])[0]!.valueQuantity.system =
        undefined;
    });
    expect(recordProblems(bundle).invariants).toEqual([
      `Observation ${OBSERVATION} Observation.component[0].valueQuantity: qty-3 If a code for the unit is present, the system SHALL also be present`,
    ]);
  });

  it('FHIRPath invariants: an invariant fhirpath.js cannot evaluate fails the record (dom-3 with a contained resource)', () => {
    const bundle = withEntry(1, (patient) => {
      patient.contained = [{ resourceType: 'Organization', id: 'clinic', name: 'Clinic' }];
      patient.managingOrganization = { reference: '#clinic' };
    });
    expect(recordProblems(bundle).invariants).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Patient ${PATIENT} Patient: dom-3 could not be evaluated \\(Expected singleton on left side of 'as'`,
        ),
      ),
    ]);
  });

  it('narrative: catches a script in the div, by txt-1 and by the narrative check', () => {
    const bundle = withEntry(1, (patient) => {
      patient.text = div('<p>Ana</p><script>alert(1)</script>');
    });
    const where = `Patient ${PATIENT} Patient.text.div`;
    expect(recordProblems(bundle).invariants).toEqual([
      expect.stringMatching(new RegExp(`^${where}: txt-1 `)),
      expect.stringMatching(new RegExp(`^${where}: txt-2 `)),
      `${where}: narrative element <script> is not allowed (txt-1)`,
    ]);
  });

  it('narrative: catches an event attribute, a div outside the XHTML namespace, and an empty div', () => {
    const where = `Patient ${PATIENT} Patient.text.div`;
    const onclick = withEntry(1, (patient) => (patient.text = div('<p onclick="steal()">Ana</p>')));
    expect(recordProblems(onclick).invariants).toContain(
      `${where}: narrative attribute onclick on <p> is not allowed (txt-1)`,
    );
    const noNamespace = withEntry(1, (patient) => {
      patient.text = { status: 'generated', div: '<div><p>Ana</p></div>' };
    });
    expect(recordProblems(noNamespace).invariants).toContain(
      `${where}: narrative root must be a div in the XHTML namespace (${XHTML}), not <div> in "" (txt-1)`,
    );
    const empty = withEntry(1, (patient) => (patient.text = div(' ')));
    expect(recordProblems(empty).invariants).toEqual([
      expect.stringMatching(new RegExp(`^${where}: txt-1 `)),
      expect.stringMatching(new RegExp(`^${where}: txt-2 `)),
      `${where}: narrative has no text and no image (txt-2)`,
    ]);
  });

  it('references: catch an entry referred to where its type is not allowed, and a urn:uuid that is no entry', () => {
    const bundle = withEntry(
      2,
      (observation) => (observation.subject = { reference: COMPOSITION }),
    );
    (bundle.entry![0]!.resource as Composition).section![0]!.entry!.push({
      reference: 'urn:uuid:00000000-0000-4000-8000-000000000000',
    });
    expect(recordProblems(bundle).invariants).toEqual([
      `Composition ${COMPOSITION} Composition.section[0].entry[1].reference: urn:uuid:00000000-0000-4000-8000-000000000000 is the fullUrl of no entry in the Bundle`,
      `Observation ${OBSERVATION} Observation.subject.reference: ${COMPOSITION} is a Composition; this element refers to Patient | Group | Device | Location`,
    ]);
  });

  it('Medplum: catches an Observation without its required code', () => {
    const bundle = withEntry(2, (observation) => delete observation.code);
    expect(recordProblems(bundle).medplum).toEqual([
      `Observation ${OBSERVATION} Observation.code: Missing required property`,
    ]);
  });

  it('US Core 5.0.1: catches a us-core-patient without identifier or without gender', () => {
    const where = `Patient ${PATIENT} [us-core-patient|5.0.1]`;
    const noIdentifier = withEntry(1, (patient) => delete patient.identifier);
    expect(recordProblems(noIdentifier).usCore).toEqual([
      `${where} Patient.identifier: Missing required property`,
    ]);
    const noGender = withEntry(1, (patient) => delete patient.gender);
    expect(recordProblems(noGender).usCore).toEqual([
      `${where} Patient.gender: Missing required property`,
    ]);
  });

  it('US Core: accepts the profile named with its version, and refuses one nothing here checks', () => {
    const versioned = withEntry(
      1,
      (patient) => (patient.meta = { profile: [`${US_CORE_PATIENT}|5.0.1`] }),
    );
    expect(recordProblems(versioned).usCore).toEqual([]);
    const elsewhere = [
      `${US_CORE_PATIENT}|6.1.0`,
      'http://hl7.org/fhir/us/core/StructureDefinition/us-core-observation-lab',
    ];
    const undeclarable = withEntry(1, (patient) => (patient.meta = { profile: elsewhere }));
    expect(recordProblems(undeclarable).usCore).toEqual(
      elsewhere.map(
        (url) =>
          `Patient ${PATIENT} meta.profile: declares a profile no validator here can check: ${url}`,
      ),
    );
  });

  it('warns of a resource without narrative (dom-6), apart from the problems', () => {
    const bundle = withEntry(2, (observation) => delete observation.text);
    expect(recordProblems(bundle)).toEqual(NONE);
    expect(recordWarnings(bundle)).toEqual([
      `Observation ${OBSERVATION} Observation: dom-6 A resource should have narrative for robust management`,
    ]);
  });

  it('leave unevaluated only the invariants docs/fhir-validation.md lists with their reason', () => {
    const doc = readFileSync(
      new URL('../docs/fhir-validation.md', import.meta.url).pathname,
      'utf8',
    );
    const section = doc.slice(
      doc.indexOf('### Invariants not evaluated'),
      doc.indexOf('### Narrative'),
    );
    const listed = [...section.matchAll(/^\| `([^`]+)`\s*\|[^|]+\|(.+)\|$/gm)];
    expect(listed.map(([, key]) => key)).toEqual([...NOT_EVALUATED]);
    for (const [, , reason] of listed) expect(reason!.trim().length).toBeGreaterThan(40);
  });
});
