import { expect, expectAccessible, signedInAs, test } from './fixtures';
import {
  EDIT_MAYA,
  expectTypedValues,
  field,
  openMayaFromList,
  signInAgainAndRestore,
  typeChanges,
} from './session-form';

// The demo build has no idle settings: these are the defaults, 15 and 20 minutes, reached on
// the page's own clock (Playwright's clock drives its Date and timers).
test('automatic logoff: a warning at 15 minutes, sign-out at 20, and nothing typed is lost', async ({
  page,
}) => {
  await page.clock.install();
  await signedInAs(page, 'provider');
  await openMayaFromList(page);
  await typeChanges(page);

  await page.clock.fastForward('15:00');
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(
    'The changes on this page have not been saved: they will be kept in this browser tab only, for 20 minutes, for you to restore when you sign in again.',
  );
  const countdown = warning.getByRole('timer');
  await expect(countdown).toHaveText(/^(5:00|4:5\d)$/);
  await page.clock.fastForward('01:00');
  await expect(countdown).toHaveText(/^(4:00|3:5\d)$/);
  await expectAccessible(page);

  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${EDIT_MAYA}$`));
  await expectTypedValues(page);

  // Left alone again: warned at 15 minutes, signed out at 20.
  await page.clock.fastForward('15:00');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('05:00');
  await expect(page).toHaveURL(/\/login$/);
  const notice = page.getByRole('status').filter({ hasText: 'You were signed out' });
  await expect(notice).toContainText(
    'You were signed out after 20 minutes without activity, to protect patient information.',
  );
  await expect(notice).toContainText('Changes that were not saved are kept in this browser tab');
  // The logoff's own words, not those of a session that ended by itself.
  await expect(page.getByText('Your session has ended')).toHaveCount(0);
  await expectAccessible(page);

  await signInAgainAndRestore(page);
  await expectTypedValues(page);
  await expect(field(page, 'name')).toHaveValue('Maya Thompson');
});
