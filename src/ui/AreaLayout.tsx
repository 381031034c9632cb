import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { Logo } from './Logo';
import { RoleGate, type AccessCheckFailure } from './RoleGate';
import { SideNav, type SideNavItem } from './SideNav';
import { SignOutButton } from './SignOutButton';

/**
 * A signed-in area for one kind of user: the role gate, then a header with the logo and
 * sign-out, the area's left navigation and the active page. The page's data, named by its
 * route's loader, loads beside the role check (RoleGate).
 */
export function AreaLayout({
  userType,
  whenCheckFails,
  navLabel,
  navItems,
}: {
  userType: string;
  whenCheckFails: AccessCheckFailure;
  navLabel: string;
  navItems: SideNavItem[];
}) {
  return (
    <RoleGate userType={userType} whenCheckFails={whenCheckFails}>
      <Box
        component="header"
        className="no-print"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          pb: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Logo />
        <SignOutButton size="small" />
      </Box>
      <Box sx={{ display: 'flex', gap: 3, pt: 2 }}>
        <Box className="no-print">
          <SideNav label={navLabel} items={navItems} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    </RoleGate>
  );
}
