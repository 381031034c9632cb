import type { ReactNode } from 'react';
import { Button } from './Button';
import { QuestionDialog } from './QuestionDialog';

/**
 * Offers back what was kept when this user's last session ended unfinished (tab-memory/kept-drafts.ts):
 * the patient form's changes, a visit. It waits for an answer: the page under it starts afresh,
 * and typing there first would mix the two.
 */
export function RestoreDialog({
  title,
  restoreLabel,
  onRestore,
  onDiscard,
  children,
}: {
  title: string;
  restoreLabel: string;
  onRestore: () => void;
  onDiscard: () => void;
  children: ReactNode;
}) {
  return (
    <QuestionDialog
      title={title}
      actions={
        <>
          <Button onClick={onDiscard} color="error">
            Discard
          </Button>
          <Button variant="contained" onClick={onRestore} data-autofocus>
            {restoreLabel}
          </Button>
        </>
      }
    >
      {children}
    </QuestionDialog>
  );
}
