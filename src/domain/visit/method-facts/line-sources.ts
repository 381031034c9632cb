/**
 * The public source of each line of the method facts (facts.ts), read by the docs page
 * (page.ts, docs/method-facts.md) only, so the app does not ship them.
 */
import type { MissedLine, UseLine } from './facts';
import type { ProductKind } from './product-kinds';
import { SOURCES, type Source } from './sources';

/** Each kind's start rule's source. */
export const startSources: Readonly<Record<ProductKind, Source>> = {
  combined_pill: SOURCES.chcStart,
  patch: SOURCES.chcStart,
  monthly_ring: SOURCES.chcStart,
  yearly_ring: SOURCES.chcStart,
  progestin_pill: SOURCES.popStart,
  // "If DRSP POPs are started on the first day of menstrual bleeding, no additional
  // contraceptive protection is needed"; any later day, 2 days of back-up.
  drospirenone_pill: SOURCES.popStart,
  injection: SOURCES.dmpa,
  implant: SOURCES.implant,
  lng_iud: SOURCES.iud,
  cu_iud: SOURCES.iud,
};

/** Each use line's source. */
export const useSources: Readonly<Record<UseLine, Source>> = {
  combined_pill_daily: SOURCES.chcMissedPills,
  combined_pill_next_pack: SOURCES.chcMissedPills,
  progestin_pill_daily: SOURCES.popMissed,
  drospirenone_pill_daily: SOURCES.drospirenonePack,
  pill_next_pack: SOURCES.popMissed,
  patch_weekly: SOURCES.chcMissedPatch,
  patch_free_week: SOURCES.chcMissedPatch,
  monthly_ring_cycle: SOURCES.chcMissedRing,
  yearly_ring_cycle: SOURCES.annovera,
  yearly_ring_care: SOURCES.annovera,
  injection_every_13_weeks: SOURCES.dmpa,
  implant_placed: SOURCES.protocols,
  iud_placed: SOURCES.protocols,
};

/** Each missed-dose line's source. */
export const missedSources: Readonly<Record<MissedLine, Source>> = {
  combined_pill_one: SOURCES.chcMissedPills,
  combined_pill_two_or_more: SOURCES.chcMissedPills,
  combined_pill_last_week: SOURCES.chcMissedPills,
  combined_pill_first_week: SOURCES.chcMissedPills,
  progestin_pill_late: SOURCES.popMissed,
  drospirenone_pill_one: SOURCES.drospirenoneMissed,
  drospirenone_pill_two_or_more: SOURCES.drospirenoneMissed,
  drospirenone_pill_green: SOURCES.drospirenoneMissed,
  patch_under_48_hours: SOURCES.chcMissedPatch,
  patch_48_hours_or_more: SOURCES.chcMissedPatch,
  patch_week_3: SOURCES.chcMissedPatch,
  patch_week_1: SOURCES.chcMissedPatch,
  monthly_ring_under_48_hours: SOURCES.chcMissedRing,
  monthly_ring_48_hours_or_more: SOURCES.chcMissedRing,
  monthly_ring_week_3: SOURCES.chcMissedRing,
  ring_week_1: SOURCES.chcMissedRing,
  yearly_ring_out: SOURCES.annovera,
  injection_late: SOURCES.dmpa,
  nothing_to_take: SOURCES.protocols,
};
