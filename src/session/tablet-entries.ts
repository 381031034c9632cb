/**
 * The records a patient created on the tablet, so the provider whose session the tablet ran
 * in is told, wherever the record shows next (list, form, summary), to review it with her.
 *
 * The API stores no origin for a record and takes no field docs/product.md section 7 does not list,
 * so this is the tab's memory only (never web storage): it lasts while the tab is open, through the
 * staff sign-in that unlocks the tablet, and is shown only to the same user. A record is known by
 * its email, the one thing the chat sends that the list shows (the save's answer carries no uuid).
 */
const entries = new Map<string, Set<string>>();

const normalized = (email: string) => email.trim().toLowerCase();

export function rememberTabletEntry(userId: string, email: string): void {
  const emails = entries.get(userId) ?? new Set<string>();
  emails.add(normalized(email));
  entries.set(userId, emails);
}

export function isTabletEntry(userId: string | null, email: string): boolean {
  return userId !== null && (entries.get(userId)?.has(normalized(email)) ?? false);
}

export function forgetTabletEntries(): void {
  entries.clear();
}
