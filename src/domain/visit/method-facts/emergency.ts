/**
 * Emergency contraception at the visit (U.S. SPR 2024, "Emergency Contraception"): sex without
 * a condom (or a method that failed) in the last 5 days, and an emergency pill taken in that
 * time. A missing answer is "not answered", never "no".
 * - Sex without a condom in the last 5 days and no emergency pill: emergency contraception is
 *   suggested (levonorgestrel pills over the counter, ulipristal by prescription, a copper IUD,
 *   the most effective, placed by a clinician).
 * - After ulipristal (ella), a hormonal method starts no sooner than 5 days later: starting
 *   earlier weakens ulipristal. Condoms or no sex until then, and for the method's back-up days
 *   after. When the day it was taken is not answered, the full 5 days are counted from today.
 * - After levonorgestrel, a method may start at once, with its back-up days.
 * - After either, or when one is suggested, a pregnancy test if no period comes within 3 weeks.
 */

export type EmergencyPill = 'none' | 'levonorgestrel' | 'ulipristal';

export interface EmergencyScreen {
  /** Sex without a condom, or a method that failed, in the last 5 days. */
  unprotectedSex?: boolean;
  /** An emergency pill taken in the last 5 days, and which. */
  pill?: EmergencyPill;
  /** Days since the emergency pill was taken: 0 today, up to 5. */
  pillDaysAgo?: number;
}

/** Days after ulipristal before a hormonal method may start. */
const ULIPRISTAL_WAIT_DAYS = 5;

export const tookEmergencyPill = ({ pill }: EmergencyScreen): boolean =>
  pill === 'levonorgestrel' || pill === 'ulipristal';

/** Sex without a condom in the last 5 days, and no emergency pill taken since. */
export const emergencySuggested = (screen: EmergencyScreen): boolean =>
  screen.unprotectedSex === true && !tookEmergencyPill(screen);

/** Days from today until a hormonal method may start; 0 when nothing holds it back. */
export function ulipristalWaitDays({ pill, pillDaysAgo }: EmergencyScreen): number {
  if (pill !== 'ulipristal') return 0;
  return Math.max(0, ULIPRISTAL_WAIT_DAYS - (pillDaysAgo ?? 0));
}

/** A pregnancy test if no period comes within 3 weeks: after an emergency pill, or one suggested. */
export const periodCheckAdvised = (screen: EmergencyScreen): boolean =>
  tookEmergencyPill(screen) || emergencySuggested(screen);
