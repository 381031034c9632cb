import { describe, expect, it } from 'vitest';
import { longDate, longDay } from './long-date';

describe('longDate', () => {
  it('writes every month of a year as Intl writes a long U.S. date', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const date = new Date(2026, month, day);
        expect(longDate(date)).toBe(intl.format(date));
      }
    }
  });

  it('keeps the local day, late at night and at a year end', () => {
    expect(longDate(new Date(2026, 11, 31, 23, 59))).toBe('December 31, 2026');
    expect(longDate(new Date(2027, 0, 1, 0, 0))).toBe('January 1, 2027');
  });
});

describe('longDay', () => {
  it('writes a YYYY-MM-DD day as Intl writes it, with no time zone to shift it', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (const day of ['2002-03-14', '1994-01-01', '2026-12-31', '2000-02-29']) {
      expect(longDay(day)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
    }
  });

  it('leaves any other text as it is', () => {
    for (const text of ['', '03/14/2002', '2002-13-01', 'March 14'])
      expect(longDay(text)).toBe(text);
  });
});
