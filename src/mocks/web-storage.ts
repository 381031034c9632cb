import type { MockDbStorage } from './db';

/**
 * The demo backend's store in the browser: sessionStorage, so the demo's data survives a
 * reload but not the tab, and sign-out clears it. Storage that is full or blocked (private
 * windows, strict privacy settings: even reading the property can throw) leaves the demo
 * working in memory.
 */
export function sessionStorageStore(key: string): MockDbStorage {
  return {
    load() {
      try {
        return window.sessionStorage.getItem(key);
      } catch {
        return null;
      }
    },
    save(json) {
      try {
        window.sessionStorage.setItem(key, json);
      } catch {
        // Keep serving from memory; the next successful save catches up.
      }
    },
    clear() {
      try {
        window.sessionStorage.removeItem(key);
      } catch {
        // Blocked storage never held anything.
      }
    },
  };
}
