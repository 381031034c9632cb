/**
 * One formatter, made on first use: an Intl.DateTimeFormat costs a few milliseconds to make,
 * which each render of the recommendations would otherwise pay again.
 */
let formatter: Intl.DateTimeFormat | undefined;

/** A date as a U.S. reader writes it: "November 22, 2026". */
export function longDate(date: Date): string {
  formatter ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
  return formatter.format(date);
}
