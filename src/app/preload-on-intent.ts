/**
 * A screen's code starts to load when the provider shows the intent to open it: the pointer
 * comes onto a link to it, or the link takes focus (docs/architecture.md, "Budgets"). Each
 * matched route's module is asked for once, through the route's own `lazy`, so the router
 * later finds it loaded; the module carries the route's loader (docs/adr/0003-route-loaders.md).
 * Only code: the screen's data is read when it opens, so a record is never fetched for a
 * pointer passing over its row.
 */
import { useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

type Lazy = () => unknown;

/** Loads the modules of the routes `pathname` matches, each once per `asked`. */
export function preloadRoute(routes: RouteObject[], pathname: string, asked: Set<Lazy>): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const lazy = route.lazy;
    if (typeof lazy !== 'function' || asked.has(lazy)) continue;
    asked.add(lazy);
    // The route's lazy turns a failed import into a screen that says so; nothing to catch here.
    void lazy();
  }
}

/** Calls `preload` with the path of a link on this origin the pointer enters or focus reaches. */
export function usePreloadOnIntent(preload: (pathname: string) => void): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) {
        preload(link.pathname);
      }
    };
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [preload]);
}
