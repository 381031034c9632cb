/**
 * A page the browser restores from its back-forward cache comes back as it was left: its
 * screens, their patient data and the session's state in memory, signed in, even where the
 * session has ended since (signed out in a later page of the tab, logged off by the clock while
 * the page was cached, or at the sign-in service). Such a page is hidden at once and loaded
 * afresh, so nothing signed in shows until the sign-in service (or the demo's session store,
 * which signing out empties) has confirmed the session (docs/architecture.md, "Sessions").
 * The page is also served `Cache-Control: no-store` (scripts/security-headers.mjs), which some
 * browsers honour in that cache too; Chromium restores such a page all the same.
 */
export function reloadWhenRestored(
  page: Pick<Window, 'addEventListener' | 'document' | 'location'> = window,
): void {
  page.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    page.document.documentElement.hidden = true;
    page.location.reload();
  });
}
