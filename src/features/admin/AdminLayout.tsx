import { Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { AreaLayout } from '../../ui/AreaLayout';
import { RoleGate } from '../../ui/RoleGate';
import { SideNav } from '../../ui/SideNav';
import { SignOutButton } from '../../ui/SignOutButton';

/** /d/admin: superusers only; a failed check shows the spec's fatal alert (sections 2, 4, 8). */
export function Component() {
  return (
    <RoleGate userType="superuser" whenCheckFails="alert">
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
    </RoleGate>
  );
}
