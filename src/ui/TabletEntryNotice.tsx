import Alert from '@mui/material/Alert';
import { TABLET_ENTRY, useIsTabletEntry } from './tablet-entries';

/** Above a record the patient entered on the tablet: the provider reviews it with her. */
export function TabletEntryNotice({ email }: { email: string | undefined }) {
  if (!useIsTabletEntry(email)) return null;
  return (
    <Alert severity="info" role="note" sx={{ mb: 2 }}>
      <strong>{TABLET_ENTRY}.</strong> Review these answers with her before relying on them.
    </Alert>
  );
}
