/**
 * Unsaved form values kept when a session ends without the person saving them, for them to
 * restore when they sign in again in this tab. In this module's memory only, never web
 * storage: closing the tab drops them. Each is filed under the user who typed it (the key
 * starts with their id), so nobody else is offered it.
 */

/** One form's kept values, and what its restoring must know. */
interface KeptDraft {
  values: unknown;
  /**
   * The create that was in flight, or not known to be stored, when the session ended: the
   * server may hold it, so the restored form looks for it before it creates anything, never
   * sending it blindly a second time (docs/architecture.md section 5).
   */
  mayHaveBeenSaved?: unknown;
}

const kept = new Map<string, KeptDraft>();

/** The key of one form's values: the user's id, then what the form edits. */
export const draftKey = (userId: string, form: string) => `${userId}\u0000${form}`;

export function keepDraft(key: string, draft: KeptDraft): void {
  kept.set(key, draft);
}

/** The draft kept under the key, which stays kept (the form asks before restoring it). */
export function keptDraft(key: string): KeptDraft | undefined {
  return kept.get(key);
}

/** The kept draft, which is no longer kept once taken. */
export function takeDraft(key: string): KeptDraft | undefined {
  const draft = kept.get(key);
  kept.delete(key);
  return draft;
}

/** Whether this tab holds anyone's kept values (the sign-in page says so, without whose). */
export function hasKeptDrafts(): boolean {
  return kept.size > 0;
}

export function forgetDrafts(): void {
  kept.clear();
}
