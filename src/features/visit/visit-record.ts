/**
 * The visit's record (domain/visit/record.ts) from the page's state, once the decision holds
 * all a document needs; otherwise what is still missing, in words.
 */
import type { Patient } from '../../api/schemas';
import type { Priorities } from '../../domain/explorer/model';
import { chartColumns } from '../../domain/clinical/chart';
import { describeReason, type SafetyCheck } from '../../domain/clinical/safety-check';
import { suggestedNameParts, type NameParts } from '../../domain/patient/name-parts';
import { displayName } from '../../domain/patient/display-name';
import { whyNotPrescribable, type VisitFacts } from '../../domain/visit/decision';
import { isoDay } from '../../domain/visit/follow-up';
import { pharmacyDetailsMissing } from '../../domain/visit/pharmacy/details';
import { withinScope } from '../../domain/visit/method-facts/product-kinds';
import type { VisitOutcome, VisitRecord } from '../../domain/visit/record';
import type { Reason } from '../../domain/visit/reasons';
import {
  allowedMethod,
  nextVisitOf,
  startOfPrescription,
  wholeNumber,
  type VisitState,
} from './visit-state';

/** The reason picked, or typed under "Other"; none until one is given. */
function reasonOf({ reasonId, reason }: VisitState): Reason | undefined {
  if (reasonId === 'other') return reason.trim() ? { other: reason.trim() } : undefined;
  return reasonId ? { id: reasonId } : undefined;
}

function outcomeOf(
  visit: VisitState,
  check: SafetyCheck,
  facts: VisitFacts,
  today: Date,
): VisitOutcome | string[] {
  if (visit.decision === 'prescribe') {
    const method = allowedMethod(visit, (each) => whyNotPrescribable(each, check[each], facts));
    const supplyMonths = wholeNumber(visit.supplyMonths, 1, 12);
    const product =
      method && withinScope(visit.settings.scope, method, visit.product) ? visit.product : '';
    if (!method || !product || supplyMonths === undefined) {
      return [
        ...(method ? [] : ['a method this visit allows']),
        ...(method && !product ? ['a product this pharmacy may start'] : []),
        ...(supplyMonths === undefined ? ['the supply (1 to 12 months)'] : []),
      ];
    }
    const start = startOfPrescription(visit, method, visit.product, today);
    return {
      kind: 'prescribe',
      method,
      product: visit.product,
      supplyMonths,
      ...start,
      nextVisit: nextVisitOf(visit, method, start.startDate),
    };
  }
  const to = visit.referTo.trim();
  if (visit.decision === 'refer_placement') {
    if (!visit.placement || !to) {
      return [
        ...(visit.placement ? [] : ['the method to be placed']),
        ...(to ? [] : ['where she is referred']),
      ];
    }
    return { kind: 'refer_placement', method: visit.placement, to };
  }
  const reason = reasonOf(visit);
  if (visit.decision === 'refer') {
    if (!to || !reason) {
      return [...(to ? [] : ['where she is referred']), ...(reason ? [] : ['the reason'])];
    }
    return { kind: 'refer', to, reason };
  }
  if (visit.decision === 'no_method') {
    return reason ? { kind: 'no_method', reason } : ['the reason'];
  }
  return ['the decision'];
}

/** Her name in two parts, as typed in the documents' step, else the suggestion from her name. */
export const namePartsOf = (patient: Patient, visit: VisitState): NameParts =>
  visit.nameParts ??
  suggestedNameParts(typeof patient.information.name === 'string' ? patient.information.name : '');

export function visitRecordOf({
  patient,
  visit,
  check,
  facts,
  priorities,
  today = new Date(),
}: {
  patient: Patient;
  visit: VisitState;
  check: SafetyCheck;
  facts: VisitFacts;
  /** What she told the tablet mattered to her, where it did (tab-memory/tablet-priorities.ts). */
  priorities?: Priorities;
  today?: Date;
}): { record: VisitRecord } | { missing: string[] } {
  const { settings } = visit;
  const outcome = outcomeOf(visit, check, facts, today);
  const typedParts = namePartsOf(patient, visit);
  const nameParts = { given: typedParts.given.trim(), family: typedParts.family.trim() };
  const missing = [
    ...(Array.isArray(outcome) ? outcome : []),
    ...pharmacyDetailsMissing(settings),
    ...(nameParts.given || nameParts.family ? [] : ['her given or family name']),
  ];
  if (Array.isArray(outcome) || missing.length > 0) return { missing };
  const { date_of_birth, gender, sex } = patient.information;
  const primaryCareProvider = visit.pcpConsent ? visit.primaryCareProvider.trim() : '';
  return {
    record: {
      id: visit.id,
      date: isoDay(today),
      startedAt: visit.startedAt,
      madeAt: today.toISOString(),
      patient: {
        uuid: patient.uuid,
        email: patient.email,
        name: displayName(patient),
        nameParts,
        ...(typeof date_of_birth === 'string' && date_of_birth && { dateOfBirth: date_of_birth }),
        ...(gender === 'female' || gender === 'male' || gender === 'nonbinary' ? { gender } : {}),
        ...(sex === 'female' || sex === 'male' || sex === 'intersex' ? { sex } : {}),
      },
      ...(facts.bloodPressure.reading && { bloodPressure: facts.bloodPressure.reading }),
      pregnancy: { screen: visit.pregnancy, result: facts.pregnancy },
      emergency: visit.emergency,
      methods: chartColumns.map((method) => ({
        method,
        category: check[method].category,
        reasons: check[method].reasons.map(({ finding, cell }) => describeReason(finding, cell)),
        incomplete: check[method].incomplete,
      })),
      outcome,
      settings,
      pcpConsent: visit.pcpConsent,
      ...(primaryCareProvider && { primaryCareProvider }),
      ...(priorities && { priorities }),
    },
  };
}
