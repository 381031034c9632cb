/**
 * `npm run bench:form`: the patient form of a patient whose answers show
 * every section and follow-up, in Chromium at 4x CPU slowdown. Types into
 * text fields at the top, middle and end of the form and prints each
 * keystroke's time to the next paint (Event Timing); the budget is a p95
 * under 50 ms.
 */
import type { Patient } from '../../src/api/schemas';
import { everyFollowUpInformation } from './every-follow-up';
import {
  baseUrl,
  CPU_SLOWDOWN,
  describe,
  keystrokeDurations,
  launchSlowedBrowser,
  percentile,
  recordKeystrokeToPaint,
  signInAsProvider,
  startApp,
} from './harness';

const MAYA = '7cdac045-339e-405c-bcf9-82117dc49c77';
const TEXT = 'typing speed ok';
const RUNS = 3;
const BUDGET_MS = 50;
const headers = {
  Authorization: 'Bearer demo.provider.session.bench',
  'Content-Type': 'application/json',
};

const stop = await startApp();
try {
  const maya = (await (
    await fetch(`${baseUrl}/api/patients/get/${MAYA}`, { headers })
  ).json()) as Patient;
  const created = await fetch(`${baseUrl}/api/patients/set`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      patient: { email: 'every.question@example.com' },
      patient_information: {
        ...everyFollowUpInformation(maya.information),
        name: 'Every Question',
      },
    }),
  });
  if (!created.ok) throw new Error(`creating the patient failed: ${created.status}`);
  const { uuid } = (await created.json()) as { uuid: string };

  const { browser, page } = await launchSlowedBrowser();
  await signInAsProvider(page);
  const paints: number[] = [];
  let fieldCount = 0;
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${baseUrl}/d/providers/dashboard/patients/${uuid}`);
    await page.getByRole('heading', { name: 'Every Question', level: 1 }).waitFor();
    const inputs = page.locator('main form').locator('input[type="text"], textarea:visible');
    fieldCount = await page.locator('main form').locator('input, select, textarea').count();
    const count = await inputs.count();
    await recordKeystrokeToPaint(page);
    let typed = 0;
    for (const index of [0, Math.floor(count / 2), count - 1]) {
      await inputs.nth(index).click();
      await page.keyboard.press('End');
      for (const key of TEXT) {
        await page.keyboard.press(key === ' ' ? 'Space' : key);
        typed += 1;
      }
    }
    // The End presses are keystrokes too.
    paints.push(...(await keystrokeDurations(page, typed + 3)));
  }
  await browser.close();

  console.info(
    `Patient form, every section and follow-up shown (${fieldCount} form controls), Chromium at ${CPU_SLOWDOWN}x CPU slowdown, ${RUNS} runs`,
  );
  console.info(
    `  keystroke to next paint (Event Timing; under 16 ms counts as 16): ${describe(paints)}`,
  );
  const p95 = percentile(paints, 95);
  console.info(
    `  keystroke p95 ${p95.toFixed(1)} ms: ${p95 < BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget`,
  );
  process.exitCode = p95 < BUDGET_MS ? 0 : 1;
} finally {
  stop();
}
