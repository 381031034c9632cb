/** Age in whole years on `today` (UTC), or undefined when the date of birth is not YYYY-MM-DD. */
export function ageOn(dateOfBirth: unknown, today: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(
    typeof dateOfBirth === 'string' ? dateOfBirth : '',
  );
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const birthdayPassed =
    today.getUTCMonth() + 1 > month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
}
