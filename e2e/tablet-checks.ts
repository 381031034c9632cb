/**
 * What every patient tablet screen is checked for at 768x1024 with touch: axe, touch targets
 * of at least 48x48 px (on the tablet's own screens and dialogs, and in the demo build's bar
 * above them, which offers a patient nothing to act on), text of at least 18 px (on the
 * tablet's own screens and dialogs: the bar's text is the demo's), no sideways scrolling and
 * no link that leaves the app or opens another tab.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures';

const MIN_TARGET = 48;

/**
 * The tablet's own screens and dialogs: the page's banner (logo, language, staff's way out) and
 * main region (on a tablet screen, the tablet and nothing else) and any dialog. Hidden ones too: an open dialog hides the page from
 * assistive technology, but not from the patient's eyes and fingers.
 */
const tabletScreens = (page: Page): Locator =>
  page
    .getByRole('main', { includeHidden: true })
    .or(page.getByRole('banner', { includeHidden: true }))
    .or(page.getByRole('dialog', { includeHidden: true }));

/** The demo build's bar above them. */
const demoBar = (page: Page): Locator =>
  page.getByRole('complementary', { name: 'Demo', includeHidden: true });

/**
 * Every control of the tablet's screens and dialogs, and of the demo bar above them, smaller
 * than 48x48 px, with its size.
 */
async function smallTargets(page: Page): Promise<string[]> {
  const screensAndBar = tabletScreens(page).or(demoBar(page));
  return screensAndBar.evaluateAll((roots, min) => {
    const controls =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="switch"]';
    const small: string[] = [];
    for (const root of roots) {
      for (const control of root.querySelectorAll<HTMLElement>(controls)) {
        const style = getComputedStyle(control);
        const box = control.getBoundingClientRect();
        if (style.visibility === 'hidden' || style.display === 'none' || box.width === 0) continue;
        if (box.width < min || box.height < min) {
          const name = control.getAttribute('aria-label') ?? control.textContent?.trim();
          small.push(
            `${control.tagName} "${name}": ${box.width.toFixed(1)}x${box.height.toFixed(1)}`,
          );
        }
      }
    }
    return small;
  }, MIN_TARGET);
}

/** Every piece of text on the tablet's screens and dialogs set below 18 px, with its size. */
async function smallText(page: Page): Promise<string[]> {
  return tabletScreens(page).evaluateAll((roots) => {
    const small: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement!;
        const size = parseFloat(getComputedStyle(element).fontSize);
        if (node.textContent!.trim() && element.getClientRects().length > 0 && size < 18) {
          small.push(`"${node.textContent!.trim().slice(0, 40)}": ${size} px`);
        }
      }
    }
    return small;
  });
}

/** Every link on the page that leaves the app or opens another tab or window. */
async function linksOut(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((link) => link.origin !== window.location.origin || link.target !== '')
      .map((link) => `"${link.textContent?.trim()}": ${link.href} ${link.target}`),
  );
}

/**
 * axe, the touch targets, body text of 18 px, no sideways scrolling, no link out of the app
 * and nothing in the demo bar for a patient to act on, on the screen as it is.
 */
export async function checkScreen(page: Page) {
  await expectAccessible(page);
  expect(await smallTargets(page)).toEqual([]);
  expect(await linksOut(page)).toEqual([]);
  await expect(page.getByRole('complementary', { name: 'Demo' }).getByRole('button')).toHaveCount(
    0,
  );
  expect(await smallText(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

/** Staff take the tablet back: its way out, then its confirmation, in either language. */
export async function staffTakesTabletBack(page: Page) {
  await page
    .getByRole('button', { name: /^(Staff: return to dashboard|Personal: volver al panel)$/ })
    .tap();
  await page.getByRole('button', { name: /^(Return to dashboard|Volver al panel)$/ }).tap();
}
