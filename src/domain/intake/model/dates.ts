/**
 * A date as the record keeps it (YYYY-MM-DD, docs/product.md, "Entities and fields") and as a
 * patient types it: a day, a month and a year in boxes of their own.
 */

/** The shape of a stored date. */
export const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** "1990-02-31" has the shape of a date but is none; "1992-02-29" is one. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_SHAPE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC reads years 0-99 as 1900-1999; setting the full year keeps them as typed.
  date.setUTCFullYear(year);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export type DatePart = 'year' | 'month' | 'day';

export type DateParts = Record<DatePart, string>;

/**
 * The boxes' text of a date as kept by dateFromParts: a stored date's parts ("1990-04-03"
 * -> 1990, 04, 03), or an unfinished one's as typed ("-4-" -> month 4); all empty otherwise.
 */
export function datePartsOf(value: string): DateParts {
  const match = /^(\d*)-(\d*)-(\d*)$/.exec(value.trim());
  if (!match) return { year: '', month: '', day: '' };
  const [, year = '', month = '', day = ''] = match;
  return { year, month, day };
}

/**
 * The value kept for the boxes' text: '' when all are empty; a stored date when all three
 * are given (a one-digit month or day padded: 1990, 4, 3 -> "1990-04-03"); otherwise the
 * parts as typed ("-4-"), which the checks refuse as not a whole date. Only digits count.
 */
export function dateFromParts(parts: DateParts): string {
  const digits = (text: string) => text.replace(/\D/g, '');
  const year = digits(parts.year);
  const month = digits(parts.month);
  const day = digits(parts.day);
  if (year === '' && month === '' && day === '') return '';
  if (year === '' || month === '' || day === '') return `${year}-${month}-${day}`;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
