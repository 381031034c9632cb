import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useWhoami } from '../../api/resources';
import { AreaLayout } from '../../ui/AreaLayout';
import { SideNav } from '../../ui/SideNav';
import { Spinner } from '../../ui/Spinner';
import { SignOutButton } from '../auth/SignOutButton';

/** /d/providers/dashboard: providers only; anyone else, or a failed check, goes to /d. */
export function Component() {
  const whoami = useWhoami();
  if (whoami.error) {
    return <Navigate to={paths.signedIn.href()} replace state={{ accessCheckFailed: true }} />;
  }
  if (!whoami.data) return <Spinner label="Checking your access" />;
  if (whoami.data.user_type !== 'provider') return <Navigate to={paths.signedIn.href()} replace />;
  return (
    <AreaLayout
      actions={<SignOutButton size="small" />}
      nav={
        <SideNav
          label="Dashboard"
          items={[{ label: 'All Patients', to: paths.dashboard.patients.href() }]}
        />
      }
    >
      <Outlet />
    </AreaLayout>
  );
}
