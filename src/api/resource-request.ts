import type { Requests } from './requests';

/** What a resource asks the backend: its SWR key (request paths) and how it loads. */
export interface ResourceRequest<T = unknown> {
  /** A request path; several for a resource built from more than one request. */
  key: string | readonly string[];
  load: (requests: Requests) => Promise<T>;
}

/** One string per key, for the requests started ahead. */
export const keyOf = (key: ResourceRequest['key']): string =>
  typeof key === 'string' ? key : key.join(' ');
