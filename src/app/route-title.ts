import { useMatches } from 'react-router-dom';
import { usePageTitle } from '../ui/usePageTitle';

export interface RouteHandle {
  title?: string;
  /** The route's layout draws the page's banner, navigation and main itself (ui/Main.tsx). */
  landmarks?: boolean;
}

/** Keeps document.title at "<product> - <title>" of the deepest route that names one. */
export function useRouteTitle(): void {
  const matches = useMatches();
  const titled = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title);
  usePageTitle((titled?.handle as RouteHandle | undefined)?.title ?? 'Home');
}
