import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, urls } from './fixtures';

/**
 * Web storage as a private window with site data blocked has it: even reading
 * window.localStorage or window.sessionStorage throws a SecurityError.
 */
async function blockWebStorage(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    }
  });
}

test('the demo with its mock API over HTTP starts and works with web storage blocked', async ({
  page,
}) => {
  await blockWebStorage(page);
  await page.goto(`${urls.demo}/login`);
  await page.getByRole('button', { name: 'Sign in as demo provider' }).click();

  await expect(page).toHaveURL(/\/d\/providers\/dashboard\/patients$/);
  const table = page.getByRole('table', { name: 'Patients' });
  await expect(table.getByRole('row', { name: /maya\.thompson@example\.com/ })).toBeVisible();
  await page.getByRole('link', { name: 'Medication Recommendations for Maya Thompson' }).click();
  await expect(page.getByRole('heading', { name: 'Option 1' })).toBeVisible();
  await expectAccessible(page);
});

test('the in-browser demo says what is wrong when web storage is blocked', async ({ page }) => {
  // Its mock API (MSW) reads localStorage as it loads: it cannot run in such a window.
  await blockWebStorage(page);
  await page.goto(`${urls['demo-worker']}/login`);

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The demo cannot start in this window');
  await expect(alert).toContainText('blocking site storage or service workers');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expectAccessible(page);
});

test("the start-up shell paints before the app's JavaScript, and says so if it never comes", async ({
  page,
}) => {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort('connectionfailed'));
  // CSS animations at 100x, so the shell's 20 s "taking longer" hint shows in a fraction of that.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 100 });

  await page.goto('/login');

  await expect(page.getByRole('heading', { name: 'ContraRx' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Loading ContraRx…');
  await expect(page.getByText('This is taking longer than it should.')).toBeVisible();
  await expectAccessible(page);
});
