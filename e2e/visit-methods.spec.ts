/**
 * What the visit lets a pharmacist start, and what her summary says of it (U.S. SPR 2024), on
 * the production build, read back from the printed PDF: an implant referred for placement, in
 * English and Spanish; Slynd found by its generic name and chosen from the keyboard, started on
 * cycle day 3; emergency contraception and the ulipristal wait.
 */
import { expect, expectAccessible, test } from './fixtures';
import {
  answer,
  chooseProduct,
  expectSays,
  pharmacy,
  printed,
  step,
  visitUpToDecision,
} from './visit-steps';

/** A day as her summary prints it in English: "November 30, 2026". */
const printedDay = (daysFromToday: number) =>
  new Date(Date.now() + daysFromToday * 86_400_000).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

test('an implant she wants is referred for placement: not protected until it is placed', async ({
  page,
}) => {
  await visitUpToDecision(page);
  await answer(page, 'The method she asks for', 'Implant (etonogestrel)');
  await expect(page.getByText(/Refer for placement: a clinician places/)).toBeVisible();
  await answer(page, 'Decision', 'Prescribe');
  // The pharmacist starts no implant: the product picker offers none.
  await page.getByRole('combobox', { name: 'Product' }).fill('etonogestrel');
  await expect(page.getByRole('option', { name: /^Nexplanon|^Implanon/ })).toHaveCount(0);
  await expect(page.getByRole('option', { name: /^NuvaRing / })).toBeVisible();
  await answer(page, 'Decision', 'Refer for placement (implant or IUD)');
  await expect(
    page
      .getByRole('group', { name: 'Method to be placed' })
      .getByRole('radio', { name: 'Implant (etonogestrel)' }),
  ).toBeChecked();
  await page.getByLabel('Refer to').fill('Salem Family Clinic');
  await expectAccessible(page);
  await step(page, '6. Documents');
  await pharmacy(page);

  const english = await printed(page, 'Print visit summary');
  expectSays(english, [
    'You want an implant.',
    'You are not protected from pregnancy until it is in.',
    'Until then, use condoms each time you have sex.',
    'After it is in, you may need condoms for 7 more days.',
    'Make a visit at: Salem Family Clinic.',
  ]);
  expect(english).not.toContain('Start today');

  await answer(page, 'Language of her visit summary', 'Español');
  const spanish = await printed(page, 'Print visit summary');
  expectSays(spanish, [
    'Usted quiere un implante.',
    'No está protegida contra el embarazo hasta que se lo pongan.',
    'Haga una cita en: Salem Family Clinic.',
  ]);
});

test('Slynd, found by its generic name and chosen from the keyboard, started on cycle day 3 prints its 2 days of back-up and its own missed-pill rule', async ({
  page,
}) => {
  await visitUpToDecision(page);
  await answer(page, 'Decision', 'Prescribe');
  const picker = page.getByRole('combobox', { name: 'Product' });
  await picker.focus();
  await page.keyboard.type('drospirenone');
  const slynd = page
    .getByRole('listbox', { name: 'Product' })
    .getByRole('option', { name: 'Slynd (drospirenone 4 mg)' });
  await expect(slynd).toBeVisible();
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);
  // The arrow keys move the active option to Slynd; Enter chooses it.
  const slyndId = await slynd.getAttribute('id');
  for (let press = 0; press < 10; press++) {
    await page.keyboard.press('ArrowDown');
    if ((await picker.getAttribute('aria-activedescendant')) === slyndId) break;
  }
  await expect(slynd).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue('Slynd (drospirenone 4 mg)');
  await expect(picker).toBeFocused();
  await expectAccessible(page);
  // Day 0 is her period's first day, so 2 days since is cycle day 3.
  await page.getByLabel('Days since her last period started').fill('2');
  await expect(
    page.getByText('Start today. Back-up (abstain or use condoms) for 2 days from the start.'),
  ).toBeVisible();
  await step(page, '6. Documents');
  await pharmacy(page);
  const text = await printed(page, 'Print visit summary');
  expectSays(text, [
    'You got Slynd (drospirenone 4 mg). It is a pill.',
    'Take your first pill today.',
    'first the 24 white pills, then the 4 green pills',
    'For the next 2 days, use condoms or do not have sex.',
    'Missed 1 white pill?',
  ]);
  expect(text).not.toContain('3 hours');
});

test('sex without a condom prints the emergency line; ulipristal 2 days ago moves the start', async ({
  page,
}) => {
  await visitUpToDecision(page);
  await step(page, '3. Pregnancy');
  await answer(page, 'Sex without a condom, or a method that failed, in the last 5 days', 'Yes');
  await answer(page, 'Emergency pill taken in the last 5 days', 'None');
  await expectAccessible(page);
  await step(page, '5. Decision');
  await expect(page.getByText(/Emergency contraception is suggested: sex without/)).toBeVisible();
  await answer(page, 'Decision', 'Prescribe');
  await chooseProduct(page, 'yaz', 'Yaz');
  await step(page, '6. Documents');
  await pharmacy(page);
  expectSays(await printed(page, 'Print visit summary'), [
    'You had sex without a condom in the last 5 days. An emergency pill can still stop a pregnancy. Ask us about it today.',
    'If you do not get a period in the next 3 weeks, take a pregnancy test.',
    'Take your first pill today.',
  ]);

  await step(page, '3. Pregnancy');
  await answer(page, 'Emergency pill taken in the last 5 days', 'Ulipristal (ella)');
  await answer(page, 'When was it taken?', '2 days ago');
  await step(page, '6. Documents');
  const start = printedDay(3);
  const text = await printed(page, 'Print visit summary');
  expectSays(text, [
    `Take your first pill on ${start}.`,
    `Until ${start}, use condoms or do not have sex. Then use condoms for 7 more days.`,
    `So wait until ${start} to start it.`,
  ]);
  expect(text).not.toContain('Ask us about it today.');
});
