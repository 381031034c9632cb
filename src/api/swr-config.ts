/**
 * SWR settings of docs/product.md, "Constants and limits" (error retry, focus throttle, dedupe,
 * slow loading).
 */
import type { Cache, State, SWRConfiguration } from 'swr';
import { ApiError } from './api-error';

const MAX_ERROR_RETRIES = 3;

function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } })
    .connection;
  return connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g';
}

export function swrSettings(): SWRConfiguration {
  const slow = isSlowConnection();
  return {
    errorRetryInterval: slow ? 10_000 : 5_000,
    focusThrottleInterval: 5_000,
    dedupingInterval: 2_000,
    loadingTimeout: slow ? 5_000 : 3_000,
    onErrorRetry(error, _key, settings, revalidate, { retryCount }) {
      // A 4xx or a malformed body will not change by asking again.
      if (
        error instanceof ApiError &&
        (error.kind === 'malformed' || (error.status >= 400 && error.status < 500))
      )
        return;
      if (retryCount > MAX_ERROR_RETRIES) return;
      setTimeout(() => void revalidate({ retryCount }), settings.errorRetryInterval);
    },
  };
}

/** The SWR cache of one signed-in user: `close` empties it and keeps it empty. */
export interface UserCache extends Cache {
  open(): void;
  close(): void;
}

/**
 * A user's responses, for the time they are signed in. Closed, it drops whatever is written to
 * it, so an answer still on its way when they sign out lands nowhere.
 */
export function createUserCache(): UserCache {
  const entries = new Map<string, State>();
  let closed = false;
  return {
    keys: () => entries.keys(),
    get: (key) => entries.get(key),
    set(key, value) {
      if (!closed) entries.set(key, value);
    },
    delete(key) {
      entries.delete(key);
    },
    open() {
      closed = false;
    },
    close() {
      closed = true;
      entries.clear();
    },
  };
}
