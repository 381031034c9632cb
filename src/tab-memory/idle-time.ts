import { useCallback, useEffect, useRef, useState } from 'react';

/** What counts as the person being there. */
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const TICK_MS = 1_000;

/**
 * Milliseconds since the last input on the page, updated every second, from when the
 * component mounts. Input stops counting once `inputCountsForMs` have passed without any:
 * from then on (a warning is showing) only `restart`, its button, starts the clock again.
 */
export function useIdleTime(
  inputCountsForMs: number,
  /** Runs on the tick that reaches `afterMs` (outside rendering, while the page is still there). */
  timeUp?: { afterMs: number; run: () => void },
): { idleMs: number; restart: () => void } {
  const lastActivity = useRef(0);
  const [idleMs, setIdleMs] = useState(0);
  const timeUpRef = useRef(timeUp);
  useEffect(() => {
    timeUpRef.current = timeUp;
  });

  useEffect(() => {
    lastActivity.current = Date.now();
    const active = () => {
      const now = Date.now();
      if (now - lastActivity.current < inputCountsForMs) lastActivity.current = now;
    };
    for (const type of ACTIVITY) document.addEventListener(type, active, { passive: true });
    const timer = setInterval(() => {
      const idle = Date.now() - lastActivity.current;
      setIdleMs(idle);
      if (timeUpRef.current && idle >= timeUpRef.current.afterMs) timeUpRef.current.run();
    }, TICK_MS);
    return () => {
      for (const type of ACTIVITY) document.removeEventListener(type, active);
      clearInterval(timer);
    };
  }, [inputCountsForMs]);

  const restart = useCallback(() => {
    lastActivity.current = Date.now();
    setIdleMs(0);
  }, []);

  return { idleMs, restart };
}

/** "2:05": what is left of a countdown, in minutes and seconds. */
export function minutesAndSeconds(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1_000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
