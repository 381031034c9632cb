/** The reset of the tab memory (session-end.ts lists its parts): each test starts from a fresh tab. */
import { forgetDrafts } from './kept-drafts';
import { pendingSignOut } from './pending-sign-out';
import { forgetPharmacySettings } from './pharmacy-settings';
import { showTabletLanguage } from './shown-language';
import { signOutReason } from './sign-out-reason';
import { forgetTabletEntries } from './tablet-entries';
import { forgetTabletPriorities } from './tablet-priorities';
import { forgetUnsavedPages } from './unsaved-changes';

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
