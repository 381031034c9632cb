import type { Page } from '@playwright/test';
import { expect, expectAccessible, signedInAs, test } from './fixtures';
import { TEXT_LIMITS } from '../src/domain/text-limits';

/** Other tests share the mock API: each run's organizations get a key of their own. */
const fresh = () => `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Whether the page fits the window's width (no sideways scrolling). */
const fits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function createOrganization(page: Page, name: string, uniqueKey: string) {
  await page.goto('/d/admin/organizations/create');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Unique Key').fill(uniqueKey);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('as the demo administrator', () => {
  test.beforeEach(async ({ page }) => {
    await signedInAs(page, 'administrator');
  });

  test('home counts organizations and providers and links to them', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Providers' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Providers by organization' });
    await expect(table.getByRole('row', { name: /Northgate Community Clinic/ })).toContainText(
      'providers',
    );
    await expectAccessible(page);
    await page.getByRole('link', { name: 'View all organizations' }).click();
    await expect(page).toHaveURL(/\/d\/admin\/organizations$/);
    await expect(page).toHaveTitle('ContraRx - Organizations');
  });

  test('create an organization, open it, add a provider and see it listed', async ({ page }) => {
    const key = fresh();
    const name = `Lakeside Clinic ${key}`;
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', {
        name: 'Organizations',
      })
      .click();
    await expect(page.getByRole('table', { name: 'Organizations' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'New Organization' }).click();
    await expect(page).toHaveTitle('ContraRx - New Organization');
    await expectAccessible(page);
    await page.getByLabel('Name').fill(`  ${name} `);
    await page.getByLabel('Unique Key').fill(key);
    await page.getByRole('button', { name: 'Create' }).click();

    await expect(page).toHaveURL(/\/d\/admin\/organizations\/\d+$/);
    await expect(page).toHaveTitle('ContraRx - Organization');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('This organization has no providers yet.')).toBeVisible();
    await expectAccessible(page);
    const organizationUrl = page.url();

    await page.getByRole('link', { name: 'New Provider' }).click();
    await expect(page).toHaveTitle('ContraRx - New Provider');
    await expect(page.getByText(`For ${name}`)).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Email').fill(`rosa.${key}@lakeside.example`);
    await page.getByLabel('Clerk user ID').fill(`user_${key}`);
    await page.getByRole('button', { name: 'Create' }).click();

    await expect(page).toHaveURL(organizationUrl);
    await expect(
      page.getByRole('table', { name: 'Providers' }).getByRole('cell', {
        name: `rosa.${key}@lakeside.example`,
      }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Organizations' }).first().click();
    await page.getByRole('searchbox', { name: 'Filter by ID, name or unique key' }).fill(key);
    const rows = page.getByRole('table', { name: 'Organizations' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(name);
  });

  test('a duplicate unique key gets the server’s message, and keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/d/admin/organizations/create');
    await page.getByLabel('Name').fill('Riverside Again');
    await page.getByLabel('Unique Key').fill('riverside-whp');
    await page.getByRole('button', { name: 'Create' }).click();
    // The one list of problems, counted, and focus on the field the server refused.
    await expect(page.getByRole('alert')).toHaveText(
      /^1 problem to fix before saving\s*Unique Key: Unique key already exists$/,
    );
    await expect(page.getByLabel('Unique Key')).toBeFocused();
    await expect(page.getByLabel('Unique Key')).toHaveAccessibleDescription(
      'Unique key already exists',
    );
    await expect(page.getByLabel('Name')).toHaveValue('Riverside Again');
    await expect(page.getByLabel('Unique Key')).toHaveValue('riverside-whp');
    await expect(page.getByRole('button', { name: 'Create' })).toBeEnabled();
    await expect(page).toHaveURL(/\/create$/);
    await expectAccessible(page);
  });

  test('a Clerk user ID without Clerk’s form is warned of under its field, and still sent', async ({
    page,
  }) => {
    const email = `lena.${fresh()}@northgate-cc.example`;
    await page.goto('/d/admin/organizations/2/providers/create');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Clerk user ID').fill('Lena Park');
    const warning =
      /^Clerk user IDs start with user_ .* a provider with another ID cannot sign in\.$/;
    await expect(page.locator('form').getByRole('status')).toHaveText(warning);
    // Under the field, and read with it; a warning, not a refusal.
    await expect(page.locator('#field-clerk_id-help').getByText(warning)).toBeVisible();
    await expect(page.getByLabel('Clerk user ID')).toHaveAccessibleDescription(
      /^Clerk user IDs start with user_/,
    );
    await expect(page.getByLabel('Clerk user ID')).not.toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/d\/admin\/organizations\/2$/);
    await expect(
      page.getByRole('table', { name: 'Providers' }).getByRole('cell', { name: email }),
    ).toBeVisible();
  });

  test('a create that cannot reach the server says it may have been made, and keeps the form', async ({
    page,
  }) => {
    await page.goto('/d/admin/organizations/2/providers/create');
    await page.route('**/api/providers/create', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Email').fill('kim@northgate-cc.example');
    await page.getByLabel('Clerk user ID').fill('user_kim');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'The connection to the server failed, so it is not known whether the provider was added.',
    );
    await expect(page.getByLabel('Email')).toHaveValue('kim@northgate-cc.example');
    await expectAccessible(page);
  });

  test('an unknown organization id says it was not found, with a way back', async ({ page }) => {
    await page.goto('/d/admin/organizations/999999');
    await expect(page.getByRole('alert')).toContainText('This organization could not be found.');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to all organizations' }).click();
    await expect(page).toHaveURL(/\/d\/admin\/organizations$/);
  });

  test('works by keyboard alone: sort a column, create an organization', async ({ page }) => {
    await page.goto('/d/admin/organizations');
    const nameHeader = page.getByRole('button', { name: 'Name' });
    // As a person would, once the page shows (it is mounted hidden while the role is checked).
    await expect(nameHeader).toBeVisible();
    await nameHeader.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    const key = fresh();
    await page.goto('/d/admin/organizations/create');
    await expect(page.getByLabel('Name')).toBeVisible();
    await page.getByLabel('Name').focus();
    await page.keyboard.type(`Keyboard Clinic ${key}`);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Unique Key')).toBeFocused();
    await page.keyboard.type(key);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Create' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: `Keyboard Clinic ${key}` })).toBeVisible();
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1024, height: 768 },
  ]) {
    test(`every page fits ${viewport.width}x${viewport.height}, even a very long name`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // The longest the forms take: 64 characters of key, 200 of name.
      const key = `${fresh()}-${'very-long-unique-key-'.repeat(6)}`.slice(
        0,
        TEXT_LIMITS.identifier,
      );
      const words =
        'The Extraordinarily Long-Named Regional Reproductive Health Cooperative '.repeat(3);
      const name = `${words.slice(0, TEXT_LIMITS.name - key.length)}${key}`;
      expect([key.length, name.length]).toEqual([TEXT_LIMITS.identifier, TEXT_LIMITS.name]);
      await createOrganization(page, name, key);
      expect(await fits(page)).toBe(true);
      const organizationUrl = page.url();
      for (const path of [
        '/d/admin',
        '/d/admin/organizations',
        '/d/admin/organizations/create',
        `${organizationUrl}/providers/create`,
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        expect(await fits(page), path).toBe(true);
      }
    });
  }
});

test('a provider visiting /d/admin is sent away', async ({ page }) => {
  await signedInAs(page, 'provider');
  await page.goto('/d/admin');
  await expect(page).toHaveURL(/\/d\/providers\/dashboard\/patients$/);
  await expect(page.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
});
