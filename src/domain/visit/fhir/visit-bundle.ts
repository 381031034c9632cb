/**
 * The visit's record as one FHIR R4 Bundle of type "collection" (docs/architecture.md,
 * "The pharmacist visit"), for the pharmacy's record system to import: the Patient (her uuid and
 * email), the pharmacist (Practitioner) and pharmacy (Organization), the Encounter, Observations
 * for the blood pressure (LOINC 85354-9 with 8480-6 and 8462-4), the pregnancy screen and test and
 * each method group's U.S. MEC category, and the MedicationRequest (prescribed) or ServiceRequest
 * (referral) with its reason. Types: @medplum/fhirtypes; checked against the R4
 * StructureDefinitions by Medplum's validator in visit-bundle.test.ts. Every typed text is trimmed
 * and left out when nothing is left, so a receiving system never files a value of spaces.
 */
import type {
  Bundle,
  CodeableConcept,
  Coding,
  Encounter,
  Observation,
  Organization,
  Patient,
  Practitioner,
  Reference,
  Resource,
} from '@medplum/fhirtypes';
import { isCalendarDate } from '../../intake/model/dates';
import { methods } from '../../clinical/methods';
import { productForm } from '../method-facts/product-kinds';
import type { VisitRecord } from '../record';
import { reasonNote } from '../reasons';

const LOINC = 'http://loinc.org';
const SNOMED = 'http://snomed.info/sct';
const UCUM = 'http://unitsofmeasure.org';

