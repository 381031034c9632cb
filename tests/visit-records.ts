/** Finished visits for the documents' tests: a prescription of each form, a referral, no method. */
import { PHARMACY_FORMS } from '../src/domain/visit/method-facts/product-kinds';
import { pregnancyResult } from '../src/domain/visit/pregnancy';
import type { VisitOutcome, VisitRecord } from '../src/domain/visit/record';
import { MAYA } from './sample-patients';

const screen = { criteria: { menses_within_7_days: true }, symptoms: false } as const;

const PHARMACY = {
  pharmacy: 'Main Street Pharmacy',
  address: '12 Main Street, Salem, OR 97301',
  phone: '503-555-0100',
  pharmacistGivenName: 'Sam',
  pharmacistFamilyName: 'Lee',
  licence: 'RPH-0012345',
  licenceState: 'OR',
  pharmacistNpi: '1234567893',
  pharmacyNpi: '',
  scope: PHARMACY_FORMS,
};

export function visitRecord(
  outcome: VisitOutcome,
  changes: Partial<VisitRecord> = {},
): VisitRecord {
  return {
    id: '3f1c2b6e-8d7a-4c5b-9e1f-2a3b4c5d6e7f',
    date: '2026-11-25',
    startedAt: '2026-11-25T17:21:03.000Z',
    madeAt: '2026-11-25T17:42:10.000Z',
    patient: {
      uuid: MAYA,
      email: 'maya.thompson@example.com',
      name: 'Maya Thompson',
      nameParts: { given: 'Maya', family: 'Thompson' },
      dateOfBirth: '2002-03-14',
      gender: 'female',
      sex: 'female',
    },
    bloodPressure: { systolic: 128, diastolic: 82 },
    pregnancy: { screen, result: pregnancyResult(screen) },
    emergency: { unprotectedSex: false, pill: 'none' },
    methods: [
      { method: 'cu_iud', category: 1, reasons: [], incomplete: [] },
      { method: 'lng_iud', category: 1, reasons: [], incomplete: [] },
      { method: 'implant', category: 1, reasons: [], incomplete: [] },
      { method: 'dmpa', category: 1, reasons: [], incomplete: [] },
      { method: 'pop', category: 1, reasons: [], incomplete: [] },
      {
        method: 'chc',
        category: 2,
        reasons: ['Hypertension, adequately controlled: category 3'],
        incomplete: [],
      },
    ],
    outcome,
    settings: PHARMACY,
    pcpConsent: true,
    ...changes,
  };
}

const prescribe = (method: 'chc' | 'pop' | 'dmpa', product: string) =>
  ({
    kind: 'prescribe',
    method,
    product,
    supplyMonths: 12,
    startDate: '2026-11-25',
    backUpDays: 7,
    nextVisit: '2027-11-25',
  }) as const;

/** A prescription of each kind of product a pharmacist may start. */
export const PRESCRIPTIONS = {
  combinedPill: prescribe('chc', 'Yaz'),
  patch: prescribe('chc', 'Xulane'),
  ring: prescribe('chc', 'NuvaRing'),
  yearlyRing: prescribe('chc', 'Annovera'),
  progestinPill: { ...prescribe('pop', 'Camila'), backUpDays: 2 },
  drospirenonePill: { ...prescribe('pop', 'Slynd'), backUpDays: 2 },
  injection: { ...prescribe('dmpa', 'Depo-Provera'), nextVisit: '2027-02-24' },
} satisfies Record<string, VisitOutcome>;

export const PLACEMENT: VisitOutcome = {
  kind: 'refer_placement',
  method: 'implant',
  to: 'Salem Family Clinic',
};
export const REFERRAL: VisitOutcome = {
  kind: 'refer',
  to: 'Salem Family Clinic',
  reason: { id: 'blood_pressure' },
};
export const NO_METHOD: VisitOutcome = { kind: 'no_method', reason: { id: 'her_choice' } };
