import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { idleTimings } from '../config/env';
import { paths } from '../config/paths';
import { isTabletPath } from '../config/tablet-paths';
import { logoffTexts } from '../domain/texts/logoff';
import { useTabletLanguage } from '../tab-memory/shown-language';
import { useTabletLocked } from '../tab-memory/tablet-lock';
import { IdleLogoff } from '../ui/IdleLogoff';
import { logoffWords } from '../ui/logoff-words';
import { PreloadedIdleWarning } from '../ui/PreloadedIdleWarning';

/**
 * The session's one idle clock (docs/architecture.md, "Sessions"), above every screen: the
 * root layout's (the provider's pages, the tablet, the lock screen and their error elements)
 * and the root error element's, so no signed-in state, a not-found page or the locked tablet
 * included, outlives the logoff. On the tablet and its lock screen a patient may be the one
 * there: no warning asks her to keep the provider's session, the lock speaks her language, and
 * the session ends on the tablet's welcome screen, which then asks for staff.
 */
export function SessionLogoff({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locked = useTabletLocked();
  const language = useTabletLanguage() ?? 'en';
  const tablet = locked || isTabletPath(pathname);
  return (
    <IdleLogoff
      {...idleTimings}
      words={tablet ? logoffTexts[language] : logoffWords}
      warning={tablet ? undefined : PreloadedIdleWarning}
      signedOutTo={tablet ? paths.welcome.href() : undefined}
    >
      {children}
    </IdleLogoff>
  );
}
