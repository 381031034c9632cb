import { ENGLISH_MONTHS } from '../domain/month-names';

/** A date as a U.S. reader writes it: "November 22, 2026" (Intl's en-US `dateStyle: 'long'`). */
export function longDate(date: Date): string {
  return `${ENGLISH_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
