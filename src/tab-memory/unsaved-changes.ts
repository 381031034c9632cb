/**
 * The pages open now that hold unsaved changes, so actions outside them (signing out, the
 * automatic logoff's warning) can say what happens to them. A page registers while it is
 * mounted, with what it does to keep its changes when the session ends (kept-drafts.ts);
 * session-end.ts runs those keepings when the session ends.
 */
const pages = new Map<() => boolean, () => void>();

/** Registers a page's check and its keeping; returns the unregistration. */
export function registerUnsavedChanges(
  hasChanges: () => boolean,
  keep: () => void = () => {},
): () => void {
  pages.set(hasChanges, keep);
  return () => void pages.delete(hasChanges);
}

export function hasUnsavedChanges(): boolean {
  return [...pages.keys()].some((hasChanges) => hasChanges());
}

/** Every open page with unsaved changes keeps them (the session is ending). */
export function keepUnsavedChanges(): void {
  for (const [hasChanges, keep] of pages) if (hasChanges()) keep();
}

export function forgetUnsavedPages(): void {
  pages.clear();
}
