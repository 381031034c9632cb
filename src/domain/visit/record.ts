/**
 * One finished visit as its documents tell it (docs/architecture.md, "The pharmacist visit"): the
 * patient's visit summary, the note to her primary-care provider and the FHIR record are each
 * written from this, never from the page's state. The backend has no call that stores a visit, so
 * this is what leaves the app.
 */
import type { NameParts } from '../patient/name-parts';
import type { Eligibility } from '../clinical/cells';
import type { Method } from '../clinical/methods';
import type { Priorities } from '../explorer/model';
import type { EmergencyScreen } from './method-facts/emergency';
import type { PharmacyForm, PlacedMethod } from './method-facts/product-kinds';
import type { PregnancyResult, PregnancyScreen } from './pregnancy';
import type { Reason } from './reasons';

/**
 * The pharmacy and its pharmacist, as the provider typed them: no patient data, kept on the
 * device for that user (docs/adr/0011-pharmacy-details-kept-on-the-device.md).
 */
export interface PharmacySettings {
  pharmacy: string;
  address: string;
  phone: string;
  pharmacistGivenName: string;
  pharmacistFamilyName: string;
  licence: string;
  /** The USPS code of the state that issued the licence (pharmacy/us-states.ts). */
  licenceState: string;
  /** National Provider Identifiers, when given (pharmacy/npi.ts). */
  pharmacistNpi: string;
  pharmacyNpi: string;
  /** The forms its protocol lets the pharmacist start (by default pill, patch, ring, injection). */
  scope: readonly PharmacyForm[];
}

export type VisitOutcome =
  | {
      kind: 'prescribe';
      method: Method;
      product: string;
      supplyMonths: number;
      /** The first dose, YYYY-MM-DD: today, or later after ulipristal (method-facts/start.ts). */
      startDate: string;
      /** Days of back-up from the first dose (U.S. SPR 2024, method-facts/start.ts). */
      backUpDays: number;
      /** YYYY-MM-DD. */
      nextVisit: string;
    }
  /** An implant or IUD she wants, placed by a clinician after an exam. */
  | { kind: 'refer_placement'; method: PlacedMethod; to: string }
  | { kind: 'refer'; to: string; reason: Reason }
  | { kind: 'no_method'; reason: Reason };

export interface MethodStanding {
  method: Method;
  category: Eligibility;
  /** The chart's rows that decided it, in words. */
  reasons: string[];
  /** Unanswered questions that could still rule it out. */
  incomplete: string[];
}

export interface VisitRecord {
  /** The visit's own id (a UUID), for the FHIR Encounter. */
  id: string;
  /** YYYY-MM-DD, the local day of the visit. */
  date: string;
  /** The instant the visit was opened (an ISO instant): the encounter's start. */
  startedAt: string;
  /** The instant the record was made (an ISO instant, e.g. 2026-11-25T17:42:10.000Z). */
  madeAt: string;
  patient: {
    uuid: string;
    email: string;
    name: string;
    /** Her name in two parts, as the pharmacist checked them with her (patient/name-parts.ts). */
    nameParts: NameParts;
    /** As held: only a real YYYY-MM-DD date goes into the FHIR record. */
    dateOfBirth?: string;
    /** Her intake answers; absent when not given. */
    gender?: 'female' | 'male' | 'nonbinary';
    sex?: 'female' | 'male' | 'intersex';
  };
  /** The reading the visit used (the lower of two when rechecked); none when not taken. */
  bloodPressure?: { systolic: number; diastolic: number };
  pregnancy: { screen: PregnancyScreen; result: PregnancyResult };
  /** Sex without a condom and emergency pills in the last 5 days. */
  emergency: EmergencyScreen;
  methods: MethodStanding[];
  outcome: VisitOutcome;
  settings: PharmacySettings;
  /** She consented to her primary-care provider being told. */
  pcpConsent: boolean;
  /** Who the note is addressed to (name, clinic), as typed; only with her consent. */
  primaryCareProvider?: string;
  /**
   * What she told the tablet's method explorer mattered to her, for her summary; only where this
   * tab's tablet heard it (tab-memory/tablet-priorities.ts, docs/method-explorer.md).
   */
  priorities?: Priorities;
}
