/**
 * Route loaders name what their pages read; the role gate starts those reads beside whoami
 * rather than after it (docs/adr/0003-route-loaders.md).
 */
import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useStartRequests } from './ApiProvider';
import { keyOf, type ResourceRequest } from './resource-requests';

/** What a route's loader gives: the resources its page reads. */
export interface RouteReads {
  reads: readonly ResourceRequest[];
}

/** Every read the matched routes name, from their loaders' data. */
function readsOf(loaderData: readonly unknown[]): ResourceRequest[] {
  return loaderData.flatMap((data) =>
    data && typeof data === 'object' && 'reads' in data ? (data as RouteReads).reads : [],
  );
}

/** While `checking` (the role), starts the reads the matched routes' loaders name. */
export function useStartRouteReads(checking: boolean): void {
  const start = useStartRequests();
  const reads = readsOf(useMatches().map((match) => match.loaderData));
  const names = reads.map((read) => keyOf(read.key)).join('\n');
  useEffect(() => {
    if (checking) start(reads);
    // The reads are named by their keys: a new array of the same reads is not new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checking, names, start]);
}
