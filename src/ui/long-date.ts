/**
 * The month names, written out: making an Intl.DateTimeFormat loads the locale's calendar data,
 * some 10 ms at 4x slowdown, in the render that shows the recommendations.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A date as a U.S. reader writes it: "November 22, 2026" (Intl's en-US `dateStyle: 'long'`). */
export function longDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
