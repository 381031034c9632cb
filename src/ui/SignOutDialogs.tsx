import { KEPT_MINUTES } from '../tab-memory/kept-drafts';
import { Button } from './Button';
import { Notice } from './Notice';
import { QuestionDialog } from './QuestionDialog';
import styles from './SignOutDialogs.module.css';

export const SIGN_OUT_FAILED =
  'You are still signed in: the sign-in service could not be reached. Check the connection and try again.';

/**
 * What signing out may need to say: a question while a page holds unsaved changes, and a
 * message when it fails. Loaded only when needed, so no screen carries it up front.
 */
export default function SignOutDialogs({
  confirming,
  failed,
  onStay,
  onSignOut,
  onDismiss,
}: {
  confirming: boolean;
  failed: boolean;
  onStay: () => void;
  onSignOut: () => void;
  onDismiss: () => void;
}) {
  return (
    <>
      <QuestionDialog
        open={confirming}
        onClose={onStay}
        title="Sign out without saving?"
        actions={
          <>
            <Button onClick={onStay} data-autofocus>
              Stay
            </Button>
            <Button onClick={onSignOut} color="error">
              Sign out
            </Button>
          </>
        }
      >
        The changes on this page have not been saved. If you sign out now, they are kept in this
        browser tab only, for {KEPT_MINUTES} minutes, for you to restore or discard when you sign in
        again.
      </QuestionDialog>
      {failed && (
        <Notice
          severity="error"
          className={styles.failed}
          action={
            <Button color="inherit" size="small" onClick={onDismiss}>
              Close
            </Button>
          }
        >
          {SIGN_OUT_FAILED}
        </Notice>
      )}
    </>
  );
}
