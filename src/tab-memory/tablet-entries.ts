/**
 * The records a patient created on the tablet, so the provider whose session the tablet ran
 * in is told, wherever the record shows next (list, form, summary), to review it with her.
 *
 * The API stores no origin for a record and takes no field that docs/product.md, "Calls", does not
 * list, so this is the tab's memory only (never web storage): it lasts while the tab is open,
 * through the staff sign-in that unlocks the tablet, and is shown only to the same user. A record
 * is known by its email, the one thing the chat sends that the list shows (the save's answer
 * carries no uuid), with the language she chose, which the visit summary is preselected in.
 */
import type { Language } from '../domain/intake/catalog';

/** Per user, the emails of the records she created, each with the language she chose. */
const entries = new Map<string, Map<string, Language>>();

const normalized = (email: string) => email.trim().toLowerCase();

export function rememberTabletEntry(userId: string, email: string, language: Language): void {
  const emails = entries.get(userId) ?? new Map<string, Language>();
  emails.set(normalized(email), language);
  entries.set(userId, emails);
}

export function isTabletEntry(userId: string | null, email: string): boolean {
  return tabletEntryLanguage(userId, email) !== undefined;
}

/** The language she took the chat in, for her visit summary; undefined when not known here. */
export function tabletEntryLanguage(userId: string | null, email: string): Language | undefined {
  return userId === null ? undefined : entries.get(userId)?.get(normalized(email));
}

export function forgetTabletEntries(): void {
  entries.clear();
}
