import { expect, signedInAs, test } from './fixtures';

/**
 * A screen's code is fetched when the provider points at a link to it (app/preload-on-intent.ts):
 * the click then finds it loaded. Only code: her record is not read until she is opened.
 */
test("pointing at a patient's recommendations link fetches the screen's code, and none of her data", async ({
  page,
}) => {
  await signedInAs(page, 'provider');
  await expect(page.getByRole('table', { name: 'Patients' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));

  await page.getByRole('link', { name: 'Medication Recommendations for Maya Thompson' }).hover();
  await expect
    .poll(() => asked.some((path) => /\/RecommendationsPage-[\w-]+\.js$/.test(path)))
    .toBe(true);
  expect(asked.filter((path) => path.startsWith('/api/'))).toEqual([]);

  await page.getByRole('link', { name: 'Medication Recommendations for Maya Thompson' }).click();
  await expect(
    page.getByRole('heading', { name: 'Medication Recommendations', level: 1 }),
  ).toBeVisible();
  expect(asked.filter((path) => /\/RecommendationsPage-[\w-]+\.js$/.test(path))).toHaveLength(1);
});
