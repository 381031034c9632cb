import { Outlet } from 'react-router-dom';
import { useEndOfSession } from '../session/session';
import { GlobalLayout } from '../ui/GlobalLayout';
import { useRouteTitle } from './route-title';

export function RootLayout() {
  useRouteTitle();
  useEndOfSession();
  return (
    <GlobalLayout>
      <Outlet />
    </GlobalLayout>
  );
}
