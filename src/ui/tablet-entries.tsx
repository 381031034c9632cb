/**
 * The notice a record the patient created on the tablet carries for the provider
 * (tab-memory/tablet-entries.ts remembers which). One module with its notice, so the pages that
 * show it load one chunk.
 */
import { Notice } from './Notice';
import { useAuthSession } from '../auth/session';
import { isTabletEntry } from '../tab-memory/tablet-entries';

export const TABLET_ENTRY = 'Entered by the patient on the tablet';

/** Whether the signed-in provider's tablet created the record with this email, in this tab. */
function useIsTabletEntry(email: string | undefined): boolean {
  const { userId } = useAuthSession();
  return email !== undefined && isTabletEntry(userId, email);
}

/** Above a record the patient entered on the tablet: the provider reviews it with her. */
export function TabletEntryNotice({ email }: { email: string | undefined }) {
  if (!useIsTabletEntry(email)) return null;
  return (
    <Notice severity="info" role="note" spaced>
      <strong>{TABLET_ENTRY}.</strong> Review these answers with her before relying on them.
    </Notice>
  );
}
