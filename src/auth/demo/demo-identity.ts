/**
 * The demo's stand-in for the hosted identity service. It issues tokens that
 * only the mock API understands, so demo sign-in can never reach real data.
 */
export type DemoPersona = 'provider' | 'superuser';

export interface DemoUser {
  persona: DemoPersona;
  userId: string;
  email: string;
  userType: DemoPersona;
}

export const demoUsers: Record<DemoPersona, DemoUser> = {
  provider: {
    persona: 'provider',
    userId: 'user_demo_provider',
    email: 'provider@demo.contrarx.test',
    userType: 'provider',
  },
  superuser: {
    persona: 'superuser',
    userId: 'user_demo_administrator',
    email: 'admin@demo.contrarx.test',
    userType: 'superuser',
  },
};

const TOKEN_PREFIX = 'demo.';

export function demoToken(persona: DemoPersona, template?: string): string {
  const nonce = Math.random().toString(36).slice(2, 10);
  return [`${TOKEN_PREFIX}${persona}`, template ?? 'session', nonce].join('.');
}

/** The persona behind an Authorization header, or null when it is not a demo bearer token. */
export function personaFromAuthorization(header: string | null): DemoPersona | null {
  const match = /^Bearer demo\.(provider|superuser)\./.exec(header ?? '');
  return match ? (match[1] as DemoPersona) : null;
}

/** The JWT template a demo token was issued for ("session" when none). */
export function templateFromAuthorization(header: string | null): string | null {
  const match = /^Bearer demo\.(?:provider|superuser)\.([^.]+)\./.exec(header ?? '');
  return match ? (match[1] ?? null) : null;
}

const SESSION_KEY = 'contrarx-demo-session';

/** The session where sessionStorage is blocked (private windows): it lasts until a reload. */
let blockedStorageSession: DemoPersona | null = null;

/**
 * Who is signed in to the demo in this tab. Tab-scoped on purpose: closing
 * the tab on a shared tablet ends the demo session.
 */
export const demoSessionStore = {
  read(): DemoPersona | null {
    try {
      const value = sessionStorage.getItem(SESSION_KEY);
      return value === 'provider' || value === 'superuser' ? value : null;
    } catch {
      return blockedStorageSession;
    }
  },
  write(persona: DemoPersona | null): void {
    blockedStorageSession = persona;
    try {
      if (persona) sessionStorage.setItem(SESSION_KEY, persona);
      else sessionStorage.removeItem(SESSION_KEY);
    } catch {
      // Blocked: the session lives in this page only.
    }
  },
};
