/**
 * Dates of the demonstration as a U.S. reader expects them. The sample data's dates and
 * laboratory times are wall-clock values: they are shown as written, in no time zone.
 */

export { longDate, longDay } from '../../ui/long-date';

/** A YYYY-MM-DD or YYYY-MM-DDTHH:mm text as a UTC date, so formatting does not shift it. */
function wallClock(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(text);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(year, month - 1, day, hours, minutes));
}

/** "Nov 14, 2026, 8:12 AM" for 2026-11-14T08:12; any other text as it is. */
export function labTime(text: string): string {
  const date = wallClock(text);
  return date
    ? new Intl.DateTimeFormat('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(date)
    : text;
}
