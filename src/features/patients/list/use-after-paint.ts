import { startTransition, useCallback, useEffect, useRef } from 'react';

/**
 * `apply`, called once the browser has painted the next frame, in a transition; a newer call
 * before then replaces the older. The filter box's own transition (ui/list/FilterBox.tsx) may
 * still render before the frame that shows the key, and the list of 100,000 patients would then
 * hold that frame back past the keystroke budget (docs/architecture.md, "Budgets"): after the
 * paint, the key shows first.
 */
export function useAfterPaint<T>(apply: (value: T) => void): (value: T) => void {
  const pending = useRef<{ frame: number; timer?: ReturnType<typeof setTimeout> }>(undefined);
  const cancel = useCallback(() => {
    if (!pending.current) return;
    cancelAnimationFrame(pending.current.frame);
    clearTimeout(pending.current.timer);
    pending.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);
  return useCallback(
    (value: T) => {
      cancel();
      const next: { frame: number; timer?: ReturnType<typeof setTimeout> } = {
        // A frame's callbacks run just before it paints; a task queued there runs after.
        frame: requestAnimationFrame(() => {
          next.timer = setTimeout(() => {
            pending.current = undefined;
            startTransition(() => apply(value));
          });
        }),
      };
      pending.current = next;
    },
    [apply, cancel],
  );
}
