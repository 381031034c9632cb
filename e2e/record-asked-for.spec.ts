/**
 * A read by id is trusted only with the record it asked for (docs/architecture.md, "Errors"), on
 * the production build: the read of one sample patient answered with another's record, as the
 * mock API serves it, shows the page's load error and nothing of the other patient, and the
 * browser sends no save.
 */
import { JASMINE, MAYA } from '../tests/sample-patients';
import { expect, expectAccessible, signedInAs, test } from './fixtures';

const NOT_ASKED_FOR = 'The server sent a record other than the one asked for.';
const MAYA_PAGE = `/d/providers/dashboard/patients/${MAYA}`;

const pages = [
  { name: 'summary', url: `${MAYA_PAGE}/summary`, says: 'The patient could not be loaded.' },
  { name: 'form', url: MAYA_PAGE, says: 'This patient could not be loaded.' },
];

for (const { name, url, says } of pages) {
  test(`a record answered for another uuid is not shown as the one asked for: the ${name}`, async ({
    page,
  }) => {
    await signedInAs(page, 'provider');
    await page.goto('about:blank');
    // Maya's read answered with Jasmine's record, as the mock API serves it.
    await page.route(`**/api/patients/get/${MAYA}`, async (route) =>
      route.fulfill({
        response: await route.fetch({ url: route.request().url().replace(MAYA, JASMINE) }),
      }),
    );
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(request.url());
    });

    await page.goto(url);

    await expect(page.getByRole('alert')).toContainText(`${says} ${NOT_ASKED_FOR}`);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(page.getByText(/Jasmine|Carter/)).toHaveCount(0);
    await expect(page.getByRole('form')).toHaveCount(0);
    await expectAccessible(page);
    expect(writes).toEqual([]);
  });
}
