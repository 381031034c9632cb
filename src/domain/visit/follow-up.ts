/**
 * The next visit or renewal a prescription suggests (U.S. SPR 2024, "Follow-up"; spr-2024.md):
 * the injection is given again every 3 months (13 weeks); any other method is renewed when its
 * supply runs out. The provider may set another date.
 */
import type { Method } from '../clinical/methods';

const REINJECTION_DAYS = 13 * 7;

/** `date` as a date field holds it: YYYY-MM-DD, in local time. */
export const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The suggested day, `supplyMonths` after `today` (the month's last day if it is shorter). */
export function suggestedNextVisit(method: Method, supplyMonths: number, today: Date): string {
  if (method === 'dmpa') {
    return isoDay(
      new Date(today.getFullYear(), today.getMonth(), today.getDate() + REINJECTION_DAYS),
    );
  }
  const month = today.getMonth() + supplyMonths;
  const lastDay = new Date(today.getFullYear(), month + 1, 0).getDate();
  return isoDay(new Date(today.getFullYear(), month, Math.min(today.getDate(), lastDay)));
}
