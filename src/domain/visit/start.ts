/**
 * Starting a method today (U.S. SPR 2024, "When to start and back-up contraception";
 * spr-2024.md): when the provider is reasonably certain the patient is not pregnant, any method
 * starts on any day; started in the first days after her menses began, it needs no back-up,
 * otherwise back-up (abstaining or condoms) for the days below. The cycle day counts the first
 * day of her period as day 1. Where the visit cannot tell the day (her last period not
 * answered), the "otherwise" column applies.
 */
import type { Method } from '../clinical/methods';

interface StartRule {
  /** Started on this cycle day or before, no back-up is needed; the Cu-IUD, on any day. */
  noBackUpThroughDay: number;
  /** Otherwise, back-up for this many days. */
  backUpDays: number;
}

const startRules: Readonly<Record<Method, StartRule>> = {
  cu_iud: { noBackUpThroughDay: Infinity, backUpDays: 0 },
  lng_iud: { noBackUpThroughDay: 7, backUpDays: 7 },
  implant: { noBackUpThroughDay: 5, backUpDays: 7 },
  dmpa: { noBackUpThroughDay: 7, backUpDays: 7 },
  pop: { noBackUpThroughDay: 5, backUpDays: 2 },
  chc: { noBackUpThroughDay: 5, backUpDays: 7 },
};

/** Her cycle day today, from the days since her last period started (0 on its first day). */
export const cycleDay = (daysSincePeriodStarted: number): number => daysSincePeriodStarted + 1;

/** The days of back-up a method started today needs; an unknown cycle day counts as late. */
export function backUpDays(method: Method, day?: number): number {
  const { noBackUpThroughDay, backUpDays: days } = startRules[method];
  return day !== undefined && day >= 1 && day <= noBackUpThroughDay ? 0 : days;
}
