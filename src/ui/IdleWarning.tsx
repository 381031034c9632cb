import { minutesAndSeconds } from '../tab-memory/idle-time';
import { KEPT_MINUTES } from '../tab-memory/kept-drafts';
import type { IdleWarningProps } from './IdleLogoff';
import { Button } from './Button';
import { QuestionDialog } from './QuestionDialog';

/**
 * The warning before an automatic logoff, fetched ahead of time so it shows with the network
 * down (PreloadedIdleWarning).
 */
export function IdleWarning({ leftMs, keepsChanges, onStay, onSignOut }: IdleWarningProps) {
  return (
    <QuestionDialog
      title="Are you still there?"
      actions={
        <>
          <Button onClick={onSignOut}>Sign out now</Button>
          <Button variant="contained" onClick={onStay} data-autofocus>
            Stay signed in
          </Button>
        </>
      }
    >
      To protect patient information on this shared device, you will be signed out in{' '}
      <strong role="timer">{minutesAndSeconds(leftMs)}</strong>.{' '}
      {keepsChanges
        ? `The changes on this page have not been saved: they will be kept in this browser tab only, for ${KEPT_MINUTES} minutes, for you to restore when you sign in again.`
        : 'Anything not yet saved on this page will be lost.'}
    </QuestionDialog>
  );
}
