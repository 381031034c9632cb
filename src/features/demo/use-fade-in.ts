import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';

/**
 * What fades an element in over `ms` as it mounts: its ref and style, transparent as it is first
 * laid out, then opaque through a transition. None where the reader prefers reduced motion: it
 * shows at once.
 */
export function useFadeIn<Element extends HTMLElement>(ms: number) {
  const ref = useRef<Element>(null);
  const [reduced] = useState(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => {
    // Laid out transparent first, so the change to opaque runs the transition.
    ref.current?.getBoundingClientRect();
    setShown(true);
  }, []);
  const style: CSSProperties | undefined = reduced
    ? undefined
    : { opacity: shown ? 1 : 0, transition: `opacity ${ms}ms cubic-bezier(0.4, 0, 0.2, 1)` };
  return { ref, style };
}
