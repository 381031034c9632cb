/** A date as a U.S. reader writes it: "November 22, 2026". */
export function longDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date);
}
