/**
 * A new patient whose save timed out may have been stored all the same: the form offers to
 * check before it sends her again, and after the check no second record is ever made
 * (docs/architecture.md, "Errors"). The demo build's mock API is over HTTP; the time-out is
 * made with page.route (no answer) and the page clock moved past the client's 30 s, as in the
 * fault matrix (e2e/fault-matrix.spec.ts).
 */
import type { Page, Route } from '@playwright/test';
import { formSteps } from './fault-forms';
import { expect, expectAccessible, signedInAs, test } from './fixtures';

const CREATE = '/d/providers/dashboard/patients/create';
const AUTHORIZATION = { Authorization: 'Bearer demo.provider.session.e2e' };
const CREATE_CALL = /\/api\/patients\/set$/;

/** The patients the mock API holds with this email, read as the provider. */
async function patientsWith(page: Page, email: string) {
  const response = await page.request.get('/api/patients', { headers: AUTHORIZATION });
  const list = (await response.json()) as { uuid: string; email: string }[];
  return list.filter((patient) => patient.email === email);
}

/** Counts the creates the page sends. */
function countCreates(page: Page) {
  const creates = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && CREATE_CALL.test(request.url())) creates.count += 1;
  });
  return creates;
}

/**
 * The new-patient form, filled, with its first create left unanswered past the client's time-out:
 * `stored` says whether the mock API got it (the answer was lost) or not (the request was).
 */
async function createTimesOut(page: Page, stored: boolean) {
  await signedInAs(page, 'provider');
  await page.goto('about:blank');
  await page.clock.install();
  await page.goto(CREATE);
  const create = page.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeEnabled();
  const [email] = await formSteps.newPatient.fill(page);
  const creates = countCreates(page);

  let made = () => {};
  const sent = new Promise<void>((resolve) => (made = resolve));
  await page.route(
    CREATE_CALL,
    async (route: Route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      if (stored) await route.fetch();
      made();
      // No answer: the client gives up at 30 s.
    },
    { times: 1 },
  );
  await create.click();
  await sent;
  await page.clock.fastForward('00:31');
  await expect(
    page.getByText(
      'The server did not confirm the save in time, so the patient may or may not have been saved.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check whether it was saved' })).toBeEnabled();
  return { create, creates, email: email!.value };
}

test('a timed-out create the server stored is found by the check, and never sent again', async ({
  page,
}) => {
  const { create, creates, email } = await createTimesOut(page, true);
  expect(await patientsWith(page, email)).toHaveLength(1);
  await expectAccessible(page);

  // Create checks first: she is there, so nothing is sent.
  await create.click();
  await expect(page.getByText(/^The patient was saved after all/)).toBeVisible();
  await create.click();
  await expect(page.getByRole('alert').filter({ hasText: 'saved after all' })).toBeFocused();
  expect(creates.count).toBe(1);
  const [patient] = await patientsWith(page, email);
  expect(await patientsWith(page, email)).toHaveLength(1);

  await page.getByRole('link', { name: 'Open the patient' }).click();
  await expect(page).toHaveURL(new RegExp(`/d/providers/dashboard/patients/${patient!.uuid}$`));
});

test('a timed-out create the server never got is sent again once the check finds nothing', async ({
  page,
}) => {
  const { creates, email } = await createTimesOut(page, false);
  expect(await patientsWith(page, email)).toHaveLength(0);

  await page.getByRole('button', { name: 'Check whether it was saved' }).click();
  await expect(page.getByText(/^The patient was not saved: no patient in the list/)).toBeVisible();
  await page.getByRole('button', { name: 'Send again', exact: true }).click();

  await expect(page).toHaveURL(/\/d\/providers\/dashboard\/patients$/);
  expect(creates.count).toBe(2);
  expect(await patientsWith(page, email)).toHaveLength(1);
});
