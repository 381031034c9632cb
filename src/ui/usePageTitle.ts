import { useEffect } from 'react';
import { pageTitle } from '../config/env';

/*
 * The tab's title, "<product> - <title>". The route names it (usePageTitle, called by the
 * root); a screen may name it itself (useScreenTitle: the patient tablet, in the patient's
 * language), and while that screen is shown its title wins. React runs a child's effects
 * before its parent's, so the root's effect would write over the screen's on every
 * navigation: the root's records its title and writes it only when no screen names the tab.
 */
let routeTitle: string | null = null;
let screenTitle: string | null = null;

/** Names the tab from the route (or a page outside the router), unless a screen names it. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    routeTitle = title;
    if (screenTitle === null) document.title = pageTitle(title);
  }, [title]);
}

/** Names the tab from the screen shown, over its route's title, until the screen goes. */
export function useScreenTitle(title: string): void {
  useEffect(() => {
    screenTitle = title;
    document.title = pageTitle(title);
    return () => {
      screenTitle = null;
      if (routeTitle !== null) document.title = pageTitle(routeTitle);
    };
  }, [title]);
}
