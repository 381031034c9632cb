import { onSessionEnding } from '../auth/session';

/**
 * The pages open now that hold unsaved changes, so actions outside them (signing out, the
 * automatic logoff's warning) can say what happens to them. A page registers while it is
 * mounted, with what it does to keep its changes when the session ends (see kept-drafts.ts).
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

// For the life of the tab: whoever ends a session, open pages keep their unsaved changes.
onSessionEnding(() => {
  for (const [hasChanges, keep] of pages) if (hasChanges()) keep();
});
