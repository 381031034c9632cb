import { RestoreDialog } from '../../../ui/RestoreDialog';

/**
 * Offers back the changes kept when this user's last session ended with them unsaved.
 * Loaded only when there are some. A new patient who was being saved is looked for on
 * restoring, before anything is sent (docs/architecture.md, "Errors").
 */
export default function RestoreDraftDialog({
  isNew,
  mayHaveBeenSaved,
  onRestore,
  onDiscard,
}: {
  isNew: boolean;
  mayHaveBeenSaved: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <RestoreDialog
      title="Restore unsaved changes?"
      restoreLabel="Restore unsaved changes"
      onRestore={onRestore}
      onDiscard={onDiscard}
    >
      {mayHaveBeenSaved
        ? 'When your last session ended, a new patient was being saved, and may have been. The form was kept in this browser tab only. Restore it to check whether the patient was saved (nothing is sent again before that), or discard it to start from an empty form.'
        : `When your last session ended, ${isNew ? 'a new patient' : 'this patient'} had changes that were not saved. They were kept in this browser tab only. Restore them to go on where you left off, or discard them to start from ${isNew ? 'an empty form' : 'the saved record'}.`}
    </RestoreDialog>
  );
}
