import type { Language } from '../domain/intake/catalog';

/** What the automatic logoff's lock says while it signs the session out. */
export interface LogoffWords {
  title: string;
  /** Why the screen is locked. */
  text: string;
  /** A sign-out that failed: the lock stays, and tries again. */
  failed: string;
  tryNow: string;
}

/** The provider's words. */
export const logoffWords: LogoffWords = {
  title: 'Signing out',
  text: 'You were inactive for too long. Patient information is hidden while this session is signed out.',
  failed:
    'Signing out has not finished: the sign-in service could not be reached. This screen stays locked and keeps trying.',
  tryNow: 'Try again now',
};

/**
 * The patient tablet's words (its screens and its lock screen), in the patient's language: a
 * patient may be the one who reads them. Here, not in the tablet's catalogue, because the
 * session's one idle clock sits above every screen (app/SessionLogoff.tsx).
 */
export const tabletLogoffWords: Readonly<Record<Language, LogoffWords>> = {
  en: {
    title: 'Signing out',
    text: 'This tablet was not used for a while. It is signing out to keep information private.',
    failed:
      'The tablet could not finish signing out because it is not connected. It will keep trying. Please ask a staff member.',
    tryNow: 'Try again now',
  },
  es: {
    title: 'Cerrando la sesión',
    text: 'Esta tableta no se usó por un tiempo. Está cerrando la sesión para proteger la información privada.',
    failed:
      'La tableta no pudo terminar de cerrar la sesión porque no está conectada. Lo seguirá intentando. Pida ayuda a un miembro del personal.',
    tryNow: 'Intentar de nuevo ahora',
  },
};
