import { ENGLISH_MONTHS } from '../domain/month-names';

/** A date as a U.S. reader writes it: "November 22, 2026" (Intl's en-US `dateStyle: 'long'`). */
export function longDate(date: Date): string {
  return `${ENGLISH_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "March 14, 2002" for the day 2002-03-14 (a date of birth: no time, no zone); other text as it is. */
export function longDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match && ENGLISH_MONTHS[Number(match[2]) - 1];
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : day;
}
