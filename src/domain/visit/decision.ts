/**
 * What the visit's decision may be (docs/architecture.md section 10; the protocols in
 * spr-2024.md). "Refer" and "No method today" are always open, each with its reason. A method
 * may be prescribed only when, for this visit:
 * - its U.S. MEC category is 1 or 2 (3, 4 or not applicable: refer, with the reason);
 * - its check is complete (an unanswered question that could make it 3 or 4 stops it);
 * - pregnancy is ruled out: reasonably certain, or, for a hormonal method only, a negative test
 *   with a follow-up (an IUD is never placed when pregnancy cannot be ruled out);
 * - for a combined method, the blood pressure has been taken now (and taken again when raised).
 */
import type { MethodSafety } from '../clinical/safety-check';
import type { Method } from '../clinical/methods';
import type { PregnancyResult } from './pregnancy';
import type { VisitBloodPressure } from './visit-blood-pressure';

export interface VisitFacts {
  pregnancy: PregnancyResult;
  bloodPressure: VisitBloodPressure;
}

const IUDS: readonly Method[] = ['cu_iud', 'lng_iud'];

/** Why the method cannot be prescribed at this visit; none when it can. */
export function whyNotPrescribable(
  method: Method,
  safety: MethodSafety,
  { pregnancy, bloodPressure }: VisitFacts,
): string[] {
  const why: string[] = [];
  const { category } = safety;
  if (category === 'NA') why.push('U.S. MEC: not applicable for this patient. Refer.');
  else if (category >= 3) why.push(`U.S. MEC category ${category} for this patient. Refer.`);
  if (safety.incomplete.length > 0) {
    why.push(`The check is incomplete: ${safety.incomplete.join(', ')} not answered.`);
  }
  if (pregnancy.status === 'positive_test') {
    why.push('The pregnancy test is positive.');
  } else if (pregnancy.status === 'not_ruled_out') {
    why.push('Pregnancy is not ruled out.');
  } else if (pregnancy.status === 'negative_test_only' && IUDS.includes(method)) {
    why.push('An IUD is not placed when pregnancy cannot be ruled out.');
  }
  if (method === 'chc') {
    if (!bloodPressure.reading) why.push('Take the blood pressure first.');
    else if (bloodPressure.secondNeeded) why.push('Take a second blood pressure reading first.');
  }
  return why;
}

/** Refer is suggested when the method she wants is ruled out or pregnancy is not ruled out. */
export function referSuggested(
  wanted: MethodSafety | undefined,
  pregnancy: PregnancyResult,
): boolean {
  const ruledOut = wanted !== undefined && (wanted.category === 'NA' || wanted.category >= 3);
  return ruledOut || pregnancy.status === 'not_ruled_out' || pregnancy.status === 'positive_test';
}
