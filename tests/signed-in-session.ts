import type { AuthSession } from '../src/auth/session';
import type { DemoPersona } from '../src/auth/demo/demo-identity';

/** A signed-in session for a component under test, with tokens the mock API accepts. */
export function signedInSession(
  persona: DemoPersona = 'provider',
  signOut: AuthSession['signOut'] = async () => {},
): AuthSession {
  return {
    status: 'signed-in',
    userId: `user_${persona}`,
    email: null,
    getToken: async () => `demo.${persona}.session.test`,
    signOut,
  };
}
