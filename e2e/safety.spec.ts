import type { Page } from '@playwright/test';
import { intake } from '../tests/safety-records';
import { MAYA } from '../tests/sample-patients';
import { axe, expect, expectAccessible, signedInAs, test } from './fixtures';
import { pdfPages } from './pdf-text';

const PANEL = 'Safety check (U.S. MEC 2024)';
const COMBINED = 'Combined pill, patch or ring (CHC)';
const AUTHORIZATION = { Authorization: 'Bearer demo.provider.session.e2e' };

/** Creates a patient in the demo's mock API, as the patient form's save does. */
async function createPatient(page: Page, answers: Record<string, unknown>) {
  // Unique per run: the mock API keeps patients across tests and retries.
  const run = Date.now().toString(36);
  const name = `Aura Patient ${run}`;
  const response = await page.request.post('/api/patients/set', {
    headers: AUTHORIZATION,
    data: {
      patient: { email: `aura.${run}@example.com` },
      patient_information: intake({ ...answers, name }),
    },
  });
  expect(response.status()).toBe(201);
  const { uuid } = (await response.json()) as { uuid: string };
  return { name, uuid };
}

/** Axe on the safety check panel alone, so a failure names it. */
async function expectPanelAccessible(page: Page) {
  // axe takes a CSS selector: the panel, found by its role and name, is marked for it.
  await page
    .getByRole('region', { name: PANEL })
    .evaluate((panel) => panel.setAttribute('data-axe-scope', 'safety-check'));
  const results = await axe(page).include('[data-axe-scope="safety-check"]').analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await signedInAs(page, 'provider');
});

test('a patient created with migraine with aura has combined methods at category 4', async ({
  page,
}) => {
  // Two pages of a new patient, each checked with axe.
  test.setTimeout(60_000);
  const { name, uuid } = await createPatient(page, {
    neurologic_conditions: ['migranes_with_aura'],
  });
  await page.reload();
  await page.getByRole('link', { name: `Medication Recommendations for ${name}` }).click();

  const panel = page.getByRole('region', { name: PANEL });
  const combined = panel.getByRole('listitem', { name: COMBINED });
  await expect(combined).toContainText('Category 4 · Unacceptable health risk');
  await expect(combined).toContainText('Migraine with aura: category 4*.');
  await expect(panel).toContainText(
    `Category 3 or 4, or not applicable, for this patient: ${COMBINED}.`,
  );
  await expect(panel).toContainText('supports, not replaces, clinical judgment');
  // The mock API's own recommendation comes from the same check: no combined option.
  await expect(page.getByRole('region', { name: 'Not Recommended' })).toContainText(
    'Combined hormonal contraception (pill, patch or ring): US MEC category 4 (Migraine with aura).',
  );
  await expect(page.getByRole('note')).toHaveCount(0);
  await expectAccessible(page);

  // The intake summary shows the same check.
  await page.goto(`/d/providers/dashboard/patients/${uuid}/summary`);
  await expect(
    page.getByRole('region', { name: PANEL }).getByRole('listitem', { name: COMBINED }),
  ).toContainText('Category 4 · Unacceptable health risk');
  await expectPanelAccessible(page);
});

test("a seeded patient's recommendation that conflicts with her intake is flagged, and prints", async ({
  page,
}) => {
  // Maya's hand-written recommendations (a combined pill first), with her intake now
  // recording migraine with aura.
  await page.route(`**/api/patients/get/${MAYA}`, async (route) => {
    const response = await route.fetch();
    const patient = (await response.json()) as { information: Record<string, unknown> };
    patient.information.neurologic_conditions = ['migranes_with_aura'];
    await route.fulfill({ response, json: patient });
  });
  await page.goto(`/d/providers/dashboard/patients/${MAYA}/recommendations`);

  const options = page.getByRole('article');
  await expect(options).toHaveCount(3);
  const flag = options.nth(0).getByRole('note');
  await expect(flag).toContainText('Conflicts with the safety check (U.S. MEC 2024)');
  await expect(flag).toContainText(
    'Category 4 (Unacceptable health risk) for combined hormonal contraception (pill, patch or ring): Migraine with aura.',
  );
  await expect(options.nth(2).getByRole('note')).toHaveCount(0);
  await expectPanelAccessible(page);
  await expectAccessible(page);

  const pages = await pdfPages(await page.pdf({ format: 'Letter', printBackground: true }));
  const text = pages.join(' ').replace(/\s+/g, ' ');
  // (The PDF's text has ligatures split apart, "Con fl icts": the checks avoid them.)
  for (const printed of [
    PANEL,
    'Migraine with aura: category 4*.',
    'Category 4 (Unacceptable health risk) for combined hormonal contraception',
  ]) {
    expect(text).toContain(printed);
  }
});
