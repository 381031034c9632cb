import type { Page } from '@playwright/test';

/** The paths under `prefix` the page asks from now on, as the browser sends them (resolved). */
export function pathsAsked(page: Page, prefix: string): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(prefix)) asked.push(pathname);
  });
  return asked;
}
