import { lazy } from 'react';

// The warning's code is fetched as soon as a signed-in page has loaded, not when the warning
// is due: by then the network may be gone (docs/architecture.md, "Security"). It is out of the
// page's first render, but counts in every signed-in screen's JS budget
// (e2e/route-budget.spec.ts). A fetch that failed is made again when the warning is due.
const load = () => import('./IdleWarning').then(({ IdleWarning }) => ({ default: IdleWarning }));
let preloaded = load();

/** The warning before the automatic logoff, its code already in the page. */
export const PreloadedIdleWarning = lazy(() => preloaded.catch(() => (preloaded = load())));
