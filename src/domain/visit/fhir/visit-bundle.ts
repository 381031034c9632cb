/**
 * The visit's record as one FHIR R4 document Bundle (docs/fhir-record.md), for the pharmacy's
 * record system to file: a Composition first, whose sections hold the visit's parts with their
 * narrative, then her Patient, the pharmacist (Practitioner) and pharmacy (Organization), the
 * Encounter, Observations (the blood pressure, the pregnancy status and test, each method's
 * U.S. MEC category, the method or the reason for none at exit), the MedicationRequest
 * (prescribed) or ServiceRequest (referral, or a placement), and her Consent to the note for her
 * primary-care provider. Every typed text is trimmed and left out when nothing is left, so a
 * receiving system never files a value of spaces; every text shown in a narrative is escaped.
 */
import type {
  Bundle,
  CodeableConcept,
  Composition,
  CompositionSection,
  Consent,
  Encounter,
  MedicationRequest,
  Observation,
  Organization,
  Practitioner,
  Reference,
  Resource,
  ServiceRequest,
} from '@medplum/fhirtypes';
import { methods } from '../../clinical/methods';
import { productKind } from '../method-facts/product-kinds';
import { pharmacistName } from '../pharmacy/details';
import { namedProduct } from '../product-name';
import type { VisitRecord } from '../record';
import { reasonNote } from '../reasons';
import {
  category,
  loinc,
  methodConcept,
  PREGNANCY_STATUS,
  RXNORM_PACKS,
  snomed,
  TEST_RESULT,
  UCUM,
} from './codes';
import { dosageOf, isPrescribedKind } from './dosage';
import { narrative, type NarrativeRow } from './narrative';
import { organizationResource, patientResource, practitionerResource, US_CORE } from './parties';

