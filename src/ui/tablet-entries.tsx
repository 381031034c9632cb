/**
 * The records a patient created on the tablet, so the provider whose session the tablet ran
 * in is told, wherever the record shows next (list, form, summary), to review it with her.
 *
 * The API stores no origin for a record and takes no field the spec does not list, so this
 * is the tab's memory only (never web storage): it lasts while the tab is open, through the
 * staff sign-in that unlocks the tablet, and is shown only to the same user. A record is
 * known by its email, the one thing the chat sends that the list shows (the save's answer
 * carries no uuid). One module with its notice, so the pages that show it load one chunk.
 */
import { Notice } from './Notice';
import { useAuthSession } from '../auth/session';

export const TABLET_ENTRY = 'Entered by the patient on the tablet';

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

/** Forgets every record (tests). */
export function forgetTabletEntries(): void {
  entries.clear();
}

/** Whether the signed-in provider's tablet created the record with this email, in this tab. */
export function useIsTabletEntry(email: string | undefined): boolean {
  const { userId } = useAuthSession();
  return email !== undefined && isTabletEntry(userId, email);
}

/** Above a record the patient entered on the tablet: the provider reviews it with her. */
export function TabletEntryNotice({ email }: { email: string | undefined }) {
  if (!useIsTabletEntry(email)) return null;
  return (
    <Notice severity="info" role="note" className="notice-spaced">
      <strong>{TABLET_ENTRY}.</strong> Review these answers with her before relying on them.
    </Notice>
  );
}
