import { useState } from 'react';
import { useSessionRequests } from '../../api/use-session-requests';
import { useAuthSession } from '../../auth/session';
import './demo-marker.css';

type ResetState = 'idle' | 'resetting' | 'failed';

/** The visible "Demo" marker, with the action that restores the sample data. */
export function DemoMarker() {
  const { status } = useAuthSession();
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
    <aside className="demo-marker" aria-label="Demo">
      <strong className="demo-marker-badge">Demo</strong>
      <span>Sample data only: nothing here reaches a real backend.</span>
      {status === 'signed-in' && (
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
