import { useLayoutEffect } from 'react';
import { pageTitle } from '../config/env';

/*
 * The tab's title, "<product> - <title>". The route names it (usePageTitle, called by the
 * root); an area may name it over the route (useAreaTitle: the patient tablet, in the
 * patient's language, whatever it shows: a screen, a spinner, an error); a screen may name it
 * itself (useScreenTitle), and while that screen is shown its title wins. React runs a child's
 * effects before its parent's, so the root's effect would write over the screen's on every
 * navigation: each records its title, and the tab shows the one that wins. Layout effects, so
 * the title changes in the same commit as the screen it names: a passive effect may run after
 * the new screen is already on show (and read by assistive technology) under the old title.
 */
const titles: Record<'route' | 'area' | 'screen', string | null> = {
  route: null,
  area: null,
  screen: null,
};

function showTitle(): void {
  const title = titles.screen ?? titles.area ?? titles.route;
  if (title !== null) document.title = pageTitle(title);
}

/** Names the tab from the route (or a page outside the router), unless a screen names it. */
export function usePageTitle(title: string): void {
  useLayoutEffect(() => {
    titles.route = title;
    showTitle();
  }, [title]);
}

/**
 * Names the tab over the route's title while what calls it shows. A new title overwrites the
 * old; it is cleared only when that goes, so a change of title never shows the route's
 * (English, on the tablet) in between.
 */
function useTitleOverRoute(over: 'area' | 'screen', title: string): void {
  useLayoutEffect(
    () => () => {
      titles[over] = null;
      showTitle();
    },
    [over],
  );
  useLayoutEffect(() => {
    titles[over] = title;
    showTitle();
  }, [over, title]);
}

/** Names the tab over its route's title while the area shows, unless a screen names it. */
export function useAreaTitle(title: string): void {
  useTitleOverRoute('area', title);
}

/** Names the tab from the screen shown, over its route's title, until the screen goes. */
export function useScreenTitle(title: string): void {
  useTitleOverRoute('screen', title);
}
