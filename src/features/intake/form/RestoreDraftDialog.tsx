import { Button } from '../../../ui/Button';
import { QuestionDialog } from '../../../ui/QuestionDialog';

/**
 * Offers back the changes kept when this user's last session ended with them unsaved.
 * Loaded only when there are some. It waits for an answer: the form under it starts
 * from the record, and typing there first would mix the two. A new patient who was being
 * saved is looked for on restoring, before anything is sent (docs/architecture.md section 5).
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
    <QuestionDialog
      title="Restore unsaved changes?"
      actions={
        <>
          <Button onClick={onDiscard} color="error">
            Discard
          </Button>
          <Button variant="contained" onClick={onRestore} data-autofocus>
            Restore unsaved changes
          </Button>
        </>
      }
    >
      {mayHaveBeenSaved
        ? 'When your last session ended, a new patient was being saved, and may have been. The form was kept in this browser tab only. Restore it to check whether the patient was saved (nothing is sent again before that), or discard it to start from an empty form.'
        : `When your last session ended, ${isNew ? 'a new patient' : 'this patient'} had changes that were not saved. They were kept in this browser tab only. Restore them to go on where you left off, or discard them to start from ${isNew ? 'an empty form' : 'the saved record'}.`}
    </QuestionDialog>
  );
}
