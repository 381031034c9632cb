/**
 * What the automatic logoff's lock says on the patient tablet (its screens and its lock
 * screen), in English: a patient may be the one who reads it. `LogoffTexts` is this object's
 * type: the Spanish (es/logoff.ts) must give every text, with no extra one, or the type check
 * fails.
 */
export const logoff = {
  title: 'Signing out',
  /** Why the screen is locked. */
  text: 'This tablet was not used for a while. It is signing out to keep information private.',
  /** A sign-out that failed: the lock stays, and tries again. */
  failed:
    'The tablet could not finish signing out because it is not connected. It will keep trying. Please ask a staff member.',
  tryNow: 'Try again now',
};

export type LogoffTexts = typeof logoff;
