/**
 * Starting a product today (U.S. SPR 2024, "When to start and back-up contraception", per
 * method; docs/method-facts.md): when the provider is reasonably certain the patient is not
 * pregnant, any method starts on any day; started in the first days after her period began, it
 * needs no back-up, otherwise back-up (no sex, or condoms) for its days (facts.ts). The cycle day
 * counts the first day of her period as day 1; where the visit cannot tell the day, the
 * "otherwise" days apply. After an emergency pill the cycle day no longer spares her the
 * back-up, and after ulipristal a hormonal method waits 5 days (emergency.ts).
 */
import { productFacts } from './facts';
import { tookEmergencyPill, ulipristalWaitDays, type EmergencyScreen } from './emergency';
import type { ProductKind } from './product-kinds';

/** Her cycle day today, from the days since her last period started (0 on its first day). */
export const cycleDay = (daysSincePeriodStarted: number): number => daysSincePeriodStarted + 1;

export interface Start {
  /** Days from today to the first dose: 0, start today. */
  waitDays: number;
  /** Days of back-up from the first dose on (and every day before it). */
  backUpDays: number;
}

export function startOf(
  kind: ProductKind,
  day: number | undefined,
  emergency: EmergencyScreen = {},
): Start {
  const { start, hormonal } = productFacts[kind];
  const waitDays = hormonal ? ulipristalWaitDays(emergency) : 0;
  if (tookEmergencyPill(emergency)) return { waitDays, backUpDays: start.backUpDays };
  const early = day !== undefined && day >= 1 && day <= start.noBackUpThroughDay;
  return { waitDays, backUpDays: early ? 0 : start.backUpDays };
}
