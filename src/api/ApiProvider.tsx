import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { config } from '../config/env';
import { useAuthSession } from '../auth/session';
import { createApiClient } from './client';
import { createRequests, type Requests } from './requests';
import { swrSettings } from './swr-config';

const RequestsContext = createContext<Requests | null>(null);

export function useApi(): Requests {
  const requests = useContext(RequestsContext);
  if (!requests) throw new Error('useApi must be used inside ApiProvider');
  return requests;
}

export function ApiProvider({
  children,
  baseUrl = config.mode === 'misconfigured' ? '' : config.apiBaseUrl,
}: {
  children: ReactNode;
  baseUrl?: string;
}) {
  const session = useAuthSession();
  const { getToken, signOut } = session;
  const requests = useMemo(
    () =>
      createRequests(createApiClient({ baseUrl, getToken, onUnauthorized: () => void signOut() })),
    [baseUrl, getToken, signOut],
  );
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
