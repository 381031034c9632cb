/** Keyboard-only helpers for the walks (keyboard-walks.spec.ts): where focus is, and Tab to a name. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The focused element, as a person hears it: its role-ish tag and accessible name. */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    const labelled = element.getAttribute('aria-labelledby');
    const name =
      element.getAttribute('aria-label') ??
      (labelled
        ? labelled
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
            .join(' ')
        : null) ??
      ((element as HTMLInputElement).labels?.[0]?.textContent?.trim() ||
        element.textContent?.trim() ||
        '');
    return `${element.tagName.toLowerCase()}: ${name.replace(/\s+/g, ' ')}`;
  });
}

/** Waits until focus is on the page's heading `name` (level 1), as after a change of page. */
export async function expectFocusOnHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
}

/** Presses Tab (Shift+Tab with `back`) until focus is on `target`; the stops on the way. */
export async function tabTo(
  page: Page,
  target: string | RegExp,
  { back = false, limit = 60 } = {},
): Promise<string[]> {
  const stops: string[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const at = await focused(page);
    stops.push(at);
    if (typeof target === 'string' ? at === target : target.test(at)) return stops;
  }
  throw new Error(`Tab never reached ${String(target)}: ${stops.join(' → ')}`);
}
