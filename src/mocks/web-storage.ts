import type { MockDbStorage } from './db';

/**
 * The demo backend's store in the browser. localStorage that is full or
 * blocked (private windows, strict privacy settings: even reading the
 * property can throw) leaves the demo working in memory.
 */
export function localStorageStore(key: string): MockDbStorage {
  return {
    load() {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    save(json) {
      try {
        window.localStorage.setItem(key, json);
      } catch {
        // Keep serving from memory; the next successful save catches up.
      }
    },
  };
}
