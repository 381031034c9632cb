/**
 * One test per cell of the fault matrix (e2e/fault-matrix.ts): the call's fault is made with
 * page.route on the demo build, whose mock API is over HTTP, and the screen that made the
 * call must say what happened: no crash page, no spinner left, a retry where the table
 * offers one, and every value typed into a form still there.
 */
import type { Page, Route } from '@playwright/test';
import { expect, signedInAs, test } from './fixtures';
import { formSteps, type Typed } from './fault-forms';
import { faultReplies, faults, matrix, type Fault, type MatrixRow } from './fault-matrix';
import { liftOnNextClick } from './lift-on-click';

/**
 * Anything that says "still working": a progress bar (our spinner, a busy button's wheel, even
 * one hidden from assistive technology beside its words), a busy region.
 */
const stillWorking = (page: Page) =>
  page.getByRole('progressbar', { includeHidden: true }).or(page.locator('[aria-busy="true"]'));

/**
 * A patient update the backend stored: her record's reads answer with what was sent. Kept in
 * this page, not sent on to the mock API, whose Maya the tests running beside this one read.
 */
async function readsAnswerWhatWasSent(page: Page, update: Route) {
  const uuid = new URL(update.request().url()).pathname.split('/').at(-1)!;
  const sent = update.request().postDataJSON() as {
    patient: { email: string };
    patient_information: Record<string, unknown>;
  };
  await page.route(`**/api/patients/get/${uuid}`, (route) =>
    route.fulfill({
      json: { uuid, email: sent.patient.email, information: sent.patient_information },
    }),
  );
}

/**
 * Answers the row's call with the fault; every other request goes on to the mock API.
 * `made` settles once the call has been made; after `liftOnClick`, the first call made after
 * the next click in the page goes through (lift-on-click.ts says why not at once).
 */
async function injectFault(page: Page, row: MatrixRow, fault: Fault) {
  const reply = fault === 'error list' ? row.errorList : faultReplies[fault];
  let callMade = () => {};
  const made = new Promise<void>((resolve) => (callMade = resolve));
  let lifted = async () => false;
  const handler = async (route: Route) => {
    if (route.request().method() !== row.method || (await lifted())) return route.fallback();
    callMade();
    if (reply === 'no answer') return;
    if (reply === 'internetdisconnected') return route.abort(reply);
    if (row.answerOnly?.includes(fault)) await readsAnswerWhatWasSent(page, route);
    return route.fulfill(reply);
  };
  await page.route(row.route, handler);
  return {
    made,
    liftOnClick: async () => {
      lifted = await liftOnNextClick(page);
    },
  };
}

for (const row of matrix) {
  for (const fault of faults) {
    const outcome = row.outcomes[fault];
    const recovers = row.recovery?.faults.includes(fault);

    test(`${row.method} ${row.call} · ${fault}`, async ({ page }) => {
      await signedInAs(page, row.persona);
      // Off the landing page, so none of its own requests meets the fault.
      await page.goto('about:blank');
      // The client's own 30 s time-out runs on the page clock, moved on below.
      if (fault === 'timeout') await page.clock.install();

      const form = row.form && formSteps[row.form];
      let typed: Typed[] = [];
      let injected: Awaited<ReturnType<typeof injectFault>>;
      if (form) {
        await page.goto(row.url);
        await expect(page.getByRole('button', { name: form.submit, exact: true })).toBeEnabled();
        typed = await form.fill(page);
        injected = await injectFault(page, row, fault);
        await page.getByRole('button', { name: form.submit, exact: true }).click();
      } else {
        injected = await injectFault(page, row, fault);
        await page.goto(row.url);
      }
      await injected.made;
      if (fault === 'timeout') {
        // A page's call goes out beside its area's role check: let that be answered first.
        if (row.call !== '/api/auth/whoami') {
          await expect(page.getByText('Checking your access')).toHaveCount(0);
        }
        await page.clock.fastForward('00:31');
      }

      for (const line of outcome.says) {
        await expect(page.getByText(line).first()).toBeVisible();
      }
      await expect.poll(() => new URL(page.url()).pathname).toBe(outcome.at ?? row.url);
      await expect(page.getByRole('heading', { name: 'Oops!' })).toHaveCount(0);
      await expect(stillWorking(page)).toHaveCount(0);
      if (outcome.retry) {
        await expect(page.getByRole('button', { name: outcome.retry, exact: true })).toBeEnabled();
      } else {
        await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      }
      if (!outcome.at) {
        for (const { field, value } of typed) await expect(field).toHaveValue(value);
      }

      if (recovers && outcome.retry && row.recovery) {
        await injected.liftOnClick();
        await page.getByRole('button', { name: outcome.retry, exact: true }).click();
        await expect(page.getByText(row.recovery.recovered).first()).toBeVisible();
      }
    });
  }
}