const mmHg = (value: number) => ({ value, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' });

/**
 * The id of the visit's n-th resource: its own UUID with the last 12 digits counting, so the same
 * visit always makes the same file.
 */
const idOf = (visitId: string, index: number) =>
  `${visitId.slice(0, 24)}${index.toString(16).padStart(12, '0')}`;

/** A typed text as written: trimmed, and none when only spaces were typed. */
const typed = (value: string | undefined): string | undefined => value?.trim() || undefined;

type Entry = { fullUrl: string; resource: Resource };

export function visitBundle(record: VisitRecord): Bundle {
  const { patient, outcome, madeAt } = record;
  const settings = Object.fromEntries(
    Object.entries(record.settings).map(([key, value]) => [
      key,
      typeof value === 'string' ? typed(value) : value,
    ]),
  ) as Record<Exclude<keyof VisitRecord['settings'], 'scope'>, string | undefined>;
  const entries: Entry[] = [];
  // The Composition comes first (bdl-11): its place is kept, and it is written last, once the
  // resources its sections point at exist.
  const compositionUrl = `urn:uuid:${idOf(record.id, 0)}`;
  const add = <T extends Resource>(resource: T): Reference<T> => {
    const fullUrl = `urn:uuid:${idOf(record.id, entries.length + 1)}`;
    entries.push({ fullUrl, resource });
    return { reference: fullUrl };
  };

  const subject = add(
    patientResource(
      {
        ...patient,
        nameParts: {
          given: typed(patient.nameParts.given) ?? '',
          family: typed(patient.nameParts.family) ?? '',
        },
      },
      typed(patient.email),
    ),
  );
  const pharmacist = add<Practitioner>(practitionerResource(settings));
  const pharmacyName = settings.pharmacy;
  // An Organization must have a name (R4 org-1, US Core): none without one.
  const pharmacy =
    pharmacyName &&
    add<Organization>(organizationResource({ ...settings, pharmacy: pharmacyName }));
  const pharmacistWords = pharmacistName(record.settings);

  const encounter = add<Encounter>({
    resourceType: 'Encounter',
    text: narrative('Pharmacist contraception visit', [
      ['Started', record.startedAt],
      ['Ended', madeAt],
      ['Pharmacist', pharmacistWords],
      ...(pharmacyName ? [['Pharmacy', pharmacyName] as const] : []),
    ]),
    identifier: [{ system: 'urn:ietf:rfc:3986', value: `urn:uuid:${record.id}` }],
    status: 'finished',
    class: {
      system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
      code: 'AMB',
      display: 'ambulatory',
    },
    type: [{ text: 'Pharmacist contraception visit' }],
    subject,
    participant: [
      {
        type: [
          {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/v3-ParticipationType',
                code: 'PPRF',
                display: 'primary performer',
              },
            ],
          },
        ],
        individual: pharmacist,
      },
    ],
    period: { start: record.startedAt || madeAt, end: madeAt },
    ...(pharmacy && { serviceProvider: pharmacy }),
  });

  const observation = (
    title: string,
    rows: NarrativeRow[],
    fields: Omit<Observation, 'resourceType' | 'status' | 'subject'>,
  ) =>
    add<Observation>({
      resourceType: 'Observation',
      text: narrative(title, rows),
      status: 'final',
      subject,
      encounter,
      effectiveDateTime: madeAt,
      performer: [pharmacist],
      ...fields,
    });

  const vitals = record.bloodPressure && [
    observation(
      'Blood pressure',
      [['Seated', `${record.bloodPressure.systolic}/${record.bloodPressure.diastolic} mm Hg`]],
      {
        meta: { profile: [`${US_CORE}/us-core-blood-pressure`] },
        category: [category('vital-signs', 'Vital Signs')],
        code: loinc('85354-9', 'Blood pressure panel with all children optional'),
        component: [
          {
            code: loinc('8480-6', 'Systolic blood pressure'),
            valueQuantity: mmHg(record.bloodPressure.systolic),
          },
          {
            code: loinc('8462-4', 'Diastolic blood pressure'),
            valueQuantity: mmHg(record.bloodPressure.diastolic),
          },
        ],
      },
    ),
  ];

  const { screen, result } = record.pregnancy;
  const pregnancyNote = `U.S. SPR 2024 criteria met: ${result.met.length > 0 ? result.met.join(', ') : 'none'}. Symptoms or signs of pregnancy: ${screen.symptoms === undefined ? 'not answered' : screen.symptoms ? 'yes' : 'no'}.`;
  const pregnancy = [
    observation(
      'Pregnancy status',
      [
        ['Status', PREGNANCY_STATUS[result.status].display],
        ['Screen', result.words],
        ['Note', pregnancyNote],
      ],
      {
        category: [category('social-history', 'Social History')],
        code: loinc('82810-3', 'Pregnancy status'),
        valueCodeableConcept: { coding: [PREGNANCY_STATUS[result.status]], text: result.words },
        note: [{ text: pregnancyNote }],
      },
    ),
    ...(screen.test === 'negative' || screen.test === 'positive'
      ? [
          observation(
            'Pregnancy test (urine hCG)',
            [['Result', TEST_RESULT[screen.test].display]],
            {
              category: [category('laboratory', 'Laboratory')],
              code: loinc('2106-3', 'Choriogonadotropin (pregnancy test) [Presence] in Urine'),
              valueCodeableConcept: {
                coding: [TEST_RESULT[screen.test]],
                text: TEST_RESULT[screen.test].display,
              },
            },
          ),
        ]
      : []),
  ];

  // Each method's U.S. MEC category, one Observation per method, its value the category's
  // number as the WHO Family Planning guide's "Medical eligibility - number classification"
  // holds it (docs/fhir-record.md, "Eligibility").
  const standings = new Map(
    record.methods.map((standing) => {
      const method = methods[standing.method].chartName;
      const notes = [
        ...standing.reasons,
        ...(standing.incomplete.length > 0
          ? [`Not answered: ${standing.incomplete.join(', ')}.`]
          : []),
      ];
      return [
        standing.method,
        observation(
          `U.S. MEC 2024 category: ${method}`,
          [
            ['Category', standing.category === 'NA' ? 'Not applicable' : String(standing.category)],
            ...notes.map((text) => ['Why', text] as const),
          ],
          {
            category: [category('survey', 'Survey')],
            code: { text: 'U.S. MEC 2024 category (medical eligibility, number classification)' },
            component: [
              {
                code: { text: 'Contraceptive method' },
                valueCodeableConcept: methodConcept(standing.method, method),
              },
            ],
            ...(standing.category === 'NA'
              ? {
                  dataAbsentReason: {
                    coding: [
                      {
                        system: 'http://terminology.hl7.org/CodeSystem/data-absent-reason',
                        code: 'not-applicable',
                        display: 'Not Applicable',
                      },
                    ],
                  },
                }
              : { valueInteger: standing.category }),
            ...(notes.length > 0 && { note: notes.map((text) => ({ text })) }),
          },
        ),
      ];
    }),
  );

  const plan: Reference[] = [];
  let planWords: string;
  if (outcome.kind === 'prescribe') {
    const standing = record.methods.find(({ method }) => method === outcome.method);
    const kind = productKind(outcome.method, outcome.product);
    const { name } = namedProduct(outcome.method, outcome.product, () => '');
    const startWords =
      outcome.startDate === record.date ? 'Start today.' : `Start on ${outcome.startDate}.`;
    const backUp =
      outcome.backUpDays === 0
        ? 'No back-up method needed.'
        : `Back-up (abstain or condoms) for ${outcome.backUpDays} days.`;
    const selfUsed = kind !== 'injection';
    planWords = `Prescribed ${name}.`;
    const rxnorm = RXNORM_PACKS[outcome.product];
    plan.push(
      add<MedicationRequest>({
        resourceType: 'MedicationRequest',
        meta: { profile: [`${US_CORE}/us-core-medicationrequest`] },
        text: narrative('Prescription', [
          ['Product', name],
          ['Start', `${startWords} ${backUp}`],
          ...(selfUsed ? [['Supply', `${outcome.supplyMonths} months`] as const] : []),
          ['Next visit', outcome.nextVisit],
        ]),
        status: 'active',
        intent: 'order',
        category: [
          {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/medicationrequest-category',
                code: 'community',
                display: 'Community',
              },
            ],
          },
        ],
        reportedBoolean: false,
        medicationCodeableConcept: { ...(rxnorm && { coding: [rxnorm] }), text: name },
        subject,
        encounter,
        authoredOn: madeAt,
        requester: pharmacist,
        reasonCode: [
          {
            text: `Contraception: ${methods[outcome.method].chartName}, U.S. MEC category ${standing?.category ?? 'not known'} for this patient.`,
          },
        ],
        supportingInformation: [standings.get(outcome.method)!],
        ...(isPrescribedKind(kind) && {
          dosageInstruction: [
            dosageOf(kind, { start: outcome.startDate, startWords: `${startWords} ${backUp}` }),
          ],
        }),
        dispenseRequest: {
          validityPeriod: { start: record.date, end: outcome.nextVisit },
          // A pill, patch or ring is handed over for the months chosen; a shot is given at the
          // visit, one dose, with no months of it handed over.
          ...(selfUsed
            ? {
                expectedSupplyDuration: {
                  value: outcome.supplyMonths,
                  unit: 'month',
                  system: UCUM,
                  code: 'mo',
                },
              }
            : { quantity: { value: 1, unit: 'injection', system: UCUM, code: '{injection}' } }),
        },
      }),
    );
    plan.push(
      observation('Contraceptive method at exit', [['Method', name]], {
        category: [category('social-history', 'Social History')],
        code: loinc('86651-7', 'Birth control method at exit Reported'),
        valueCodeableConcept: methodConcept(kind, name),
      }),
    );
  } else {
    const to = outcome.kind === 'no_method' ? undefined : typed(outcome.to);
    const reason =
      outcome.kind === 'refer_placement'
        ? `Placement of ${methods[outcome.method].chartName}, outside the pharmacist protocol.`
        : typed(reasonNote(outcome.reason));
    if (outcome.kind !== 'no_method') {
      const what =
        outcome.kind === 'refer_placement'
          ? `Referral for placement of ${methods[outcome.method].chartName}`
          : 'Referral';
      plan.push(
        add<ServiceRequest>({
          resourceType: 'ServiceRequest',
          text: narrative(what, [
            ...(to ? [['To', to] as const] : []),
            ...(reason ? [['Reason', reason] as const] : []),
          ]),
          status: 'active',
          intent: 'order',
          code: { coding: [snomed('3457005', 'Patient referral')], text: what },
          subject,
          encounter,
          authoredOn: madeAt,
          requester: pharmacist,
          ...(to && { performer: [{ display: to }] }),
          ...(reason && { reasonCode: [{ text: reason }] }),
          supportingInfo:
            outcome.kind === 'refer_placement'
              ? [standings.get(outcome.method)!]
              : [...standings.values()],
        }),
      );
    }
    planWords = [
      outcome.kind === 'no_method' ? 'No method today.' : `Referred${to ? ` to ${to}` : ''}.`,
      reason && `Reason: ${reason}`,
    ]
      .filter(Boolean)
      .join(' ');
    // She leaves with no method: the reason, as FPAR 2.0 asks it at exit.
    plan.push(
      observation('Reason for no contraceptive method at exit', [['Reason', reason ?? '']], {
        category: [category('social-history', 'Social History')],
        code: loinc('86653-3', 'Reason for no birth control use at exit Reported'),
        ...(reason
          ? { valueCodeableConcept: { text: reason } }
          : {
              dataAbsentReason: {
                coding: [
                  {
                    system: 'http://terminology.hl7.org/CodeSystem/data-absent-reason',
                    code: 'unknown',
                    display: 'Unknown',
                  },
                ],
              },
            }),
      }),
    );
  }

  const pcp = typed(record.primaryCareProvider);
  const consent =
    record.pcpConsent &&
    add<Consent>({
      resourceType: 'Consent',
      text: narrative('Consent to tell her primary-care provider', [
        ['Recipient', pcp ?? 'Her primary-care provider, not named'],
        ['What', 'This visit'],
      ]),
      status: 'active',
      scope: {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/consentscope',
            code: 'patient-privacy',
            display: 'Privacy Consent',
          },
        ],
      },
      category: [loinc('59284-0', 'Consent Document')],
      patient: subject,
      dateTime: madeAt,
      performer: [subject],
      ...(pharmacy && { organization: [pharmacy] }),
      policyRule: {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
            code: 'OPTIN',
            display: 'opt-in',
          },
        ],
      },
      provision: {
        type: 'permit',
        ...(pcp && {
          actor: [
            {
              role: {
                coding: [
                  {
                    system: 'http://terminology.hl7.org/CodeSystem/v3-ParticipationType',
                    code: 'PRCP',
                    display: 'primary information recipient',
                  },
                ],
              },
              reference: { display: pcp },
            },
          ],
        }),
        action: [
          {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/consentaction',
                code: 'disclose',
                display: 'Disclose',
              },
            ],
          },
        ],
        data: [{ meaning: 'related', reference: encounter }],
      },
    });

  const section = (
    title: string,
    code: CodeableConcept | undefined,
    lines: string[],
    entry: Reference[],
  ): CompositionSection => ({
    title,
    ...(code && { code }),
    text: narrative(title, [], lines),
    ...(entry.length > 0 && { entry }),
  });
  const reading = record.bloodPressure
    ? `${record.bloodPressure.systolic}/${record.bloodPressure.diastolic} mm Hg, seated.`
    : 'Not taken.';
  const composition: Composition = {
    resourceType: 'Composition',
    text: narrative(`Pharmacist contraception visit, ${record.date}`, [
      ['Blood pressure', reading],
      ['Pregnancy screen', result.words],
      ['Decision', planWords],
      ['Pharmacist', pharmacistWords],
    ]),
    identifier: { system: 'urn:ietf:rfc:3986', value: compositionUrl },
    status: 'final',
    type: loinc('11506-3', 'Progress note'),
    subject,
    encounter,
    date: madeAt,
    author: [pharmacist],
    title: 'Pharmacist contraception visit',
    // Her reproductive health: restricted, as the HL7 confidentiality codes class sensitive care.
    confidentiality: 'R',
    ...(pharmacy && { custodian: pharmacy }),
    section: [
      section('Vital signs', loinc('8716-3', 'Vital signs'), [reading], vitals ?? []),
      section('Pregnancy screen', undefined, [result.words, pregnancyNote], pregnancy),
      section(
        'Eligibility (U.S. MEC 2024)',
        loinc('51848-0', 'Evaluation note'),
        record.methods.map(
          ({ method, category: number }) =>
            `${methods[method].chartName}: ${number === 'NA' ? 'not applicable' : `category ${number}`}`,
        ),
        [...standings.values()],
      ),
      section('Plan', loinc('18776-5', 'Plan of care note'), [planWords], plan),
      ...(consent
        ? [
            section(
              'Consent',
              undefined,
              [`She consents to ${pcp ?? 'her primary-care provider'} being told of this visit.`],
              [consent],
            ),
          ]
        : []),
    ],
  };

  return {
    resourceType: 'Bundle',
    // The visit's own UUID, as the Patient's is written: a re-import of the same file is known
    // by it, and a URN of the app's own would mean nothing to the receiving system.
    identifier: { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${record.id}` },
    type: 'document',
    timestamp: madeAt,
    entry: [{ fullUrl: compositionUrl, resource: composition }, ...entries],
  };
}

/** The file's name: the visit's date and id, never the patient's name. */
export const visitRecordFileName = (record: VisitRecord) =>
  `visit-record-${record.date}-${record.id.slice(0, 8)}.json`;
