/**
 * Requests started before the page that reads them is mounted: the role gate starts the
 * page's requests beside whoami (docs/adr/0003-route-loaders.md), and the page's SWR hook
 * takes the answer instead of asking again. One user's only (the API provider holds it), and
 * short-lived: a request nobody took within `FRESH_MS` (the person was sent elsewhere) is
 * dropped, never handed to a later page as fresh data.
 */
const FRESH_MS = 10_000;

export interface StartedRequests {
  /** Starts `load` for this key unless a fresh one is already on its way. */
  start(key: string, load: () => Promise<unknown>): void;
  /** The started request for this key, once: the next take asks again. */
  take(key: string): Promise<unknown> | undefined;
  clear(): void;
}

export function createStartedRequests(now: () => number = Date.now): StartedRequests {
  const started = new Map<string, { promise: Promise<unknown>; at: number }>();
  const fresh = (key: string) => {
    const entry = started.get(key);
    if (entry && now() - entry.at > FRESH_MS) started.delete(key);
    return started.get(key);
  };
  return {
    start(key, load) {
      if (fresh(key)) return;
      const promise = load();
      // Its failure is the page's to show when it takes it; unclaimed, it is not an error.
      promise.catch(() => {});
      started.set(key, { promise, at: now() });
    },
    take(key) {
      const entry = fresh(key);
      started.delete(key);
      return entry?.promise;
    },
    clear: () => started.clear(),
  };
}
