/**
 * The intake summary's safety check (U.S. MEC 2024) for patients made the ways a provider
 * makes them: through the patient form (pregnant; a raised blood pressure), and through the
 * mock API with nothing but personal details (an empty medical history).
 */
import type { Page } from '@playwright/test';
import { answerRequiredInPage } from './fault-forms';
import { expect, expectAccessible, signedInAs, test } from './fixtures';

const PANEL = 'Safety check (U.S. MEC 2024)';
const AUTHORIZATION = { Authorization: 'Bearer demo.provider.session.e2e' };
const IUDS = ['Copper IUD (Cu-IUD)', 'Levonorgestrel IUD (LNG-IUD)'];
const COMBINED = 'Combined pill, patch or ring (CHC)';
const HORMONAL = [
  'Implant (etonogestrel)',
  'Injection (DMPA)',
  'Progestin-only pill (POP)',
  COMBINED,
];
const NOTHING_FOUND = 'No category 3 or 4 condition found';

const field = (page: Page, key: string) => page.locator(`main form [name="${key}"]`);

/** Unique per run: the mock API keeps patients across tests and retries. */
const fresh = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Creates a patient through the provider's patient form: her personal details, then
 * `answer` (the answers the test is about), then every other required field, and Create.
 * Opens her intake summary from her page and returns its safety check panel.
 */
async function createThroughForm(page: Page, answer: (page: Page) => Promise<void>) {
  const run = fresh();
  const name = `Safety Check ${run}`;
  await page.getByRole('link', { name: 'Add new Patient' }).click();
  await expect(page.getByRole('heading', { name: 'New Patient', level: 1 })).toBeVisible();
  await page.locator('main form input[type="email"]').fill(`safety.${run}@example.com`);
  await field(page, 'name').fill(name);
  await field(page, 'date_of_birth').fill('1996-04-02');
  await field(page, 'height').fill('65');
  await field(page, 'weight').fill('140');
  await answer(page);
  await page.evaluate(answerRequiredInPage);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/patients$/);
  await page.getByRole('link', { name: `View ${name}` }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Intake summary' }).click();
  return openedSummary(page);
}

/** The intake summary, loaded, checked with axe; its safety check panel. */
async function openedSummary(page: Page) {
  await expect(page).toHaveURL(/\/patients\/[^/]+\/summary$/);
  await expect(page.getByRole('heading', { name: 'Intake Summary', level: 1 })).toBeVisible();
  const panel = page.getByRole('region', { name: PANEL });
  await expect(panel).toBeVisible();
  await expectAccessible(page);
  return panel;
}

test.beforeEach(async ({ page }) => {
  await signedInAs(page, 'provider');
});

test('a pregnant patient created through the form has both IUDs at category 4 and hormonal methods not applicable', async ({
  page,
}) => {
  // Some sixty required answers, typed one by one.
  test.setTimeout(180_000);
  const panel = await createThroughForm(page, async () => {
    await page
      .getByRole('group', { name: 'Pregnant or gave birth in the last 6 months' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await page.getByLabel('Days since giving birth').fill('0');
  });

  for (const iud of IUDS) {
    const method = panel.getByRole('listitem', { name: iud });
    await expect(method).toHaveAttribute('data-category', '4');
    await expect(method).toContainText('Pregnancy (days since giving birth: 0): category 4');
    await expect(
      method.getByText('Category 4 · Unacceptable health risk', { exact: true }),
    ).toBeVisible();
  }
  for (const hormonal of HORMONAL) {
    const method = panel.getByRole('listitem', { name: hormonal });
    await expect(method).toHaveAttribute('data-category', 'NA');
    await expect(method.getByText('Not applicable · Pregnancy', { exact: true })).toBeVisible();
  }
  await expect(panel).toContainText(
    `Category 3 or 4, or not applicable, for this patient: ${[...IUDS, ...HORMONAL].join('; ')}.`,
  );
  await expect(panel).not.toContainText(NOTHING_FOUND);
});

test('a blood pressure of 145/92 entered in the form puts combined methods at category 3', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const panel = await createThroughForm(page, async () => {
    const reading = page.getByRole('group', { name: 'Recent blood pressure' });
    await reading.getByLabel('Systolic').fill('145');
    await reading.getByLabel('Diastolic').fill('92');
    // The form requires the hypertension question, so it cannot be left unanswered: "No".
    await field(page, 'hypertension').selectOption({ label: 'No' });
  });

  // The reading alone selects the chart's row, whatever the hypertension answer.
  const combined = panel.getByRole('listitem', { name: COMBINED });
  await expect(combined).toHaveAttribute('data-category', '3');
  await expect(
    combined.getByText('Category 3 · Risks usually outweigh advantages', { exact: true }),
  ).toBeVisible();
  await expect(combined).toContainText('(blood pressure 145/92 mm Hg): category 3');
  await expect(panel).toContainText(`for this patient: ${COMBINED}.`);
  await expect(panel).not.toContainText(NOTHING_FOUND);
});

test('a patient with an empty medical history is incomplete, never "no category 3 or 4"', async ({
  page,
}) => {
  const run = fresh();
  const name = `Empty History ${run}`;
  // Personal details only, as a save from any client could send them.
  const response = await page.request.post('/api/patients/set', {
    headers: AUTHORIZATION,
    data: {
      patient: { email: `empty.${run}@example.com` },
      patient_information: {
        name,
        gender: 'female',
        sex: 'female',
        date_of_birth: '1996-04-02',
        height: 65,
        weight: 140,
      },
    },
  });
  expect(response.status()).toBe(201);
  const { uuid } = (await response.json()) as { uuid: string };

  await page.goto(`/d/providers/dashboard/patients/${uuid}/summary`);
  const panel = await openedSummary(page);
  await expect(panel).toContainText(
    `Incomplete: unanswered questions could still rule out ${[...IUDS, ...HORMONAL].join('; ')}.`,
  );
  // The methods' cards, each headed by its method; the reasons listed in a card are not.
  const methods = panel
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(methods).toHaveCount(6);
  for (const method of await methods.all()) {
    await expect(method).toHaveAttribute('data-incomplete', 'true');
    await expect(method).toContainText('Incomplete for this method:');
    // The badge alone never reads as cleared.
    await expect(method.getByText(/^Incomplete · Category \d so far$/)).toBeVisible();
  }
  await expect(panel).not.toContainText(NOTHING_FOUND);
});
