/**
 * What runs when a signed-in session ends, and the reset of the tab memory.
 *
 * src/tab-memory/ is the one home of what a browser tab remembers across its sign-in sessions,
 * outside React and never in web storage but for the tablet lock's flag
 * (docs/adr/0004-tablet-lock.md) and the pharmacy's details:
 *
 * - sign-out-reason.ts: why the app ended the last session, for the sign-in page;
 * - kept-drafts.ts: unsaved form values kept for the same user's next sign-in in this tab;
 * - unsaved-changes.ts: the open pages that hold unsaved changes;
 * - tablet-entries.ts: the records this tab's tablet created, marked for their provider;
 * - tablet-priorities.ts: what mattered to each of those patients, for the same provider;
 * - tablet-lock.ts: the tablet lock (localStorage, shared by every tab);
 * - shown-language.ts: the tablet's language while it is on screen;
 * - idle-time.ts: the idle clocks of the automatic logoff and of the tablet;
 * - pending-sign-out.ts: an automatic logoff still signing out (sessionStorage, no patient data);
 * - pharmacy-settings.ts: the pharmacy and pharmacist typed for a visit's documents, per user,
 *   kept on the device (localStorage, no patient data: docs/adr/0011-pharmacy-details-kept-on-the-device.md).
 *
 * The moments that change them are here, so none of them registers itself on import; the reset
 * of them all, which only the tests use (each starts from a fresh tab), is in reset.ts, so the
 * first screen loads none of the stores it does not read (docs/architecture.md, "Budgets").
 */
import { useEffect } from 'react';
import { onSessionEnding } from '../auth/session';
import { pendingSignOut } from './pending-sign-out';
import { keepUnsavedChanges } from './unsaved-changes';

/**
 * A signed-in session ends, however it ends (signing out, the automatic logoff, a token the
 * server refuses), while its pages are still mounted: each open page keeps its unsaved changes
 * for the same user. The reason stays for the sign-in page to say; the drafts, the tablet's
 * records with what mattered to her, and the lock stay for whoever signs in next in this tab (each is filed under its
 * user); the pages unregister as they unmount.
 */
export function endSession(): void {
  keepUnsavedChanges();
  // Ended: an automatic logoff that was still signing out has nothing left to do.
  pendingSignOut.done();
}

/** While mounted (the root layout, for the life of the tab), a session that ends runs `endSession`. */
export function useEndOfSession(): void {
  useEffect(() => onSessionEnding(endSession), []);
}
