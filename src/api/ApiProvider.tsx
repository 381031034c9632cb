import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, unload } from 'swr';
import type { Requests } from './requests';
import { createUserCache, swrSettings } from './swr-config';
import { useSessionRequests } from './use-session-requests';

const ApiContext = createContext<Requests | null>(null);

export function useApi(): Requests {
  const requests = useContext(ApiContext);
  if (!requests) throw new Error('useApi must be used inside ApiProvider');
  return requests;
}

export function ApiProvider({ children, baseUrl }: { children: ReactNode; baseUrl?: string }) {
  const requests = useSessionRequests(baseUrl);
  // The cache lives and dies with this provider, which the signed-in area keys by user: signing
  // out or changing user empties and closes it, so the next person on a shared tablet sees
  // nothing of the last one's data and none of it stays in memory. (React's development-only
  // second mount reopens it.)
  const [cache] = useState(createUserCache);
  useEffect(() => {
    cache.open();
    return () => {
      cache.close();
      // SWR keeps the requests the role gate preloaded (route-reads.ts) in a store of its own,
      // one for the whole page, not in this cache, and hands them to any hook with the same
      // key: unloading drops them, so the next person's pages ask for their own.
      unload({ revalidate: false });
    };
  }, [cache]);
  const settings = useMemo(() => ({ ...swrSettings(), provider: () => cache }), [cache]);
  return (
    <SWRConfig value={settings}>
      <ApiContext.Provider value={requests}>{children}</ApiContext.Provider>
    </SWRConfig>
  );
}
