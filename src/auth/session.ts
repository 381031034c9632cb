/**
 * The one auth interface the guards, pages and the fetcher use. Two
 * implementations provide it: Clerk (connected mode) and demo.
 */
import { createContext, useContext } from 'react';

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in' | 'failed';

export interface TokenOptions {
  /** A JWT template name, such as "withusers" for register. */
  template?: string;
  /** Ask the auth service for a fresh token (after a 401). */
  skipCache?: boolean;
}

export interface AuthSession {
  status: AuthStatus;
  userId: string | null;
  email: string | null;
  /** Resolves to null when there is no signed-in session. Call only once signed in. */
  getToken(options?: TokenOptions): Promise<string | null>;
  signOut(): Promise<void>;
}

export const AuthSessionContext = createContext<AuthSession | null>(null);

export function useAuthSession(): AuthSession {
  const session = useContext(AuthSessionContext);
  if (!session) throw new Error('useAuthSession must be used inside an auth provider');
  return session;
}

const endingListeners = new Set<() => void>();

/**
 * Says a signed-in session is ending, however it ends (signing out, automatic logoff, a token
 * the server refuses, the sign-in service ending it). Each implementation calls it before its
 * status leaves 'signed-in', while the signed-in pages are still there to keep what they hold.
 */
export function sessionEnding(): void {
  for (const listener of endingListeners) listener();
}

/** Listens for `sessionEnding`; returns the unsubscription. */
export function onSessionEnding(listener: () => void): () => void {
  endingListeners.add(listener);
  return () => void endingListeners.delete(listener);
}
