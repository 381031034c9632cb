import { Outlet, useMatches } from 'react-router-dom';
import { useEndOfSession } from '../tab-memory/session-end';
import { GlobalLayout } from '../ui/GlobalLayout';
import { Main } from '../ui/Main';
import { usePreloadOnIntent } from './preload-on-intent';
import { SessionLogoff } from './SessionLogoff';
import { useFocusOnRouteChange } from './route-focus';
import { useRouteTitle, type RouteHandle } from './route-title';

/** `preload`: loads the screen of a path ahead of its opening (app/preload-on-intent.ts). */
export function RootLayout({ preload }: { preload: (pathname: string) => void }) {
  useRouteTitle();
  usePreloadOnIntent(preload);
  useEndOfSession();
  useFocusOnRouteChange();
  // An area with its own banner and navigation puts the main landmark around its page alone.
  const ownLandmarks = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.landmarks);
  return (
    <GlobalLayout>
      <SessionLogoff>
        {ownLandmarks ? (
          <Outlet />
        ) : (
          <Main>
            <Outlet />
          </Main>
        )}
      </SessionLogoff>
    </GlobalLayout>
  );
}
