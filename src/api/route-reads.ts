/**
 * A page's reads start beside the role check, not after it (docs/adr/0003-route-loaders.md):
 * the page module's route loader names them, and the role gate preloads them with SWR's
 * `preload`, under the keys and with the fetchers of the page's hooks (resources.ts), so each
 * hook takes the request already on its way instead of sending another.
 */
import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { preload, unload } from 'swr';
import type { ResourceRequest } from './resource-requests';
import { useFetcher } from './resources';

/** What a route's loader gives: the reads its page makes as it opens. */
interface RouteReads {
  reads: readonly ResourceRequest[];
}

/** A route's parameters, as the router matched them. */
type Params = Readonly<Record<string, string | undefined>>;

/**
 * A page module's route loader: it names the reads the page makes as it opens, from the
 * route's parameters. It sends nothing itself: before the gate, nobody is known to be signed
 * in. The router takes it from the lazily loaded module, before the page renders. A read that
 * is null (an id from the address not of its shape: resource-requests.ts) is left out, so
 * nothing is asked for it (docs/architecture.md, "Security"). A read the page makes only
 * later (a step further on) is not named: SWR would keep it until then, however old.
 */
export const readsLoader =
  (reads: (params: Params) => readonly (ResourceRequest | null)[]) =>
  ({ params }: { params: Params }): RouteReads => ({
    reads: reads(params).filter((read) => read !== null),
  });

/** Every read the matched routes name, from their loaders' data. */
function readsOf(loaderData: readonly unknown[]): ResourceRequest[] {
  return loaderData.flatMap((data) =>
    data && typeof data === 'object' && 'reads' in data ? (data as RouteReads).reads : [],
  );
}

/**
 * Each time `checking` turns true (whoami asked, with no answer yet), preloads the reads the
 * matched routes' loaders name.
 */
export function usePreloadRouteReads(checking: boolean): void {
  const fetcher = useFetcher();
  const reads = readsOf(useMatches().map((match) => match.loaderData));
  const names = JSON.stringify(reads.map((read) => read.key));
  useEffect(() => {
    if (!checking) return;
    // SWR keeps a preloaded request until a hook with its key takes it. One no page took (the
    // check failed or refused the role, or the page was left) is dropped as a new check
    // starts, never handed to a later page with an answer from before. That store is SWR's
    // default cache's, which no hook here reads (each reads its user's: ApiProvider.tsx).
    unload({ revalidate: false });
    for (const read of reads) {
      // A failure is the page's to show when its hook takes the request; not taken, it is none.
      preload(read.key, fetcher(read)).catch(() => {});
    }
    // The reads are named by their keys: a new array of the same reads is not new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checking, names]);
}
