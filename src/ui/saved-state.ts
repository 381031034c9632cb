/**
 * What a successful save passes to the page it opens next, which says so (ui/SavedStatus.tsx):
 * navigation state, so it is said once, on that page, and not on a later visit by its address.
 */
export interface SavedState {
  saved: true;
}

export const savedState: SavedState = { saved: true };

export function isSavedState(state: unknown): state is SavedState {
  return typeof state === 'object' && state !== null && (state as SavedState).saved === true;
}
