/**
 * The language the patient tablet is shown in, for what is drawn outside the patient's
 * turn (the demo marker above the router, the error page of a tablet screen): the patient's
 * choice while the tablet is on screen, null when it is not. It is also the page's `lang`
 * (screen readers, hyphenation). It holds no patient data.
 */
import { useSyncExternalStore } from 'react';
import type { Language } from '../domain/intake/catalog';

let shown: Language | null = null;
const listeners = new Set<() => void>();

/** The tablet shows `language`, or has gone (null: the provider's pages are in English). */
export function showTabletLanguage(language: Language | null): void {
  shown = language;
  document.documentElement.lang = language ?? 'en';
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The tablet's language while it is on screen, null otherwise. */
export function useTabletLanguage(): Language | null {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
}
