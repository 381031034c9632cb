import { describe, expect, it } from 'vitest';
import type { Method } from '../clinical/methods';
import { backUpDays, cycleDay } from './start';

/**
 * spr-2024.md's table, read off by hand: the days of back-up for a start on cycle day 1, 5, 6,
 * 7 and 8, and when the day is not known.
 */
const EXPECTED: Record<Method, Record<'1' | '5' | '6' | '7' | '8' | 'unknown', number>> = {
  cu_iud: { 1: 0, 5: 0, 6: 0, 7: 0, 8: 0, unknown: 0 },
  lng_iud: { 1: 0, 5: 0, 6: 0, 7: 0, 8: 7, unknown: 7 },
  implant: { 1: 0, 5: 0, 6: 7, 7: 7, 8: 7, unknown: 7 },
  dmpa: { 1: 0, 5: 0, 6: 0, 7: 0, 8: 7, unknown: 7 },
  pop: { 1: 0, 5: 0, 6: 2, 7: 2, 8: 2, unknown: 2 },
  chc: { 1: 0, 5: 0, 6: 7, 7: 7, 8: 7, unknown: 7 },
};

describe('back-up days for a start today (U.S. SPR 2024)', () => {
  for (const [method, byDay] of Object.entries(EXPECTED)) {
    it.each(Object.entries(byDay))(`${method}, cycle day %s: %i days`, (day, days) => {
      expect(backUpDays(method as Method, day === 'unknown' ? undefined : Number(day))).toBe(days);
    });
  }

  it('counts the first day of her period as cycle day 1', () => {
    expect(cycleDay(0)).toBe(1);
    expect(cycleDay(7)).toBe(8);
  });

  it('takes a day outside the cycle (0 or less) as unknown', () => {
    expect(backUpDays('chc', 0)).toBe(7);
  });
});
