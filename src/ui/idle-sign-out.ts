/**
 * That the automatic logoff ended the last session, after how many minutes, for the sign-in
 * page to say. Kept here, not in the navigation's state: in the browser, the signed-in area's
 * own redirect to the sign-in page (it sees the session gone first) overtakes the sign-out's
 * navigation and replaces its state.
 */
let minutes: number | null = null;

export const idleSignOut = {
  record(afterMinutes: number): void {
    minutes = afterMinutes;
  },
  /** Said once a session has begun again. */
  forget(): void {
    minutes = null;
  },
  minutes: (): number | null => minutes,
};
