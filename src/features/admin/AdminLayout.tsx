import Box from '@mui/material/Box';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useWhoami } from '../../api/resources';
import { AreaLayout } from '../../ui/AreaLayout';
import { RetryAlert } from '../../ui/RetryAlert';
import { SideNav } from '../../ui/SideNav';
import { Spinner } from '../../ui/Spinner';
import { SignOutButton } from '../auth/SignOutButton';

export const WHOAMI_FATAL = 'A fatal error has occured.';

/** /d/admin: superusers only (spec sections 2 and 4). */
export function Component() {
  const whoami = useWhoami();
  if (whoami.error) {
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', my: 6 }}>
        <RetryAlert message={WHOAMI_FATAL} onRetry={whoami.retry} />
      </Box>
    );
  }
  if (!whoami.data) return <Spinner label="Checking your access" />;
  if (whoami.data.user_type !== 'superuser') return <Navigate to={paths.signedIn.href()} replace />;
  return (
    <AreaLayout
      actions={<SignOutButton size="small" />}
      nav={
        <SideNav
          label="Administration"
          items={[
            { label: 'Home', to: paths.admin.root.href(), end: true },
            { label: 'Organizations', to: paths.admin.organizations.href() },
          ]}
        />
      }
    >
      <Outlet />
    </AreaLayout>
  );
}
