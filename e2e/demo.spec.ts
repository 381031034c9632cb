import { expect, test, urls } from './fixtures';

// The default demo (`npm run dev`, no .env): the mock API runs in a service worker.
test.use({ baseURL: urls['demo-worker'] });

const asSuperuser = { Authorization: 'Bearer demo.superuser.session.e2e' };

async function organizationNames(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(async (headers) => {
    const response = await fetch('/api/organizations', { headers });
    return ((await response.json()) as { name: string }[]).map((o) => o.name);
  }, asSuperuser);
}

test('the demo runs on the in-browser mock API, keeps its data and resets it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in as demo administrator' }).click();
  await expect(page).toHaveURL(/\/d\/admin$/);
  expect(await organizationNames(page)).toHaveLength(2);

  const created = await page.evaluate(async (headers) => {
    const response = await fetch('/api/organizations/create', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Eastside Clinic', unique_key: 'eastside' }),
    });
    return response.status;
  }, asSuperuser);
  expect(created).toBe(201);

  await page.reload();
  await expect(page.getByRole('link', { name: 'Organizations', exact: true })).toBeVisible();
  expect(await organizationNames(page)).toContain('Eastside Clinic');

  page.once('dialog', (dialog) => void dialog.accept());
  // The reset reloads the page: the checks below are of the page it loads.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: 'Organizations', exact: true })).toBeVisible();
  await expect.poll(() => organizationNames(page)).not.toContain('Eastside Clinic');
});
