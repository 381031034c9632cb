/**
 * The checks of the pharmacy and pharmacist a provider types for the visit's documents, one home
 * for the documents' form, which shows them, and the visit's record, which is not made while one
 * fails (docs/fhir-record.md, "Practitioner and Organization"). Each text is checked trimmed.
 */
import type { PharmacySettings } from '../record';
import { isNpi } from './npi';
import { isUsState, US_STATES } from './us-states';

export type PharmacyText = Exclude<keyof PharmacySettings, 'scope'>;

/** The details every document needs, with the words the "give ..." message names each by. */
const REQUIRED: [PharmacyText, string][] = [
  ['pharmacy', 'the pharmacy'],
  ['phone', "the pharmacy's phone"],
  ['pharmacistGivenName', "the pharmacist's given name"],
  ['pharmacistFamilyName', "the pharmacist's family name"],
  ['licence', 'the licence number'],
  ['licenceState', 'the state of the licence'],
];

const NPIS: [PharmacyText, string][] = [
  ['pharmacistNpi', 'a correct NPI for the pharmacist, or none'],
  ['pharmacyNpi', 'a correct NPI for the pharmacy, or none'],
];

/** What an NPI typed is wrong by, for the field's message; none when it is right or empty. */
function npiError(typed: string): string | undefined {
  const value = typed.trim();
  if (!value || isNpi(value)) return undefined;
  return /^\d{10}$/.test(value)
    ? "This NPI's check digit does not match: check it in the NPPES NPI Registry."
    : 'An NPI is 10 digits.';
}

/** Each detail typed wrong, with its message. */
export function pharmacyDetailErrors(
  settings: PharmacySettings,
): Partial<Record<PharmacyText, string>> {
  const errors: Partial<Record<PharmacyText, string>> = {};
  for (const [key] of NPIS) {
    const error = npiError(settings[key]);
    if (error) errors[key] = error;
  }
  return errors;
}

/** What the documents still wait for, in words: each detail missing, each NPI typed wrong. */
export function pharmacyDetailsMissing(settings: PharmacySettings): string[] {
  const errors = pharmacyDetailErrors(settings);
  return [
    ...REQUIRED.filter(([key]) =>
      key === 'licenceState' ? !isUsState(settings[key]) : !settings[key].trim(),
    ).map(([, words]) => words),
    ...NPIS.filter(([key]) => errors[key]).map(([, words]) => words),
  ];
}

/** The pharmacist's name as the documents print it: given names, then the family name. */
export const pharmacistName = (settings: PharmacySettings) =>
  [settings.pharmacistGivenName.trim(), settings.pharmacistFamilyName.trim()]
    .filter(Boolean)
    .join(' ');

/** The state the licence was issued by, by its name; none when not one of them. */
export const licenceStateName = ({ licenceState }: PharmacySettings) =>
  isUsState(licenceState) ? US_STATES[licenceState] : undefined;
