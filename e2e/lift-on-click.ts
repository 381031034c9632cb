import type { Page } from '@playwright/test';

/**
 * A fault that holds until the next click in the page, for the tests of a "Try again" button.
 * Lifting it before the click would race the app's own retries (SWR asks again on a timer,
 * src/api/swr-config.ts): one landing between the lift and the click loads the page, and the
 * button is gone before it is clicked. Held until the click, those retries meet the fault too,
 * and only the click can recover.
 */
export async function liftOnNextClick(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const flagged = window as Window & { clickedSinceFault?: boolean };
    flagged.clickedSinceFault = false;
    document.addEventListener('click', () => (flagged.clickedSinceFault = true), {
      capture: true,
      once: true,
    });
  });
  // Once seen, held on this side: a page the click leads to has no flag of its own.
  let clicked = false;
  return async () => {
    clicked ||= await page.evaluate(
      () => (window as Window & { clickedSinceFault?: boolean }).clickedSinceFault === true,
    );
    return clicked;
  };
}
