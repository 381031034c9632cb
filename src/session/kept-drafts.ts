/**
 * Unsaved form values kept when a session ends without the person saving them, for them to
 * restore when they sign in again in this tab. In this module's memory only, never web
 * storage: closing the tab drops them. Each is filed under the user who typed it (the key
 * starts with their id), so nobody else is offered it.
 */
const kept = new Map<string, unknown>();

/** The key of one form's values: the user's id, then what the form edits. */
export const draftKey = (userId: string, form: string) => `${userId}\u0000${form}`;

export function keepDraft(key: string, values: unknown): void {
  kept.set(key, values);
}

export function hasDraft(key: string): boolean {
  return kept.has(key);
}

/** The kept values, which are no longer kept once taken. */
export function takeDraft(key: string): unknown {
  const values = kept.get(key);
  kept.delete(key);
  return values;
}

/** Whether this tab holds anyone's kept values (the sign-in page says so, without whose). */
export function hasKeptDrafts(): boolean {
  return kept.size > 0;
}

export function forgetDrafts(): void {
  kept.clear();
}
