import type { Page, Route } from '@playwright/test';
import { expect, signedInAs, test } from './fixtures';
import {
  EDIT_MAYA,
  expectTypedValues,
  openMayaFromList,
  signInAgainAndRestore,
  typeChanges,
} from './session-form';

const WHOAMI = '**/api/auth/whoami';

/**
 * The person comes back to the tab: SWR checks whoami again in the background. It does so on
 * focus only once its 5 s throttle has passed, on the page's clock.
 */
async function comeBack(page: Page, event: 'focus' | 'visibilitychange') {
  await page.clock.fastForward('00:06');
  const checked = page.waitForRequest(WHOAMI);
  await page.evaluate((type) => {
    if (type === 'focus') window.dispatchEvent(new Event('focus'));
    else document.dispatchEvent(new Event('visibilitychange'));
  }, event);
  await checked;
}

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await signedInAs(page, 'provider');
  await openMayaFromList(page);
  await typeChanges(page);
});

const failures: [string, 'focus' | 'visibilitychange', (route: Route) => Promise<void>][] = [
  ['the network is down', 'focus', (route) => route.abort('internetdisconnected')],
  ['the server answers 500', 'visibilitychange', (route) => route.fulfill({ status: 500 })],
];

for (const [what, event, fail] of failures) {
  test(`the form keeps every typed value when a background whoami check finds ${what}`, async ({
    page,
  }) => {
    await page.route(WHOAMI, fail);
    await comeBack(page, event);
    // SWR's own retries of a failed check (every 5 s) change nothing either.
    await page.clock.fastForward('00:30');

    await expect(page).toHaveURL(new RegExp(`${EDIT_MAYA}$`));
    await expectTypedValues(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

test('a background 401 ends the session but keeps what was typed for the same user', async ({
  page,
}) => {
  // The token and a fresh one are both refused: the session has truly ended.
  await page.route(WHOAMI, (route) => route.fulfill({ status: 401, json: {} }));
  await comeBack(page, 'focus');

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Changes that were not saved are kept' }),
  ).toContainText('sign in again as the same user and open the same form to restore them');
  await page.unroute(WHOAMI);
  await signInAgainAndRestore(page);
  await expectTypedValues(page);
});
