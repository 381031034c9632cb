import { describe, expect, it } from 'vitest';
import { dateFromParts, datePartsOf, isCalendarDate } from './dates';

describe('a calendar date', () => {
  it('is a YYYY-MM-DD that exists', () => {
    expect(isCalendarDate('1990-04-03')).toBe(true);
    expect(isCalendarDate('1992-02-29')).toBe(true);
    expect(isCalendarDate('1990-02-29')).toBe(false);
    expect(isCalendarDate('1990-04-31')).toBe(false);
    expect(isCalendarDate('1990-13-01')).toBe(false);
    expect(isCalendarDate('1990-00-10')).toBe(false);
    expect(isCalendarDate('0090-04-03')).toBe(true);
    expect(isCalendarDate('04/03/1990')).toBe(false);
  });
});

describe('a date typed in three boxes', () => {
  it('is kept as YYYY-MM-DD once whole, a one-digit month or day padded', () => {
    expect(dateFromParts({ year: '1990', month: '4', day: '3' })).toBe('1990-04-03');
    expect(dateFromParts({ year: '1990', month: '12', day: '25' })).toBe('1990-12-25');
  });

  it('is kept as typed while a part is missing, and empty when all are', () => {
    expect(dateFromParts({ year: '', month: '4', day: '' })).toBe('-4-');
    expect(dateFromParts({ year: '', month: '', day: '' })).toBe('');
    expect(dateFromParts({ year: '19a90', month: ' 4', day: '3' })).toBe('1990-04-03');
  });

  it('reads back into its boxes', () => {
    expect(datePartsOf('1990-04-03')).toEqual({ year: '1990', month: '04', day: '03' });
    expect(datePartsOf('-4-')).toEqual({ year: '', month: '4', day: '' });
    expect(datePartsOf('')).toEqual({ year: '', month: '', day: '' });
    expect(datePartsOf('April 3')).toEqual({ year: '', month: '', day: '' });
  });
});
