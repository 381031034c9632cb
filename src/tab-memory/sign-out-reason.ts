/**
 * Why the app itself ended the last session, for the sign-in page to say: the person signed
 * out, or the automatic logoff did after so many minutes. No reason recorded means the session
 * ended by itself (the server refused a fresh token, the sign-in service ended it). Kept here,
 * not in the navigation's state: in the browser, the signed-in area's own redirect to the
 * sign-in page (it sees the session gone first) overtakes the sign-out's navigation and
 * replaces its state.
 */
export type SignOutReason = { kind: 'asked' } | { kind: 'idle'; minutes: number };

let reason: SignOutReason | null = null;

export const signOutReason = {
  record(next: SignOutReason): void {
    reason = next;
  },
  /** Once a session has begun again, or when signing out failed and the session goes on. */
  forget(): void {
    reason = null;
  },
  current: (): SignOutReason | null => reason,
};
