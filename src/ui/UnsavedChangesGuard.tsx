import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { paths } from '../config/paths';
import { registerUnsavedChanges } from '../tab-memory/unsaved-changes';
import { Button } from './Button';
import { QuestionDialog } from './QuestionDialog';

/**
 * Asks before leaving with unsaved changes: in-app navigation gets a dialog, closing or
 * reloading the tab the browser's own prompt. `hasChanges` is read when leaving; `keep`
 * keeps the changes when the session ends. `question` and `loss` are the dialog's words: what
 * leaving asks, and what would be lost.
 *
 * Going to the sign-in page is not asked about: the session has ended (signing out asked
 * already, automatic logoff warned) and the changes are kept for the next sign-in.
 */
export function UnsavedChangesGuard({
  hasChanges,
  keep,
  question,
  loss,
}: {
  hasChanges: () => boolean;
  keep: () => void;
  question: string;
  loss: string;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== paths.login.href() &&
      hasChanges(),
  );

  // Signing out from the header asks too, and the end of the session keeps the changes.
  useEffect(() => registerUnsavedChanges(hasChanges, keep), [hasChanges, keep]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (hasChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasChanges]);

  const stay = () => blocker.reset?.();
  return (
    <QuestionDialog
      open={blocker.state === 'blocked'}
      onClose={stay}
      title={question}
      actions={
        <>
          <Button onClick={stay} data-autofocus>
            Stay
          </Button>
          <Button onClick={() => blocker.proceed?.()} color="error">
            Leave
          </Button>
        </>
      }
    >
      {loss}
    </QuestionDialog>
  );
}
