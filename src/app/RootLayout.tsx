import { Outlet } from 'react-router-dom';
import { GlobalLayout } from '../ui/GlobalLayout';
import { useRouteTitle } from './route-title';

export function RootLayout() {
  useRouteTitle();
  return (
    <GlobalLayout>
      <Outlet />
    </GlobalLayout>
  );
}
