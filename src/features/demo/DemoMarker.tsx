import { useCallback, useState, useSyncExternalStore } from 'react';
import type { DataRouter } from 'react-router-dom';
import { useSessionRequests } from '../../api/use-session-requests';
import { useAuthSession } from '../../auth/session';
import type { Language } from '../../domain/intake/catalog';
import { useTabletLanguage } from '../../session/shown-language';
import { useTabletLocked } from '../../session/tablet-lock';
import { isTabletPath } from '../../config/tablet-paths';
import './demo-marker.css';

type ResetState = 'idle' | 'resetting' | 'failed';

/** The marker's own words; on the patient tablet's screens, in the patient's language. */
const markerWords: Readonly<Record<Language, { badge: string; text: string }>> = {
  en: { badge: 'Demo', text: 'Sample data only: nothing here reaches a real backend.' },
  es: {
    badge: 'Demostración',
    text: 'Solo datos de ejemplo: nada de esto llega a un servidor real.',
  },
};

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
 * The visible "Demo" marker, with the action that restores the sample data. On the patient
 * tablet's screens, and on the lock every other screen shows until staff sign in again, it is
 * the marker alone, in the patient's language: nothing there is for a patient to act on.
 */
export function DemoMarker({ router }: { router: RouterLocation }) {
  const { status } = useAuthSession();
  const pathname = usePathname(router);
  const locked = useTabletLocked();
  const patientFacing = locked || isTabletPath(pathname);
  const tabletLanguage = useTabletLanguage();
  const words = markerWords[(patientFacing && tabletLanguage) || 'en'];
  const requests = useSessionRequests();
  const [reset, setReset] = useState<ResetState>('idle');

  async function resetDemoData() {
    if (!window.confirm('Reset the demo data? Every change made in this demo is lost.')) return;
    setReset('resetting');
    try {
      await requests.resetDemoData();
      // Everything on screen and in the signed-in area's cache came from the old data.
      window.location.reload();
    } catch {
      setReset('failed');
    }
  }

  return (
    <aside className="demo-marker" aria-label={words.badge}>
      <strong className="demo-marker-badge">{words.badge}</strong>
      <span>{words.text}</span>
      {status === 'signed-in' && !patientFacing && (
        <button
          type="button"
          className="demo-marker-reset"
          onClick={() => void resetDemoData()}
          disabled={reset === 'resetting'}
        >
          {reset === 'resetting' ? 'Resetting…' : 'Reset demo data'}
        </button>
      )}
      <span role="status" className="demo-marker-status">
        {reset === 'failed' && 'The demo data could not be reset. Try again.'}
      </span>
    </aside>
  );
}
