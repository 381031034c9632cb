import { useLayoutEffect, useRef } from 'react';

/**
 * What fades an element in over `ms` as it mounts: its ref. The element is laid out transparent
 * first, then made opaque, so the change runs the transition; set on the element itself, not
 * through state, so the fade costs no second render. None where the reader prefers reduced
 * motion: it shows at once.
 */
export function useFadeIn<Element extends HTMLElement>(ms: number) {
  const ref = useRef<Element>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    element.style.opacity = '0';
    element.style.transition = `opacity ${ms}ms cubic-bezier(0.4, 0, 0.2, 1)`;
    element.getBoundingClientRect();
    element.style.opacity = '1';
  }, [ms]);
  return { ref };
}
