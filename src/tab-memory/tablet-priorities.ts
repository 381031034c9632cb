/**
 * What a patient told the tablet's method explorer mattered to her, and the methods she marked
 * to ask about (docs/method-explorer.md), so the provider whose session the tablet ran in sees
 * them on her record and in her visit.
 *
 * The API has no field for them (docs/product.md, "Calls"), so, like the tablet's records
 * (tablet-entries.ts), this is the tab's memory only, never web storage: filed per user and by
 * her record's email, it lasts while the tab is open, through the staff sign-in that unlocks the
 * tablet, and is shown only to the same user; resetting the tab memory forgets it.
 */
import type { Priorities } from '../domain/explorer/model';

/** Per user, by her record's email, her priorities. */
const kept = new Map<string, Map<string, Priorities>>();

const normalized = (email: string) => email.trim().toLowerCase();

/** Hers as they now stand; nothing answered and nothing marked leaves nothing to show. */
export function rememberTabletPriorities(
  userId: string,
  email: string,
  priorities: Priorities,
): void {
  const byEmail = kept.get(userId) ?? new Map<string, Priorities>();
  const empty = Object.keys(priorities.answers).length === 0 && priorities.marked.length === 0;
  if (empty) byEmail.delete(normalized(email));
  else byEmail.set(normalized(email), priorities);
  kept.set(userId, byEmail);
}

/** Her priorities, for the same user only; undefined when she gave none in this tab. */
export function tabletPriorities(userId: string | null, email: string): Priorities | undefined {
  return userId === null ? undefined : kept.get(userId)?.get(normalized(email));
}

export function forgetTabletPriorities(): void {
  kept.clear();
}
