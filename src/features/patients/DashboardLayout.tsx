import { Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { AreaLayout } from '../../ui/AreaLayout';
import { RoleGate } from '../../ui/RoleGate';
import { SideNav } from '../../ui/SideNav';
import { SignOutButton } from '../../ui/SignOutButton';

/** /d/providers/dashboard: providers only; anyone else, or a failed check, goes to /d. */
export function Component() {
  return (
    <RoleGate userType="provider" whenCheckFails="redirect">
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
    </RoleGate>
  );
}
