/**
 * One finished visit as its documents tell it (docs/architecture.md section 10): the patient's
 * visit summary, the note to her primary-care provider and the FHIR record are each written from
 * this, never from the page's state. The backend has no call that stores a visit, so this is
 * what leaves the app.
 */
import type { Eligibility } from '../clinical/cells';
import type { Method } from '../clinical/methods';
import type { PregnancyResult, PregnancyScreen } from './pregnancy';

/** The pharmacy and its pharmacist, as the provider typed them (held for the session only). */
export interface PharmacySettings {
  pharmacy: string;
  address: string;
  phone: string;
  pharmacist: string;
  licence: string;
}

export type VisitOutcome =
  | {
      kind: 'prescribe';
      method: Method;
      product: string;
      supplyMonths: number;
      /** Days of back-up from today (U.S. SPR 2024, start.ts). */
      backUpDays: number;
      /** YYYY-MM-DD. */
      nextVisit: string;
    }
  | { kind: 'refer'; to: string; reason: string }
  | { kind: 'no_method'; reason: string };

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
  /** YYYY-MM-DD. */
  date: string;
  patient: { uuid: string; email: string; name: string; dateOfBirth?: string };
  /** The reading the visit used (the lower of two when rechecked); none when not taken. */
  bloodPressure?: { systolic: number; diastolic: number };
  pregnancy: { screen: PregnancyScreen; result: PregnancyResult };
  methods: MethodStanding[];
  outcome: VisitOutcome;
  settings: PharmacySettings;
  /** She consented to her primary-care provider being told. */
  pcpConsent: boolean;
}
