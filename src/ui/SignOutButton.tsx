import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonLook } from './Button';
import { hasUnsavedChanges } from '../tab-memory/unsaved-changes';
import { useSignOut } from './useSignOut';

const SignOutDialogs = lazy(() => import('./SignOutDialogs'));

/** Signs out; asks first when a page holds unsaved changes, and says so when signing out fails. */
export function SignOutButton(props: ButtonLook) {
  const signOut = useSignOut();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);

  async function signOutNow() {
    setConfirming(false);
    setFailed(false);
    try {
      await signOut();
    } catch {
      setFailed(true);
    }
  }

  return (
    <>
      <Button
        variant="outlined"
        {...props}
        onClick={() => (hasUnsavedChanges() ? setConfirming(true) : void signOutNow())}
      >
        Sign out
      </Button>
      {(confirming || failed) && (
        <Suspense fallback={null}>
          <SignOutDialogs
            confirming={confirming}
            failed={failed}
            onStay={() => setConfirming(false)}
            onSignOut={() => void signOutNow()}
            onDismiss={() => setFailed(false)}
          />
        </Suspense>
      )}
    </>
  );
}
