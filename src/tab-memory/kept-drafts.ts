/**
 * Unsaved form values kept when a session ends without the person saving them, for them to
 * restore when they sign in again in this tab. In this module's memory only, never web
 * storage: closing the tab drops them. Each is filed under the user who typed it (the key
 * starts with their id), so nobody else is offered it.
 *
 * They are kept no longer than a session left alone lasts, the automatic logoff's limit
 * (VITE_IDLE_SIGN_OUT_MINUTES): a tab others go on using must not hold one person's patient
 * data for ever (OWASP ASVS 8.2.3; docs/architecture.md, "Security"). Every read checks the
 * age, so a timer the browser delays or a tab put to sleep never offers an expired draft; a
 * timer drops them too, so a tab nobody uses holds nothing past the limit, and the sign-in
 * page's notice that changes are kept goes with them.
 */
import { idleTimings } from '../config/env';

/** One form's kept values, and what its restoring must know. */
interface KeptDraft {
  values: unknown;
  /**
   * The create that was in flight, or not known to be stored, when the session ended: the
   * server may hold it, so the restored form looks for it before it creates anything, never
   * sending it blindly a second time (docs/architecture.md, "Errors").
   */
  mayHaveBeenSaved?: unknown;
}

const KEPT_FOR_MS = idleTimings.signOutAfterMs;

/** How long kept changes wait, in minutes, as the pages that keep them say. */
export const KEPT_MINUTES = KEPT_FOR_MS / 60_000;

const kept = new Map<string, { draft: KeptDraft; keptAt: number }>();
const listeners = new Set<() => void>();

/** Drops the drafts kept for the limit or longer; says whether any went. */
function dropExpired(): boolean {
  const now = Date.now();
  const before = kept.size;
  for (const [key, { keptAt }] of kept) if (now - keptAt >= KEPT_FOR_MS) kept.delete(key);
  return kept.size < before;
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** The key of one form's values: the user's id, then what the form edits. */
export const draftKey = (userId: string, form: string) => `${userId}\u0000${form}`;

export function keepDraft(key: string, draft: KeptDraft): void {
  kept.set(key, { draft, keptAt: Date.now() });
  setTimeout(() => {
    if (dropExpired()) changed();
  }, KEPT_FOR_MS);
  changed();
}

/** The draft kept under the key, which stays kept (the form asks before restoring it). */
export function keptDraft(key: string): KeptDraft | undefined {
  dropExpired();
  return kept.get(key)?.draft;
}

/** The kept draft, which is no longer kept once taken. */
export function takeDraft(key: string): KeptDraft | undefined {
  const draft = keptDraft(key);
  if (kept.delete(key)) changed();
  return draft;
}

/** Whether this tab holds anyone's kept values (the sign-in page says so, without whose). */
export function hasKeptDrafts(): boolean {
  dropExpired();
  return kept.size > 0;
}

/** Hears every change of what is kept, an expiry included (for the sign-in page's notice). */
export function onKeptDraftsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function forgetDrafts(): void {
  kept.clear();
  changed();
}
