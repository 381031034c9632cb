/**
 * The demo implementation of the auth interface: a local sign-in as the demo
 * provider or the demo administrator, with tokens only the mock API accepts.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { demoSessionStore, demoToken, demoUsers, type DemoPersona } from './demo-identity';
import { AuthSessionContext, sessionEnding, type AuthSession, type TokenOptions } from '../session';

const DemoSignInContext = createContext<((persona: DemoPersona) => void) | null>(null);

export function useDemoSignIn(): (persona: DemoPersona) => void {
  const signIn = useContext(DemoSignInContext);
  if (!signIn) throw new Error('useDemoSignIn must be used inside DemoAuthProvider');
  return signIn;
}

export interface DemoAuthProviderProps {
  /** What the demo backend forgets when the person signs out (the in-page mock database). */
  onSignOut?: () => void;
  children: ReactNode;
}

export function DemoAuthProvider({ onSignOut, children }: DemoAuthProviderProps) {
  const [persona, setPersona] = useState<DemoPersona | null>(() => demoSessionStore.read());

  const signIn = useCallback((next: DemoPersona) => {
    demoSessionStore.write(next);
    setPersona(next);
  }, []);

  const getToken = useCallback(
    async (options?: TokenOptions) => (persona ? demoToken(persona, options?.template) : null),
    [persona],
  );

  const signOut = useCallback(async () => {
    sessionEnding();
    demoSessionStore.write(null);
    onSignOut?.();
    setPersona(null);
  }, [onSignOut]);

  const session = useMemo<AuthSession>(() => {
    const user = persona ? demoUsers[persona] : null;
    return {
      status: user ? 'signed-in' : 'signed-out',
      userId: user?.userId ?? null,
      email: user?.email ?? null,
      getToken,
      signOut,
    };
  }, [persona, getToken, signOut]);

  return (
    <AuthSessionContext.Provider value={session}>
      <DemoSignInContext.Provider value={signIn}>{children}</DemoSignInContext.Provider>
    </AuthSessionContext.Provider>
  );
}
