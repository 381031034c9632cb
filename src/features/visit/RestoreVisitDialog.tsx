import { Button } from '../../ui/Button';
import { QuestionDialog } from '../../ui/QuestionDialog';

/**
 * Offers back a visit kept when this user's last session ended before it was finished
 * (session/kept-drafts.ts). It waits for an answer: the visit under it starts empty, and
 * answering there first would mix the two.
 */
export function RestoreVisitDialog({
  onRestore,
  onDiscard,
}: {
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <QuestionDialog
      title="Restore the visit?"
      actions={
        <>
          <Button onClick={onDiscard} color="error">
            Discard
          </Button>
          <Button variant="contained" onClick={onRestore} data-autofocus>
            Restore the visit
          </Button>
        </>
      }
    >
      When your last session ended, a visit with this patient was not finished. It was kept in this
      browser tab only. Restore it to go on where you left off, or discard it to start a new visit.
    </QuestionDialog>
  );
}
