import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Requests } from './requests';
import { createUserCache, swrSettings } from './swr-config';
import { useSessionRequests } from './use-session-requests';

const RequestsContext = createContext<Requests | null>(null);

export function useApi(): Requests {
  const requests = useContext(RequestsContext);
  if (!requests) throw new Error('useApi must be used inside ApiProvider');
  return requests;
}

export function ApiProvider({ children, baseUrl }: { children: ReactNode; baseUrl?: string }) {
  const requests = useSessionRequests(baseUrl);
  // The cache lives and dies with this provider, which the signed-in area
  // keys by user: signing out or changing user empties and closes it, so the
  // next person on a shared tablet sees nothing of the last one's data and
  // none of it stays in memory. (React's development-only second mount reopens it.)
  const [cache] = useState(createUserCache);
  useEffect(() => {
    cache.open();
    return () => cache.close();
  }, [cache]);
  const settings = useMemo(() => ({ ...swrSettings(), provider: () => cache }), [cache]);
  return (
    <SWRConfig value={settings}>
      <RequestsContext.Provider value={requests}>{children}</RequestsContext.Provider>
    </SWRConfig>
  );
}
