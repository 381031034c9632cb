/**
 * The next visit or renewal a prescription suggests (U.S. SPR 2024, "Follow-up"):
 * the injection is given again every 3 months (13 weeks); any other method is renewed when its
 * supply runs out. The provider may set another date. And the follow-up pregnancy test: a method
 * started on a negative test with no criterion of "reasonably certain" met is followed by a test
 * in 2 to 4 weeks (the protocols; U.S. SPR 2024, "How To Be Reasonably Certain that a Patient
 * Is Not Pregnant").
 */
import type { Method } from '../clinical/methods';
import type { VisitRecord } from './record';

const REINJECTION_DAYS = 13 * 7;

/** `date` as a date field holds it: YYYY-MM-DD, in local time. */
export const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A YYYY-MM-DD day as a local date. */
export function localDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!);
}

/** The day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const start = localDay(day);
  return isoDay(new Date(start.getFullYear(), start.getMonth(), start.getDate() + days));
}

/** The suggested day, `supplyMonths` after `start` (the month's last day if it is shorter). */
export function suggestedNextVisit(method: Method, supplyMonths: number, start: Date): string {
  if (method === 'dmpa') {
    return isoDay(
      new Date(start.getFullYear(), start.getMonth(), start.getDate() + REINJECTION_DAYS),
    );
  }
  const month = start.getMonth() + supplyMonths;
  const lastDay = new Date(start.getFullYear(), month + 1, 0).getDate();
  return isoDay(new Date(start.getFullYear(), month, Math.min(start.getDate(), lastDay)));
}

/** The window of the follow-up pregnancy test, in days after the start. */
const FOLLOW_UP_TEST_DAYS = { from: 14, to: 28 } as const;

/**
 * The follow-up test's first and last day, when a method was started on a negative test with
 * no criterion met; none otherwise.
 */
export function followUpTest(record: VisitRecord): { from: string; to: string } | undefined {
  const { outcome } = record;
  if (outcome.kind !== 'prescribe' || record.pregnancy.result.status !== 'negative_test_only') {
    return undefined;
  }
  return {
    from: addDays(outcome.startDate, FOLLOW_UP_TEST_DAYS.from),
    to: addDays(outcome.startDate, FOLLOW_UP_TEST_DAYS.to),
  };
}
