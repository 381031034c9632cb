import { useCallback, useState, useSyncExternalStore } from 'react';
import type { DataRouter } from 'react-router-dom';
import { useAuthSession } from '../../auth/session';
import { demoMarkerTexts } from '../../domain/texts/demo-marker';
import { useTabletLanguage } from '../../tab-memory/shown-language';
import { useTabletLocked } from '../../tab-memory/tablet-lock';
import { isTabletPath } from '../../config/tablet-paths';
import styles from './demo-marker.module.css';
import { Button } from '../../ui/Button';

/** What the marker needs of the app's router, above which it sits: where the app is. */
type RouterLocation = Pick<DataRouter, 'state' | 'subscribe'>;

function usePathname(router: RouterLocation): string {
  const subscribe = useCallback(
    (changed: () => void) => router.subscribe(() => changed()),
    [router],
  );
  return useSyncExternalStore(subscribe, () => router.state.location.pathname);
}

/**
 * The visible "Demo" marker, with the action that restores the sample data where the demo owns
 * it (the in-browser mock API: `onReset`). Over HTTP the data is the mock API server's, and the
 * backend's contract has no call to reset it, so nothing is offered. On the patient tablet's
 * screens, and on the lock every other screen shows until staff sign in again, it is the marker
 * alone, in the patient's language: nothing there is for a patient to act on.
 */
export function DemoMarker({
  router,
  onReset,
}: {
  router: RouterLocation;
  /** Restores the in-browser demo's sample data; none when the data is not the browser's. */
  onReset?: () => void;
}) {
  const { status } = useAuthSession();
  const pathname = usePathname(router);
  const locked = useTabletLocked();
  const patientFacing = locked || isTabletPath(pathname);
  const tabletLanguage = useTabletLanguage();
  const language = (patientFacing && tabletLanguage) || 'en';
  const words = demoMarkerTexts[language];

  // The bar says which language it speaks: it sits above the page, whose language (the
  // patient's, on the tablet) may not be its own (WCAG 3.1.2). Staff's reset, in English,
  // shows only where the bar is English.
  return (
    <aside className={styles.marker} aria-label={words.badge} lang={language}>
      <strong className={styles.badge}>{words.badge}</strong>
      <span>{words.text}</span>
      {onReset && status === 'signed-in' && !patientFacing && <ResetDemoData onReset={onReset} />}
    </aside>
  );
}

/** "Reset demo data": restores the samples, then reloads what is on screen. */
function ResetDemoData({ onReset }: { onReset: () => void }) {
  const [resetting, setResetting] = useState(false);

  function resetDemoData() {
    if (!window.confirm('Reset the demo data? Every change made in this demo is lost.')) return;
    setResetting(true);
    onReset();
    // Everything on screen and in the signed-in area's cache came from the old data.
    window.location.reload();
  }

  return (
    <Button
      variant="outlined"
      size="small"
      color="inherit"
      className={styles.reset}
      onClick={resetDemoData}
      busy={resetting}
    >
      {resetting ? 'Resetting…' : 'Reset demo data'}
    </Button>
  );
}
