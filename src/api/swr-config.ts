/** SWR settings of spec section 9 (error retry, focus throttle, dedupe, slow loading). */
import type { SWRConfiguration } from 'swr';
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
