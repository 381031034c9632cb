import { Outlet } from 'react-router-dom';
import { Logo } from './Logo';
import { Main, MAIN_ID } from './Main';
import { RoleGate, type AccessCheckFailure } from './RoleGate';
import { SavedStatus } from './SavedStatus';
import { SideNav, type SideNavItem } from './SideNav';
import { SignOutButton } from './SignOutButton';
import { SkipLink } from './SkipLink';
import styles from './AreaLayout.module.css';

/**
 * A signed-in area for one kind of user: the role gate, then the page's landmarks: a banner
 * (the way past it, the logo and sign-out), the area's navigation, and the main landmark with
 * the active page and what the last save said. Below the md breakpoint (a narrow
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
      <header className={`${styles.banner} no-print`}>
        <SkipLink target={MAIN_ID} />
        <Logo />
        <SignOutButton size="small" />
      </header>
      <div className={styles.body}>
        <div className="no-print">
          <SideNav label={navLabel} items={navItems} />
        </div>
        <div className={styles.page}>
          <Main>
            <SavedStatus />
            <Outlet />
          </Main>
        </div>
      </div>
    </RoleGate>
  );
}
