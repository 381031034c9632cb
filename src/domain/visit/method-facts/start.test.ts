import { describe, expect, it } from 'vitest';
import type { ProductKind } from './product-kinds';
import { cycleDay, startOf } from './start';

/**
 * The back-up days of U.S. SPR 2024 ("Need for back-up contraception" of each method, and
 * U.S. SPR 2024's table), read off by hand for a start on cycle day 1, 2, 5, 6 and 8, and when
 * the day is not known. Norethindrone and norgestrel pills: none within the first 5 days, else
 * 2. Drospirenone (Slynd): none on the first day of bleeding only, else 2. CHC: none within 5
 * days, else 7. DMPA and the LNG-IUD: none within 7 days, else 7. Implant: none within 5, else
 * 7. Copper IUD: never.
 */
const EXPECTED: Record<ProductKind, Record<'1' | '2' | '5' | '6' | '8' | 'unknown', number>> = {
  combined_pill: { 1: 0, 2: 0, 5: 0, 6: 7, 8: 7, unknown: 7 },
  patch: { 1: 0, 2: 0, 5: 0, 6: 7, 8: 7, unknown: 7 },
  monthly_ring: { 1: 0, 2: 0, 5: 0, 6: 7, 8: 7, unknown: 7 },
  yearly_ring: { 1: 0, 2: 0, 5: 0, 6: 7, 8: 7, unknown: 7 },
  progestin_pill: { 1: 0, 2: 0, 5: 0, 6: 2, 8: 2, unknown: 2 },
  drospirenone_pill: { 1: 0, 2: 2, 5: 2, 6: 2, 8: 2, unknown: 2 },
  injection: { 1: 0, 2: 0, 5: 0, 6: 0, 8: 7, unknown: 7 },
  implant: { 1: 0, 2: 0, 5: 0, 6: 7, 8: 7, unknown: 7 },
  lng_iud: { 1: 0, 2: 0, 5: 0, 6: 0, 8: 7, unknown: 7 },
  cu_iud: { 1: 0, 2: 0, 5: 0, 6: 0, 8: 0, unknown: 0 },
};

describe('back-up days for a start today (U.S. SPR 2024)', () => {
  for (const [kind, byDay] of Object.entries(EXPECTED)) {
    it.each(Object.entries(byDay))(`${kind}, cycle day %s: %i days`, (day, days) => {
      const start = startOf(kind as ProductKind, day === 'unknown' ? undefined : Number(day));
      expect(start).toEqual({ waitDays: 0, backUpDays: days });
    });
  }

  it('Slynd started on cycle day 1 needs no back-up; on day 3, 2 days', () => {
    expect(startOf('drospirenone_pill', 1).backUpDays).toBe(0);
    expect(startOf('drospirenone_pill', 3).backUpDays).toBe(2);
  });

  it('counts the first day of her period as cycle day 1', () => {
    expect(cycleDay(0)).toBe(1);
    expect(cycleDay(7)).toBe(8);
  });

  it('takes a day outside the cycle (0 or less) as unknown', () => {
    expect(startOf('combined_pill', 0).backUpDays).toBe(7);
  });
});

describe('a start after emergency contraception (U.S. SPR 2024, "Emergency Contraception")', () => {
  it('after levonorgestrel, starts at once with the back-up days, even early in the cycle', () => {
    const levonorgestrel = { unprotectedSex: true, pill: 'levonorgestrel' } as const;
    expect(startOf('combined_pill', 2, levonorgestrel)).toEqual({ waitDays: 0, backUpDays: 7 });
    expect(startOf('progestin_pill', 2, levonorgestrel)).toEqual({ waitDays: 0, backUpDays: 2 });
    expect(startOf('injection', 2, levonorgestrel)).toEqual({ waitDays: 0, backUpDays: 7 });
  });

  it('after ulipristal, waits 5 days from the pill, then the back-up days', () => {
    const twoDaysAgo = { unprotectedSex: true, pill: 'ulipristal', pillDaysAgo: 2 } as const;
    expect(startOf('combined_pill', 2, twoDaysAgo)).toEqual({ waitDays: 3, backUpDays: 7 });
    expect(startOf('drospirenone_pill', 1, twoDaysAgo)).toEqual({ waitDays: 3, backUpDays: 2 });
    expect(startOf('injection', undefined, twoDaysAgo)).toEqual({ waitDays: 3, backUpDays: 7 });
  });

  it('after ulipristal taken today or on an unanswered day, waits the full 5 days', () => {
    expect(startOf('patch', 8, { pill: 'ulipristal', pillDaysAgo: 0 }).waitDays).toBe(5);
    expect(startOf('patch', 8, { pill: 'ulipristal' }).waitDays).toBe(5);
  });

  it('after ulipristal 5 days ago, starts today', () => {
    expect(startOf('monthly_ring', 8, { pill: 'ulipristal', pillDaysAgo: 5 }).waitDays).toBe(0);
  });

  it('does not hold back the copper IUD, which holds no hormone', () => {
    expect(startOf('cu_iud', 8, { pill: 'ulipristal', pillDaysAgo: 1 })).toEqual({
      waitDays: 0,
      backUpDays: 0,
    });
  });
});
