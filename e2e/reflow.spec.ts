/**
 * Reflow (WCAG 1.4.10): every screen at 320 px wide and at 720x450 (1440x900 at
 * 200 % zoom) scrolls only up and down, and no text column is narrower than its longest word
 * (a word broken over lines), except a word about as wide as the page itself (a long email).
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openScreen, screens } from './screens';

const sizes = [
  { width: 720, height: 450 },
  { width: 320, height: 640 },
];

/** Words drawn on more than one line, where the page had room for them whole. */
async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    // The widest a column can be: the page's main region, less a row's inset (1 rem a side).
    const inset = 2 * parseFloat(getComputedStyle(document.documentElement).fontSize);
    const room = (document.querySelector('main')?.clientWidth ?? window.innerWidth) - inset;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || parent.closest('[aria-hidden="true"], script, style')) continue;
      // A hyphen or a slash is a place to break a line (Unicode's line breaking), as a space is.
      for (const match of text.matchAll(/[^\s/-]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        const width = [...range.getClientRects()].reduce((sum, rect) => sum + rect.width, 0);
        if (lines.size > 1 && width < room) {
          broken.push(
            `"${match[0]}" in <${parent.tagName.toLowerCase()}> ${Math.round(parent.getBoundingClientRect().width)} px wide`,
          );
        }
      }
    }
    return broken;
  });
}

/** Fails with what does not reflow at the page's present size. */
async function expectReflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page scrolls sideways by').toBeLessThanOrEqual(0);
  expect(await brokenWords(page)).toEqual([]);
}

for (const screen of screens) {
  test(`${screen.name} reflows at 720x450 and at 320 px`, async ({ page }) => {
    for (const [index, size] of sizes.entries()) {
      await page.setViewportSize(size);
      if (index === 0) await openScreen(page, screen);
      // For a person to look at: `REFLOW_SHOTS=1 npx playwright test reflow`.
      if (process.env.REFLOW_SHOTS) {
        await page.screenshot({
          path: `test-results/reflow/${size.width}-${screen.name.replaceAll(' ', '-')}.png`,
          fullPage: true,
        });
      }
      await test.step(`${size.width}x${size.height}`, () => expectReflow(page));
    }
  });
}

for (const name of ['patient list', 'organizations']) {
  test(`at 200 % zoom the ${name} passes axe`, async ({ page }) => {
    await page.setViewportSize(sizes[0]!);
    await openScreen(
      page,
      screens.find((s) => s.name === name)!,
    );
    await expectAccessible(page);
  });
}
