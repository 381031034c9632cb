/**
 * A promise pool for a page that needs one request per item (the admin home: one per
 * organization). Pure: no React, no SWR.
 */

/**
 * At most this many requests of one batch at once. A browser opens six connections per host
 * over HTTP/1.1 and queues the rest, and a queued request's 30 s time-out (client.ts) runs
 * while it waits: hundreds sent at once time out in the queue. Five leaves a connection for
 * the page's other reads.
 */
export const REQUESTS_AT_ONCE = 5;

/**
 * Runs `task` for each item, at most `limit` at once, and settles each on its own: one
 * failure fails only its item. The results keep the items' order; `onSettled` hears each as
 * it settles, for a page that shows them as they come.
 */
export async function settleWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
  onSettled?: (result: PromiseSettledResult<R>, index: number) => void,
): Promise<PromiseSettledResult<R>[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`No pool of ${limit}.`);
  const results: PromiseSettledResult<R>[] = [];
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      let result: PromiseSettledResult<R>;
      try {
        result = { status: 'fulfilled', value: await task(items[index]!) };
      } catch (reason) {
        result = { status: 'rejected', reason };
      }
      results[index] = result;
      onSettled?.(result, index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
