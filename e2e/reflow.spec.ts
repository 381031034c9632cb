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

/**
 * The header cells a person sees (more than the 1 px of words for screen readers alone): each
 * with its words, and none a block of its own colour. Where the rows stack, the header is one
 * band of sort buttons; a cell sized for a column no longer drawn showed as an empty grey block.
 */
async function drawnHeaderCells(page: Page) {
  return page.getByRole('table', { name: 'Patients' }).evaluate((table) =>
    [...table.querySelectorAll('thead th')].flatMap((cell) => {
      const { width, height } = cell.getBoundingClientRect();
      if (width <= 1 || height <= 1) return [];
      const text = (cell as HTMLElement).innerText.trim();
      return [{ text, background: getComputedStyle(cell).backgroundColor }];
    }),
  );
}

for (const size of [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
]) {
  test(`at ${size.width}x${size.height} the stacked patient list draws no empty or grey header block`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await openScreen(
      page,
      screens.find((s) => s.name === 'patient list')!,
    );
    // Stacked: each row's cells are labelled lines.
    await expect(page.getByRole('cell', { name: 'hannah.lee@example.com' })).toHaveCSS(
      'display',
      'flex',
    );
    const cells = await drawnHeaderCells(page);
    expect(cells.map(({ text }) => text)).toEqual(['Patient', 'Name']);
    for (const { background } of cells) expect(background).toBe('rgba(0, 0, 0, 0)');
    // The links' header is still the table's, for screen readers.
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(1);
    await expectAccessible(page);
  });
}
