import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import type { Requests } from './requests';
import { swrSettings } from './swr-config';
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
  // keys by user: signing out or changing user drops every cached response,
  // so the next person on a shared tablet sees nothing of the last one's data.
  const [cache] = useState<Cache>(() => new Map());
  const settings = useMemo(() => ({ ...swrSettings(), provider: () => cache }), [cache]);
  return (
    <SWRConfig value={settings}>
      <RequestsContext.Provider value={requests}>{children}</RequestsContext.Provider>
    </SWRConfig>
  );
}
