import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { registerUnsavedChanges } from '../../../session/unsaved-changes';
import { Button } from '../../../ui/Button';
import { QuestionDialog } from '../../../ui/QuestionDialog';

/**
 * Asks before leaving with unsaved changes: in-app navigation gets a dialog, closing or
 * reloading the tab the browser's own prompt. `hasChanges` is read when leaving; `keep`
 * keeps the changes when the session ends.
 *
 * Going to the sign-in page is not asked about: the session has ended (signing out asked
 * already, automatic logoff warned) and the changes are kept for the next sign-in.
 */
export function UnsavedChangesGuard({
  hasChanges,
  keep,
}: {
  hasChanges: () => boolean;
  keep: () => void;
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
      title="Leave without saving?"
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
      The changes you made to this patient have not been saved. If you leave now, they will be lost.
    </QuestionDialog>
  );
}
