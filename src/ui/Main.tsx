import { createContext, useContext, type ReactNode } from 'react';

const InsideMain = createContext(false);

/** The id of every page's main landmark: the skip link's target. */
export const MAIN_ID = 'main';

/**
 * The page's one `<main>` landmark. A layout with a banner and navigation of its own (an
 * area's AreaLayout) puts it around its page alone; every other page gets it from the root
 * layout. A screen that can show on either side (an error page, a lock) asks for one too, and
 * gets it only where none is open yet: a page has exactly one main, and its header and
 * navigation sit outside it (WCAG 1.3.1, 2.4.1).
 */
export function Main({ children }: { children: ReactNode }) {
  if (useContext(InsideMain)) return children;
  return (
    <InsideMain.Provider value={true}>
      {/* tabIndex -1: the skip link moves focus here. */}
      <main id={MAIN_ID} tabIndex={-1} className="page-main">
        {children}
      </main>
    </InsideMain.Provider>
  );
}
