/**
 * The pages open now that hold unsaved changes, so actions outside them (signing out)
 * can ask before throwing the changes away. A page registers while it is mounted.
 */
const checks = new Set<() => boolean>();

/** Registers a page's check; returns the unregistration. */
export function registerUnsavedChanges(hasChanges: () => boolean): () => void {
  checks.add(hasChanges);
  return () => void checks.delete(hasChanges);
}

export function hasUnsavedChanges(): boolean {
  return [...checks].some((hasChanges) => hasChanges());
}