const loinc = (code: string, display: string): CodeableConcept => ({
  coding: [{ system: LOINC, code, display }],
});
const snomed = (code: string, display: string): Coding => ({ system: SNOMED, code, display });
const mmHg = (value: number) => ({ value, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' });

/** The pregnancy screen's result as SNOMED CT: pregnant, not pregnant, or not known. */
const PREGNANCY_STATUS = {
  reasonably_certain: snomed('60001007', 'Not pregnant'),
  negative_test_only: snomed('261665006', 'Unknown'),
  not_ruled_out: snomed('261665006', 'Unknown'),
  positive_test: snomed('77386006', 'Pregnant'),
} as const;

const TEST_RESULT = {
  negative: snomed('260385009', 'Negative'),
  positive: snomed('10828004', 'Positive'),
} as const;

/**
 * The id of the visit's n-th resource: its own UUID with the last 12 digits counting, so the same
 * visit always makes the same file.
 */
const idOf = (visitId: string, index: number) =>
  `${visitId.slice(0, 24)}${index.toString(16).padStart(12, '0')}`;

/** A typed text as written: trimmed, and none when only spaces were typed. */
const typed = (value: string | undefined): string | undefined => value?.trim() || undefined;

/** The intake's gender as FHIR R4 administrative gender; "nonbinary" is its "other". */
const GENDER = { female: 'female', male: 'male', nonbinary: 'other' } as const;

/**
 * The intake's sex assigned at birth as the US Core birth sex extension. Its value set
 * (US Core Implementation Guide, ValueSet "Birth Sex", http://hl7.org/fhir/us/core/ValueSet/birthsex)
 * holds F and M (v3 AdministrativeGender) and UNK (v3 NullFlavor); it has no code for intersex,
 * so intersex is written as UNK.
 */
const BIRTH_SEX = { female: 'F', male: 'M', intersex: 'UNK' } as const;
const BIRTH_SEX_URL = 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-birthsex';

export function visitBundle(record: VisitRecord): Bundle {
  const { patient, date, outcome } = record;
  const settings = {
    pharmacy: typed(record.settings.pharmacy),
    address: typed(record.settings.address),
    phone: typed(record.settings.phone),
    pharmacist: typed(record.settings.pharmacist),
    licence: typed(record.settings.licence),
  };
  const name = typed(patient.name);
  const email = typed(patient.email);
  const entries: { fullUrl: string; resource: Resource }[] = [];
  const add = <T extends Resource>(resource: T): Reference<T> => {
    const fullUrl = `urn:uuid:${idOf(record.id, entries.length + 1)}`;
    entries.push({ fullUrl, resource });
    return { reference: fullUrl };
  };

  const subject = add<Patient>({
    resourceType: 'Patient',
    ...(patient.sex && {
      extension: [{ url: BIRTH_SEX_URL, valueCode: BIRTH_SEX[patient.sex] }],
    }),
    identifier: [{ system: 'urn:ietf:rfc:3986', value: `urn:uuid:${patient.uuid}` }],
    // Her name as typed: splitting it into family and given names would be a guess.
    ...(name && { name: [{ text: name }] }),
    ...(email && { telecom: [{ system: 'email', value: email }] }),
    ...(patient.gender && { gender: GENDER[patient.gender] }),
    ...(patient.dateOfBirth &&
      isCalendarDate(patient.dateOfBirth) && { birthDate: patient.dateOfBirth }),
  });
  const pharmacist = add<Practitioner>({
    resourceType: 'Practitioner',
    ...(settings.pharmacist && { name: [{ text: settings.pharmacist }] }),
    ...(settings.licence && {
      identifier: [{ type: { text: 'Pharmacist licence number' }, value: settings.licence }],
    }),
  });
  // An Organization must have a name or an identifier (R4 invariant org-1): none without a name.
  const pharmacy =
    settings.pharmacy &&
    add<Organization>({
      resourceType: 'Organization',
      name: settings.pharmacy,
      ...(settings.phone && { telecom: [{ system: 'phone', value: settings.phone }] }),
      ...(settings.address && { address: [{ text: settings.address }] }),
    });
  const encounter = add<Encounter>({
    resourceType: 'Encounter',
    status: 'finished',
    class: {
      system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
      code: 'AMB',
      display: 'ambulatory',
    },
    type: [{ text: 'Pharmacist contraception visit' }],
    subject,
    participant: [{ individual: pharmacist }],
    period: { start: date, end: date },
    ...(pharmacy && { serviceProvider: pharmacy }),
  });

  const observation = (fields: Omit<Observation, 'resourceType' | 'status' | 'subject'>) =>
    add<Observation>({
      resourceType: 'Observation',
      status: 'final',
      subject,
      encounter,
      effectiveDateTime: date,
      performer: [pharmacist],
      ...fields,
    });

  if (record.bloodPressure) {
    observation({
      category: [
        {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/observation-category',
              code: 'vital-signs',
              display: 'Vital Signs',
            },
          ],
        },
      ],
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
    });
  }

  const { screen, result } = record.pregnancy;
  observation({
    code: loinc('82810-3', 'Pregnancy status'),
    valueCodeableConcept: { coding: [PREGNANCY_STATUS[result.status]], text: result.words },
    note: [
      {
        text: `U.S. SPR 2024 criteria met: ${result.met.length > 0 ? result.met.join(', ') : 'none'}. Symptoms or signs of pregnancy: ${screen.symptoms === undefined ? 'not answered' : screen.symptoms ? 'yes' : 'no'}.`,
      },
    ],
  });
  if (screen.test === 'negative' || screen.test === 'positive') {
    observation({
      code: loinc('2106-3', 'Choriogonadotropin (pregnancy test) [Presence] in Urine'),
      valueCodeableConcept: { coding: [TEST_RESULT[screen.test]] },
    });
  }

  const standings = new Map(
    record.methods.map((standing) => [
      standing.method,
      observation({
        code: { text: `U.S. MEC 2024 category: ${methods[standing.method].chartName}` },
        ...(standing.category === 'NA'
          ? { valueString: 'Not applicable' }
          : { valueInteger: standing.category }),
        ...(standing.reasons.length + standing.incomplete.length > 0 && {
          note: [
            ...standing.reasons.map((text) => ({ text })),
            ...(standing.incomplete.length > 0
              ? [{ text: `Not answered: ${standing.incomplete.join(', ')}.` }]
              : []),
          ],
        }),
      }),
    ]),
  );

  if (outcome.kind === 'prescribe') {
    const standing = record.methods.find(({ method }) => method === outcome.method);
    const lasting = ['pill', 'patch', 'ring'].includes(
      productForm(outcome.method, outcome.product),
    );
    add({
      resourceType: 'MedicationRequest',
      status: 'active',
      intent: 'order',
      medicationCodeableConcept: { text: outcome.product },
      subject,
      encounter,
      authoredOn: date,
      requester: pharmacist,
      reasonCode: [
        {
          text: `Contraception: ${methods[outcome.method].chartName}, U.S. MEC category ${standing?.category ?? 'not known'} for this patient.`,
        },
      ],
      supportingInformation: [standings.get(outcome.method)!],
      dosageInstruction: [
        {
          text: `${outcome.startDate === date ? 'Start today' : `Start on ${outcome.startDate}`}. ${
            outcome.backUpDays === 0
              ? 'No back-up method needed.'
              : `Back-up (abstain or condoms) for ${outcome.backUpDays} days.`
          }`,
          timing: { repeat: { boundsPeriod: { start: outcome.startDate } } },
        },
      ],
      dispenseRequest: {
        ...(lasting && {
          expectedSupplyDuration: {
            value: outcome.supplyMonths,
            unit: 'months',
            system: UCUM,
            code: 'mo',
          },
        }),
        validityPeriod: { start: date, end: outcome.nextVisit },
      },
    });
  } else if (outcome.kind === 'refer' || outcome.kind === 'refer_placement') {
    const to = typed(outcome.to);
    const reason =
      outcome.kind === 'refer'
        ? typed(reasonNote(outcome.reason))
        : `Placement of ${methods[outcome.method].chartName}, outside the pharmacist protocol.`;
    add({
      resourceType: 'ServiceRequest',
      status: 'active',
      intent: 'order',
      code: { coding: [snomed('3457005', 'Patient referral')], text: 'Referral' },
      subject,
      encounter,
      authoredOn: date,
      requester: pharmacist,
      ...(to && { performer: [{ display: to }] }),
      ...(reason && { reasonCode: [{ text: reason }] }),
      supportingInfo: [...standings.values()],
    });
  } else {
    const reason = typed(reasonNote(outcome.reason));
    observation({
      code: { text: 'Contraception decision' },
      valueString: `No method today.${reason ? ` Reason: ${reason}` : ''}`,
    });
  }

  return {
    resourceType: 'Bundle',
    // The visit's own UUID, as the Patient's is written: a re-import of the same file is known
    // by it, and a URN of the app's own would mean nothing to the receiving system.
    identifier: { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${record.id}` },
    type: 'collection',
    timestamp: record.madeAt,
    entry: entries,
  };
}

/** The file's name: the visit's date and id, never the patient's name. */
export const visitRecordFileName = (record: VisitRecord) =>
  `visit-record-${record.date}-${record.id.slice(0, 8)}.json`;
