import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { SWRConfig } from 'swr';
import type { Requests } from './requests';
import { keyOf, type ResourceRequest } from './resource-requests';
import { createStartedRequests, type StartedRequests } from './started-requests';
import { createUserCache, swrSettings } from './swr-config';
import { useSessionRequests } from './use-session-requests';

interface Api {
  requests: Requests;
  started: StartedRequests;
}

const ApiContext = createContext<Api | null>(null);

function useApiContext(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside ApiProvider');
  return api;
}

export const useApi = (): Requests => useApiContext().requests;

/** Starts requests ahead of the page that reads them (the role gate, while it checks). */
export function useStartRequests(): (wanted: readonly ResourceRequest[]) => void {
  const { requests, started } = useApiContext();
  return useCallback(
    (wanted) => {
      for (const { key, load } of wanted) started.start(keyOf(key), () => load(requests));
    },
    [requests, started],
  );
}

/** Takes a request started ahead for this key, if there is one still fresh. */
export const useStartedRequest = (): StartedRequests['take'] => useApiContext().started.take;

export function ApiProvider({ children, baseUrl }: { children: ReactNode; baseUrl?: string }) {
  const requests = useSessionRequests(baseUrl);
  // The cache and the requests started ahead live and die with this provider, which the
  // signed-in area keys by user: signing out or changing user empties and closes them, so the
  // next person on a shared tablet sees nothing of the last one's data and none of it stays in
  // memory. (React's development-only second mount reopens them.)
  const [cache] = useState(createUserCache);
  const [started] = useState(createStartedRequests);
  useEffect(() => {
    cache.open();
    return () => {
      cache.close();
      started.clear();
    };
  }, [cache, started]);
  const settings = useMemo(() => ({ ...swrSettings(), provider: () => cache }), [cache]);
  const api = useMemo(() => ({ requests, started }), [requests, started]);
  return (
    <SWRConfig value={settings}>
      <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
    </SWRConfig>
  );
}
