import { ThemeProvider } from '@mui/material/styles';
import { Outlet } from 'react-router-dom';
import { ApiProvider } from '../../api/ApiProvider';
import { useAuthSession } from '../../auth/session';
import { idleTimings } from '../../config/env';
import { IdleLogoff } from '../../ui/IdleLogoff';
import { theme } from '../../ui/theme';
import { RequireSignedIn } from './RequireSignedIn';

/** Layout of every signed-in route: the guard, the API, the component theme and automatic logoff. */
export function Component() {
  const { userId } = useAuthSession();
  return (
    <RequireSignedIn>
      <ApiProvider key={userId}>
        <ThemeProvider theme={theme}>
          <Outlet />
          <IdleLogoff {...idleTimings} />
        </ThemeProvider>
      </ApiProvider>
    </RequireSignedIn>
  );
}
