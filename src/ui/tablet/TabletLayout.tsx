import { ThemeProvider } from '@mui/material/styles';
import { useCallback, useEffect } from 'react';
import { Outlet, useMatch, useNavigate } from 'react-router-dom';
import { ApiProvider } from '../../api/ApiProvider';
import { useAuthSession } from '../../auth/session';
import { tabletIdle } from '../../config/env';
import { paths } from '../../config/paths';
import { Logo } from '../Logo';
import { RoleGate } from '../RoleGate';
import { Spinner } from '../Spinner';
import { theme } from '../theme';
import { IdleReset } from './IdleReset';
import { LanguageChoice } from './LanguageChoice';
import { StaffReturn } from './StaffReturn';
import { StaffSignIn } from './StaffSignIn';
import { TabletSessionProvider, useMessages, useTabletSession } from './session';
import './tablet.css';

/**
 * Tablet mode (/welcome, /legal/:index, /intake/chat): the patient's session, in the
 * provider's signed-in session but without the provider's navigation, with its own API cache
 * (nothing the provider loaded is reachable), the language choice, the staff's way out and
 * the idle reset.
 */
export function Component() {
  return (
    <ThemeProvider theme={theme}>
      <TabletSessionProvider>
        <TabletScreen />
      </TabletSessionProvider>
    </ThemeProvider>
  );
}

function TabletScreen() {
  const { status, userId } = useAuthSession();
  const { language, reset } = useTabletSession();
  const t = useMessages().tablet;
  const navigate = useNavigate();
  const atWelcome = useMatch(paths.welcome.pattern) !== null;

  // The page's language follows the patient's choice (screen readers, hyphenation).
  useEffect(() => {
    document.documentElement.lang = language;
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [language]);

  const startOver = useCallback(() => {
    reset();
    navigate(paths.welcome.href(), { replace: true });
  }, [navigate, reset]);

  // The header's language choice; the welcome screen offers it itself, larger.
  const header = (staff: boolean) => (
    <header className="tablet-header">
      <Logo />
      {!(atWelcome && staff) && <LanguageChoice />}
      {staff && <StaffReturn />}
    </header>
  );

  if (status !== 'signed-in') {
    return (
      <div className="tablet">
        {header(false)}
        {status === 'signed-out' ? <StaffSignIn /> : <Spinner label={t.checkingSignIn} />}
      </div>
    );
  }
  // Staff's way out (and its guard on leaving) only once the provider's session is confirmed.
  return (
    <ApiProvider key={userId}>
      <RoleGate userType="provider" whenCheckFails="alert">
        <div className="tablet">
          {header(true)}
          <Outlet />
          {/* Nothing to clear on the welcome screen: it waits there for the next patient. */}
          {!atWelcome && <IdleReset {...tabletIdle} onReset={startOver} />}
        </div>
      </RoleGate>
    </ApiProvider>
  );
}
