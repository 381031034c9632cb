import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { Logo } from './Logo';
import { Main, MAIN_ID } from './Main';
import { RoleGate, type AccessCheckFailure } from './RoleGate';
import { SavedStatus } from './SavedStatus';
import { SideNav, type SideNavItem } from './SideNav';
import { SignOutButton } from './SignOutButton';
import { SkipLink } from './SkipLink';

/**
 * A signed-in area for one kind of user: the role gate, then the page's landmarks: a banner
 * (the way past it, the logo and sign-out), the area's navigation, and the main landmark with
 * the active page and what the last save said (issue 25). Below the md breakpoint (a narrow
 * window, 200 % zoom) the navigation sits above the page instead of beside it. The page's
 * data, named by its route's loader, loads beside the role check (RoleGate).
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
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          pb: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <SkipLink target={MAIN_ID} />
        <Logo />
        <SignOutButton size="small" />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, pt: 2 }}>
        <Box className="no-print">
          <SideNav label={navLabel} items={navItems} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Main>
            <SavedStatus />
            <Outlet />
          </Main>
        </Box>
      </Box>
    </RoleGate>
  );
}
