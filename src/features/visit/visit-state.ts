/**
 * One visit's answers, held in memory only (docs/architecture.md, "The pharmacist visit"): nothing
 * of it goes to web storage. The texts are kept as typed, so nothing typed is lost while it is not
 * yet a number; the rules read them through the functions below.
 */
import { noPharmacySettings } from '../../domain/visit/pharmacy/no-settings';
import type { NameParts } from '../../domain/patient/name-parts';
import type { Reading } from '../../domain/clinical/blood-pressure';
import type { Method } from '../../domain/clinical/methods';
import { addDays, isoDay, localDay, suggestedNextVisit } from '../../domain/visit/follow-up';
import type { EmergencyScreen } from '../../domain/visit/method-facts/emergency';
import { productKind, type PlacedMethod } from '../../domain/visit/method-facts/product-kinds';
import { cycleDay, startOf } from '../../domain/visit/method-facts/start';
import { BLOOD_PRESSURE_RANGES, type FieldKey, type Language } from '../../domain/intake/catalog';
import type { FormValues } from '../../domain/intake/model/form-values';
import type { PregnancyScreen } from '../../domain/visit/pregnancy';
import type { PharmacySettings } from '../../domain/visit/record';
import type { ReasonId } from '../../domain/visit/reasons';

export const visitSteps = [
  { id: 'review', title: 'Review answers' },
  { id: 'blood_pressure', title: 'Blood pressure' },
  { id: 'pregnancy', title: 'Pregnancy' },
  { id: 'eligibility', title: 'Eligibility' },
  { id: 'decision', title: 'Decision' },
  { id: 'documents', title: 'Documents' },
  { id: 'complete', title: 'Complete visit' },
] as const;

export type VisitStep = (typeof visitSteps)[number]['id'];

export interface ReadingText {
  systolic: string;
  diastolic: string;
}

/** An answer being corrected in the review: its key, and its form values as typed. */
export interface Correction {
  key: FieldKey;
  values: FormValues;
}

export type DecisionChoice = 'prescribe' | 'refer_placement' | 'refer' | 'no_method';

export interface VisitState {
  /** The visit's own id (a UUID), set when it begins; its FHIR record is filed under it. */
  id: string;
  step: VisitStep;
  reviewed: boolean;
  correction?: Correction;
  first: ReadingText;
  second: ReadingText;
  pregnancy: PregnancyScreen;
  emergency: EmergencyScreen;
  /** The method she asks for, if any. */
  wanted?: Method;
  decision?: DecisionChoice;
  method?: Method;
  product: string;
  supplyMonths: string;
  daysSincePeriod: string;
  /** The next visit or renewal, as the provider set it; empty: the suggested day. */
  nextVisit: string;
  /** The implant or IUD she is referred to have placed. */
  placement?: PlacedMethod;
  referTo: string;
  /** The reason picked from the list, or 'other' with `reason` typed. */
  reasonId?: ReasonId | 'other';
  reason: string;
  /** The language of her visit summary; unset: the tablet's, when known, else English. */
  summaryLanguage?: Language;
  /** She consented to her primary-care provider being told. */
  pcpConsent: boolean;
  /** Her primary-care provider (name, clinic), whom the note is addressed to. */
  primaryCareProvider: string;
  /** Her name in two parts for the visit record, as checked with her; unset: the suggestion. */
  nameParts?: NameParts;
  /** The instant the visit was opened (ISO), the start of the record's encounter. */
  startedAt: string;
  /** The pharmacy and pharmacist for the documents (tab-memory/pharmacy-settings.ts). */
  settings: PharmacySettings;
  /** Stored in her record (CompleteStep.tsx): nothing of it can change any more. */
  completed: boolean;
}

const noReading: ReadingText = { systolic: '', diastolic: '' };

export const newVisit: VisitState = {
  id: '',
  step: 'review',
  reviewed: false,
  first: noReading,
  second: noReading,
  pregnancy: { criteria: {} },
  emergency: {},
  product: '',
  supplyMonths: '12',
  daysSincePeriod: '',
  nextVisit: '',
  referTo: '',
  reason: '',
  pcpConsent: false,
  primaryCareProvider: '',
  startedAt: '',
  settings: noPharmacySettings,
  completed: false,
};

/** A whole number typed in `text`, within `min`-`max`; undefined when empty or not one. */
export function wholeNumber(text: string, min: number, max: number): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const number = Number(text.trim());
  return number >= min && number <= max ? number : undefined;
}

export const { systolic: SYSTOLIC, diastolic: DIASTOLIC } = BLOOD_PRESSURE_RANGES;

/** The reading typed, when both numbers are whole and in the catalog's range. */
export function readingOf({ systolic, diastolic }: ReadingText): Reading | undefined {
  const s = wholeNumber(systolic, SYSTOLIC.min, SYSTOLIC.max);
  const d = wholeNumber(diastolic, DIASTOLIC.min, DIASTOLIC.max);
  return s !== undefined && d !== undefined ? { systolic: s, diastolic: d } : undefined;
}

/**
 * The method chosen, while the visit still allows it (`whyNot` gives none): one chosen before an
 * answer changed (a higher reading, a pregnancy screen) no longer counts, nor does its product.
 */
export const allowedMethod = (
  visit: VisitState,
  whyNot: (method: Method) => string[],
): Method | undefined =>
  visit.method && whyNot(visit.method).length === 0 ? visit.method : undefined;

/**
 * The first dose and the back-up days of `product` started at this visit (U.S. SPR 2024,
 * domain/visit/method-facts/start.ts): from the days since her period as typed, and the
 * emergency pill she took.
 */
/** The first dose, YYYY-MM-DD, and the back-up days from it. */
export interface PrescriptionStart {
  startDate: string;
  backUpDays: number;
}

export function startOfPrescription(
  visit: VisitState,
  method: Method,
  product: string,
  today: Date,
): PrescriptionStart {
  const days = wholeNumber(visit.daysSincePeriod, 0, 365);
  const start = startOf(
    productKind(method, product),
    days === undefined ? undefined : cycleDay(days),
    visit.emergency,
  );
  return { startDate: addDays(isoDay(today), start.waitDays), backUpDays: start.backUpDays };
}

/**
 * The next visit or renewal: the provider's day, else the one the supply suggests (12 months),
 * counted from the first dose (`startDate`, from startOfPrescription).
 */
export const nextVisitOf = (visit: VisitState, method: Method, startDate: string): string =>
  visit.nextVisit ||
  suggestedNextVisit(method, wholeNumber(visit.supplyMonths, 1, 12) ?? 12, localDay(startDate));
