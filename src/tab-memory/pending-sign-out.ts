/**
 * An automatic logoff that has not finished signing out: set when the logoff's lock shows, and
 * cleared once the sign-in service has ended the session. It is kept in sessionStorage so that
 * reloading the locked tab does not bring the session's pages back while the session is still
 * open (docs/architecture.md, "Security"). It holds no patient data and nothing about the user.
 * Where web storage is blocked it is kept in memory, which still covers the tab's life.
 */
const KEY = 'contrarx.signing-out';

let inMemory = false;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const pendingSignOut = {
  start(): void {
    inMemory = true;
    try {
      storage()?.setItem(KEY, '1');
    } catch {
      // Blocked or full: the in-memory flag holds.
    }
  },
  done(): void {
    inMemory = false;
    try {
      storage()?.removeItem(KEY);
    } catch {
      // Nothing was written.
    }
  },
  isPending(): boolean {
    if (inMemory) return true;
    try {
      return storage()?.getItem(KEY) === '1';
    } catch {
      return false;
    }
  },
};
