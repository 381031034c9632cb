import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatch, useNavigate } from 'react-router-dom';
import { ApiProvider } from '../../api/ApiProvider';
import { useAuthSession } from '../../auth/session';
import { tabletIdle } from '../../config/env';
import { paths } from '../../config/paths';
import { Logo } from '../../ui/Logo';
import { Main } from '../../ui/Main';
import { RoleGate } from '../../ui/RoleGate';
import { Spinner } from '../../ui/Spinner';
import { useAreaTitle } from '../../ui/usePageTitle';
import { IdleReset } from './IdleReset';
import { LanguageChoice } from './LanguageChoice';
import { StaffReturn } from './StaffReturn';
import { PatientTurnProvider, useMessages, usePatientTurn } from './patient-turn';
import { showTabletLanguage } from '../../tab-memory/shown-language';
import { lockTablet } from '../../tab-memory/tablet-lock';
import { tabletTitle } from './tablet-title';
import styles from '../../ui/tablet.module.css';

// Shown only once the session has ended, like the lock screen of the other routes: loaded then.
const StaffSignIn = lazy(() =>
  import('./StaffSignIn').then(({ StaffSignIn }) => ({ default: StaffSignIn })),
);

/**
 * Tablet mode (/welcome, /legal/:index, /intake/chat): the patient's turn, in the
 * provider's signed-in session but without the provider's navigation, with its own API cache
 * (nothing the provider loaded is reachable), the language choice, the staff's way out and
 * the idle reset. Handing it over locks the app (tablet-lock.ts): every other screen asks for
 * a staff sign-in. The session's automatic logoff (app/SessionLogoff.tsx) counts here too, from
 * the last touch.
 */
export function Component() {
  return (
    <PatientTurnProvider>
      <TabletScreen />
    </PatientTurnProvider>
  );
}

function TabletScreen() {
  const { status, userId } = useAuthSession();
  const { language, reset } = usePatientTurn();
  const messages = useMessages();
  const t = messages.tablet;
  const navigate = useNavigate();
  const atWelcome = useMatch(paths.welcome.pattern) !== null;
  const { pathname } = useLocation();
  // Each reset starts the idle clock anew, on the welcome screen too.
  const [resets, setResets] = useState(0);

  // Handed over: the rest of the app is locked until a staff member signs in again.
  useEffect(() => {
    if (status === 'signed-in') lockTablet();
  }, [status]);

  // The page's language follows the patient's choice (screen readers, hyphenation).
  useEffect(() => {
    showTabletLanguage(language);
    return () => showTabletLanguage(null);
  }, [language]);
  // The tab's title too, whatever shows: a screen names it itself, over this.
  useAreaTitle(tabletTitle(pathname, language, messages));

  const startOver = useCallback(() => {
    reset();
    setResets((count) => count + 1);
    navigate(paths.welcome.href(), { replace: true });
  }, [navigate, reset]);

  // The header's language choice; the welcome screen offers it itself, larger.
  const header = (staff: boolean) => (
    <header className={styles.header}>
      <Logo />
      {!(atWelcome && staff) && <LanguageChoice />}
      {staff && <StaffReturn />}
    </header>
  );

  if (status !== 'signed-in') {
    return (
      <div className={styles.tablet}>
        {header(false)}
        <Main>
          <Suspense fallback={<Spinner label={t.checkingSignIn} />}>
            {status === 'signed-out' ? <StaffSignIn /> : <Spinner label={t.checkingSignIn} />}
          </Suspense>
        </Main>
      </div>
    );
  }
  // Staff's way out (and its guard on leaving) only once the provider's session is confirmed.
  return (
    <ApiProvider key={userId}>
      <RoleGate userType="provider" whenCheckFails="alert" words={t.accessCheck}>
        <div className={styles.tablet}>
          {header(true)}
          <Main>
            <Outlet />
            {/* On the welcome screen too: a language chosen and left clears for the next patient. */}
            <IdleReset key={resets} {...tabletIdle} onReset={startOver} />
          </Main>
        </div>
      </RoleGate>
    </ApiProvider>
  );
}
