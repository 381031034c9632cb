/**
 * The people and the place of the visit record (docs/fhir-record.md, "Patient" and
 * "Practitioner and Organization"): her Patient resource, declared as US Core 5.0.1 Patient, and
 * the pharmacist and pharmacy with the elements US Core requires of a Practitioner (an
 * identifier with its system, a family name) and an Organization (active, a name). Every text is
 * trimmed before it gets here (visit-bundle.ts).
 */
import type { Identifier, Organization, Patient, Practitioner } from '@medplum/fhirtypes';
import { isCalendarDate } from '../../intake/model/dates';
import { isNpi } from '../pharmacy/npi';
import { isUsState, US_STATES } from '../pharmacy/us-states';
import type { VisitRecord } from '../record';
import { narrative, type NarrativeRow } from './narrative';

export const US_CORE = 'http://hl7.org/fhir/us/core/StructureDefinition';
const NPI_SYSTEM = 'http://hl7.org/fhir/sid/us-npi';
const V2_0203 = 'http://terminology.hl7.org/CodeSystem/v2-0203';
const V2_0360 = 'http://terminology.hl7.org/CodeSystem/v2-0360';

/** The intake's gender as FHIR R4 administrative gender; "nonbinary" is its "other". */
const GENDER = { female: 'female', male: 'male', nonbinary: 'other' } as const;

/**
 * The intake's sex assigned at birth as the US Core birth sex extension. Its value set
 * (US Core, ValueSet "Birth Sex") holds F and M (v3 AdministrativeGender) and UNK (v3
 * NullFlavor); it has no code for intersex, so intersex is written as UNK.
 */
const BIRTH_SEX = { female: 'F', male: 'M', intersex: 'UNK' } as const;

const npiIdentifier = (value: string | undefined): Identifier[] =>
  value && isNpi(value) ? [{ system: NPI_SYSTEM, value }] : [];

/** A person's name: given names split at spaces, as FHIR keeps one given name per item. */
function humanName(given: string | undefined, family: string | undefined) {
  const givenNames = given?.split(/\s+/) ?? [];
  return {
    use: 'official' as const,
    text: [...givenNames, family].filter(Boolean).join(' '),
    ...(family && { family }),
    ...(givenNames.length > 0 && { given: givenNames }),
  };
}

export function patientResource(patient: VisitRecord['patient'], email?: string): Patient {
  const given = patient.nameParts.given || undefined;
  const family = patient.nameParts.family || undefined;
  const birthDate =
    patient.dateOfBirth && isCalendarDate(patient.dateOfBirth) ? patient.dateOfBirth : undefined;
  const gender = patient.gender ? GENDER[patient.gender] : 'unknown';
  const rows: NarrativeRow[] = [
    ['Name', [given, family].filter(Boolean).join(' ')],
    ['Date of birth', birthDate ?? 'Not known'],
    ['Gender', patient.gender ?? 'Not answered'],
    ['Sex assigned at birth', patient.sex ?? 'Not answered'],
    ...(email ? [['Email', email] as const] : []),
  ];
  return {
    resourceType: 'Patient',
    meta: { profile: [`${US_CORE}/us-core-patient`] },
    text: narrative('Patient', rows),
    ...(patient.sex && {
      extension: [{ url: `${US_CORE}/us-core-birthsex`, valueCode: BIRTH_SEX[patient.sex] }],
    }),
    identifier: [{ system: 'urn:ietf:rfc:3986', value: `urn:uuid:${patient.uuid}` }],
    name: [humanName(given, family)],
    ...(email && { telecom: [{ system: 'email', value: email }] }),
    // US Core requires a gender: "unknown" when she did not answer.
    gender,
    ...(birthDate && { birthDate }),
  };
}

type Settings = Record<Exclude<keyof VisitRecord['settings'], 'scope'>, string | undefined>;

/**
 * The pharmacist: the NPI when given, and the licence, typed "pharmacist license number" (HL7 v2
 * table 0203, RPH) and assigned by the state that issued it. No registry names an identifier
 * system for a state's pharmacist licences (the FHIR identifier registry lists none), so none is
 * invented: the state is the assigner, and the qualification's issuer (docs/fhir-record.md,
 * "Practitioner and Organization").
 */
export function practitionerResource(settings: Settings): Practitioner {
  const state =
    settings.licenceState && isUsState(settings.licenceState)
      ? US_STATES[settings.licenceState]
      : undefined;
  const licence: Identifier | undefined = settings.licence
    ? {
        type: {
          coding: [{ system: V2_0203, code: 'RPH', display: 'Pharmacist license number' }],
        },
        value: settings.licence,
        ...(state && { assigner: { display: `State of ${state}` } }),
      }
    : undefined;
  const identifiers = [...npiIdentifier(settings.pharmacistNpi), ...(licence ? [licence] : [])];
  const name = humanName(settings.pharmacistGivenName, settings.pharmacistFamilyName);
  return {
    resourceType: 'Practitioner',
    text: narrative('Pharmacist', [
      ['Name', name.text],
      ...(licence
        ? [['Licence', [state, settings.licence].filter(Boolean).join(' ')] as const]
        : []),
      ...(settings.pharmacistNpi ? [['NPI', settings.pharmacistNpi] as const] : []),
    ]),
    ...(identifiers.length > 0 && { identifier: identifiers }),
    name: [name],
    ...(licence && {
      qualification: [
        {
          identifier: [licence],
          code: {
            coding: [{ system: V2_0360, code: 'RPH', display: 'Registered Pharmacist' }],
          },
          ...(state && { issuer: { display: `State of ${state}` } }),
        },
      ],
    }),
  };
}

export function organizationResource(settings: Settings & { pharmacy: string }): Organization {
  return {
    resourceType: 'Organization',
    text: narrative('Pharmacy', [
      ['Name', settings.pharmacy],
      ...(settings.address ? [['Address', settings.address] as const] : []),
      ...(settings.phone ? [['Phone', settings.phone] as const] : []),
      ...(settings.pharmacyNpi ? [['NPI', settings.pharmacyNpi] as const] : []),
    ]),
    ...(npiIdentifier(settings.pharmacyNpi).length > 0 && {
      identifier: npiIdentifier(settings.pharmacyNpi),
    }),
    active: true,
    type: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/organization-type',
            code: 'prov',
            display: 'Healthcare Provider',
          },
        ],
      },
    ],
    name: settings.pharmacy,
    ...(settings.phone && { telecom: [{ system: 'phone', value: settings.phone }] }),
    ...(settings.address && { address: [{ text: settings.address }] }),
  };
}
