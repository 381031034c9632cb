import { ThemeProvider } from '@mui/material/styles';
import { Outlet } from 'react-router-dom';
import { ApiProvider } from '../../api/ApiProvider';
import { useAuthSession } from '../../auth/session';
import { theme } from '../../ui/theme';
import { RequireSignedIn } from './RequireSignedIn';

/** Layout of every signed-in route: the guard, the API and the component theme. */
export function Component() {
  const { userId } = useAuthSession();
  return (
    <RequireSignedIn>
      <ApiProvider key={userId}>
        <ThemeProvider theme={theme}>
          <Outlet />
        </ThemeProvider>
      </ApiProvider>
    </RequireSignedIn>
  );
}
