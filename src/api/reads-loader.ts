import type { ResourceRequest } from './resource-requests';
import type { RouteReads } from './route-reads';

/**
 * A page module's route loader: it names what the page reads, from the route's parameters, for
 * the role gate to start beside whoami (docs/adr/0003-route-loaders.md). It sends nothing
 * itself: before the gate, nobody is known to be signed in. The router takes it from the lazily
 * loaded module, before the page renders. A read that is null (an id from the address not of
 * its shape: resource-requests.ts) is left out, so nothing is started for it
 * (docs/architecture.md section 6).
 */
export const readsLoader =
  (reads: (params: Params) => readonly (ResourceRequest | null)[]) =>
  ({ params }: { params: Params }): RouteReads => ({
    reads: reads(params).filter((read) => read !== null),
  });

/** A route's parameters, as the router matched them. */
type Params = Readonly<Record<string, string | undefined>>;
