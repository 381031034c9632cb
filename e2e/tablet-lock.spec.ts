/**
 * The tablet lock at 768x1024 with touch, on the demo build: once the tablet is handed to a
 * patient, no address outside her visit shows a patient or asks the API for one, however it
 * is reached (address bar, reload, Back and Forward, a second page), until a staff member
 * signs in again.
 */
import type { Page } from '@playwright/test';
import { MAYA } from '../tests/sample-patients';
import { expect, signedInAs, test } from './fixtures';
import { checkScreen } from './tablet-checks';
import { pathsAsked } from './api-paths';

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });

const LOCKED = 'Staff sign-in required';
const PATIENT_ADDRESSES = [
  '/d/providers/dashboard/patients',
  '/d',
  `/d/providers/dashboard/patients/${MAYA}`,
  `/d/providers/dashboard/patients/${MAYA}/recommendations`,
];

async function expectLocked(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: LOCKED })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('@example.com');
  await expect(page.getByRole('link', { name: 'All Patients' })).toHaveCount(0);
}

async function handOver(page: Page) {
  await signedInAs(page, 'provider');
  await page.getByRole('link', { name: 'Patient tablet mode' }).tap();
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
}

test('after hand-over, no address outside the visit shows a patient or asks for one', async ({
  page,
}) => {
  // Some twenty navigations, each checked.
  test.setTimeout(90_000);
  await handOver(page);
  const sent = pathsAsked(page, '/api/patients');

  for (const address of PATIENT_ADDRESSES) {
    await page.goto(address);
    await expectLocked(page);
  }
  await checkScreen(page);
  await page.reload();
  await expectLocked(page);
  expect(sent).toEqual([]);

  // Back and Forward through the whole history: the lock, or the patient's own screens. A
  // step onto an entry that redirects at once aborts the browser's own navigation: fine.
  const travel = async (step: () => Promise<unknown>) => {
    await step().catch(() => undefined);
    await page.waitForLoadState();
    await expect(page.locator('body')).not.toContainText('@example.com');
  };
  for (let step = 0; step < 8; step += 1) await travel(() => page.goBack());
  for (let step = 0; step < 8; step += 1) await travel(() => page.goForward());
  expect(sent).toEqual([]);
});

test('a second page of the browser is locked too', async ({ page, context }) => {
  await handOver(page);
  const second = await context.newPage();
  const sent = pathsAsked(second, '/api/patients');
  await second.goto('/d/providers/dashboard/patients');
  await expectLocked(second);
  expect(sent).toEqual([]);
});

test('the patient goes back to her screens; staff unlock with the demo sign-in', async ({
  page,
}) => {
  await handOver(page);
  await page.goto('/d/providers/dashboard/patients');
  await expectLocked(page);
  await page.getByRole('link', { name: /Back to the patient’s screens/ }).tap();
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();

  await page.getByRole('button', { name: 'Staff: return to dashboard' }).tap();
  await page
    .getByRole('dialog', { name: 'Return to the dashboard?' })
    .getByRole('button', { name: 'Return to dashboard' })
    .tap();
  await expectLocked(page);
  await page.getByRole('button', { name: 'Staff: sign in as demo provider' }).tap();
  await expect(page).toHaveURL(/\/d\/providers\/dashboard\/patients$/);
  await expect(page.getByRole('link', { name: 'All Patients' })).toBeVisible();
  // Unlocked for good: a reload stays on the dashboard.
  await page.reload();
  await expect(page.getByRole('link', { name: 'All Patients' })).toBeVisible();
});

for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
]) {
  test(`at ${viewport.width}x${viewport.height} the way back says both languages in one centred column`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await handOver(page);
    await page.goto('/d/providers/dashboard/patients');
    await expectLocked(page);
    const back = page.getByRole('link', {
      name: 'Back to the patient’s screens Volver a las pantallas del paciente',
    });
    const [english, spanish] = await back.locator('span').evaluateAll((lines) =>
      lines.map((line) => {
        const { left, right, top, bottom } = line.getBoundingClientRect();
        const rects = line.getClientRects().length;
        return { centre: (left + right) / 2, top, bottom, rects };
      }),
    );
    // A line each, the Spanish under the English, both centred on the same axis.
    expect(english!.rects).toBe(1);
    expect(spanish!.rects).toBe(1);
    expect(spanish!.top).toBeGreaterThanOrEqual(english!.bottom - 1);
    expect(Math.abs(english!.centre - spanish!.centre)).toBeLessThanOrEqual(1);
  });
}
