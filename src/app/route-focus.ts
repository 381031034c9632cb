import { useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to settle on its heading (its data loading). */
const HEADING_WAIT_MS = 15_000;

/**
 * Whether focus is still to be placed on the new page: it is nowhere, or still on what had it
 * when the address changed (the link that was pressed, in the navigation or in a page that
 * stays, as a step's "next"). A page that puts focus somewhere itself (the chat's question, a
 * dialog, a field) has moved it.
 */
function isUnplaced(focused: Element | null, before: Element | null): boolean {
  return (
    focused === null || focused === document.body || !focused.isConnected || focused === before
  );
}

/**
 * After a move to another page (a link, a save, a sign-in), focus goes to the new page's
 * heading (`main h1`), so a keyboard or screen-reader user starts reading where the page
 * starts instead of from the body or the link that was pressed (WCAG 2.4.3). A page
 * that places focus itself keeps it. A heading that comes with the page's data is waited for,
 * and one drawn anew as the data comes (a loading state's heading replaced) takes focus over,
 * until the person or the page moves it on. The first page of a visit is left to the browser.
 */
export function useFocusOnRouteChange(): void {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  // Where focus was as the new address rendered: before the new page's effects could move it.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read anew for each address
  const before = useMemo(() => document.activeElement, [pathname]);

  // A layout effect: focus moves in the commit that shows the page, not a frame after it.
  useLayoutEffect(() => {
    const first = shown.current === null;
    shown.current = pathname;
    if (first) return;
    let placed: HTMLElement | null = null;
    /** Moves focus to the heading while it has none to keep; true once it is left alone. */
    const focusHeading = (): boolean => {
      const focused = document.activeElement;
      const lost = focused === null || focused === document.body || !focused.isConnected;
      if (placed ? !lost : !isUnplaced(focused, before)) return focused !== placed;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      placed = heading;
      // Without a scroll of its own, focus needs no layout: the page's layout is left to the
      // frame that draws it, not forced in the task that renders it (on the patient form, a
      // task over 50 ms at 4x CPU slowdown; docs/architecture.md, "Budgets"). The new page
      // starts at its top, where its heading is, as focus's own scroll had it; a scroll to
      // (0, 0) needs no layout either.
      heading.focus({ preventScroll: true });
      window.scrollTo(0, 0);
      return false;
    };
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    // Focus the person (or the page) moves anywhere else, the navigation too, is left there.
    const movedOn = (event: FocusEvent) => {
      if (event.target !== placed) stop();
    };
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      document.removeEventListener('focusin', movedOn);
      clearTimeout(timer);
    }
    if (focusHeading()) {
      stop();
      return;
    }
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', movedOn);
    return stop;
  }, [pathname, before]);
}
