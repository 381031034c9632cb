/**
 * What the locked tablet says, in English; the lock shows it with the Spanish (nobody has chosen
 * a language when it shows: a new tab, the next patient after a sign-out). `LockTexts` is this
 * object's type: the Spanish (es/lock.ts) must give every text, with no extra one, or the type
 * check fails.
 */
export const lock = {
  title: 'Staff sign-in required',
  text: 'This device is in patient tablet mode. A staff member must sign in to use the rest of the app.',
  back: 'Back to the patient’s screens',
  askStaff: 'Ask a staff member to start the tablet',
  askStaffText: 'A staff member needs to sign in before this tablet can be used.',
};

export type LockTexts = typeof lock;
