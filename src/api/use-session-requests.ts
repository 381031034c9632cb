import { useMemo } from 'react';
import { useAuthSession } from '../auth/session';
import { config } from '../config/env';
import { createApiClient } from './client';
import { createRequests, type Requests } from './requests';

const configuredBaseUrl = config.mode === 'misconfigured' ? '' : config.apiBaseUrl;

/**
 * The backend calls, authenticated as the person signed in now. The one place
 * the fetcher is wired to the auth session: the signed-in area's provider and
 * the demo bar (which sits outside it) both use it.
 */
export function useSessionRequests(baseUrl = configuredBaseUrl): Requests {
  const { getToken, signOut } = useAuthSession();
  return useMemo(
    () =>
      createRequests(createApiClient({ baseUrl, getToken, onUnauthorized: () => void signOut() })),
    [baseUrl, getToken, signOut],
  );
}
