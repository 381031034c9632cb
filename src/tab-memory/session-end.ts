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
 * The moments that change them are here, so none of them registers itself on import.
 */
import { useEffect } from 'react';
import { onSessionEnding } from '../auth/session';
import { forgetDrafts } from './kept-drafts';
import { forgetPharmacySettings } from './pharmacy-settings';
import { pendingSignOut } from './pending-sign-out';
import { showTabletLanguage } from './shown-language';
import { signOutReason } from './sign-out-reason';
import { forgetTabletEntries } from './tablet-entries';
import { forgetTabletPriorities } from './tablet-priorities';
import { forgetUnsavedPages, keepUnsavedChanges } from './unsaved-changes';

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

/**
 * Forgets the whole tab memory, and the pharmacy details kept on the device, but the tablet
 * lock, which only a staff sign-in lifts (tests start from it).
 */
export function resetTabMemory(): void {
  signOutReason.forget();
  forgetDrafts();
  forgetUnsavedPages();
  forgetTabletEntries();
  forgetTabletPriorities();
  forgetPharmacySettings();
  showTabletLanguage(null);
  pendingSignOut.done();
}
