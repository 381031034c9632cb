/** What the automatic logoff's lock says while it signs the session out. */
export interface LogoffWords {
  title: string;
  /** Why the screen is locked. */
  text: string;
  /** A sign-out that failed: the lock stays, and tries again. */
  failed: string;
  tryNow: string;
}

/** The provider's words; the patient tablet's are with her other texts (domain/texts/logoff.ts). */
export const logoffWords: LogoffWords = {
  title: 'Signing out',
  text: 'You were inactive for too long. Patient information is hidden while this session is signed out.',
  failed:
    'Signing out has not finished: the sign-in service could not be reached. This screen stays locked and keeps trying.',
  tryNow: 'Try again now',
};
