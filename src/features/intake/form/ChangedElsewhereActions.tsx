import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { QuestionDialog } from '../../../ui/QuestionDialog';

/**
 * The choices when the record changed elsewhere since the form opened it: reload it with this
 * form's changes on top, reload it without them (only once confirmed: they are lost), or
 * overwrite it with this form (docs/architecture.md, "Errors").
 */
export function ChangedElsewhereActions({
  onReload,
  onOverwrite,
}: {
  onReload: (keepChanges: boolean) => void;
  onOverwrite: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const stay = () => setConfirming(false);
  return (
    <>
      <Button variant="outlined" color="inherit" onClick={() => onReload(true)}>
        Reload, keeping my changes
      </Button>
      <Button variant="outlined" color="inherit" onClick={() => setConfirming(true)}>
        Reload, discarding my changes
      </Button>
      <Button variant="outlined" color="inherit" onClick={onOverwrite}>
        Overwrite with my changes
      </Button>
      <QuestionDialog
        open={confirming}
        onClose={stay}
        title="Discard your changes?"
        actions={
          <>
            <Button onClick={stay} data-autofocus>
              Keep them
            </Button>
            <Button onClick={() => onReload(false)} color="error">
              Discard and reload
            </Button>
          </>
        }
      >
        The changes you made to this patient in this tab will be lost, and the form will show the
        record as it is now.
      </QuestionDialog>
    </>
  );
}
