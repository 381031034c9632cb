/**
 * The patient tablet (issue 10): welcome, the legal steps and the intake chat, on a
 * 768x1024 touch screen. Every screen is checked with axe, for touch targets under 48x48 px
 * and text under 18 px, measured here on the tablet's own screens and dialogs (the demo
 * build's "Demo" bar above them is the demo's, not the tablet's).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signedInAs, test, urls } from './fixtures';

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });

const GO = /^(Let’s Go|¡Vamos!)$/;
const MIN_TARGET = 48;

/** Every control of the tablet's screens and dialogs smaller than 48x48 px, with its size. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="switch"]';
    const small: string[] = [];
    for (const root of document.querySelectorAll('.tablet, .tablet-dialog')) {
      for (const control of root.querySelectorAll<HTMLElement>(controls)) {
        const style = getComputedStyle(control);
        const box = control.getBoundingClientRect();
        if (style.visibility === 'hidden' || style.display === 'none' || box.width === 0) continue;
        if (box.width < min || box.height < min) {
          const name = control.getAttribute('aria-label') ?? control.textContent?.trim();
          small.push(
            `${control.tagName} "${name}": ${box.width.toFixed(1)}x${box.height.toFixed(1)}`,
          );
        }
      }
    }
    return small;
  }, MIN_TARGET);
}

/** Every piece of text on the tablet's screens and dialogs set below 18 px, with its size. */
async function smallText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const root of document.querySelectorAll('.tablet, .tablet-dialog')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement!;
        const size = parseFloat(getComputedStyle(element).fontSize);
        if (node.textContent!.trim() && element.getClientRects().length > 0 && size < 18) {
          small.push(`"${node.textContent!.trim().slice(0, 40)}": ${size} px`);
        }
      }
    }
    return small;
  });
}

/** axe, the touch targets, body text of 18 px and no sideways scrolling, on the screen as it is. */
async function checkScreen(page: Page) {
  await expectAccessible(page);
  expect(await smallTargets(page)).toEqual([]);
  expect(await smallText(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

async function openTabletMode(page: Page) {
  await signedInAs(page, 'provider');
  await page.getByRole('link', { name: 'Patient tablet mode' }).tap();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
}

/** Taps where the hidden "Let's Go" is and checks that nothing happens. */
async function tapWhereHidden(page: Page) {
  const go = page.locator('.tablet-go');
  await expect(go).toHaveCSS('visibility', 'hidden');
  const box = await go.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: x + width / 2, y: y + height / 2 };
  });
  const url = page.url();
  await page.touchscreen.tap(box.x, box.y);
  await page.waitForTimeout(300);
  expect(page.url()).toBe(url);
}

async function acceptStep(page: Page, statements: string[]) {
  const go = page.getByRole('link', { name: GO });
  await expect(go).toHaveCount(0);
  await tapWhereHidden(page);
  for (const [index, name] of statements.entries()) {
    await page.getByRole('region', { name }).getByRole('switch').tap();
    if (index < statements.length - 1) await expect(go).toHaveCount(0);
  }
  await expect(go).toBeVisible();
}

const legalSteps = {
  en: [
    ['Privacy Policy', 'Terms & Conditions'],
    ['Consent for Disclosure', 'HIPAA Statement'],
  ],
  es: [
    ['Política de Privacidad', 'Términos y Condiciones'],
    ['Consentimiento para la Divulgación', 'Declaración HIPAA'],
  ],
};

test('the whole legal flow in English, each screen accessible and touch-sized', async ({
  page,
}) => {
  // Nine screens through axe: some 20 s alone, more beside another worker on two cores.
  test.setTimeout(60_000);
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { name: 'Please ask a staff member' })).toBeVisible();
  await checkScreen(page);

  await openTabletMode(page);
  await expect(page.getByRole('img', { name: 'Partner clinic logo' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await checkScreen(page);
  await page.getByRole('link', { name: 'Let’s Go' }).tap();

  await expect(page).toHaveURL(/\/legal\/1$/);
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  const privacy = page.getByRole('region', { name: 'Privacy Policy' });
  await expect(privacy.getByText('Placeholder text')).toBeVisible();
  const readFull = privacy.getByRole('link', { name: /Read full Privacy Policy/ });
  await expect(readFull).toHaveAttribute('target', '_blank');
  await expect(readFull).toHaveAttribute('rel', 'noopener noreferrer');
  await checkScreen(page);
  await acceptStep(page, legalSteps.en[0]!);
  // Turning a toggle off hides "Let's Go" again.
  await privacy.getByRole('switch', { name: 'I agree' }).tap();
  await expect(page.getByRole('link', { name: GO })).toHaveCount(0);
  await privacy.getByRole('switch', { name: 'I agree' }).tap();
  await checkScreen(page);
  await page.getByRole('link', { name: GO }).tap();

  await expect(page).toHaveURL(/\/legal\/2$/);
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'HIPAA Statement' })
      .getByRole('switch', { name: 'I understand' }),
  ).toBeVisible();
  await checkScreen(page);
  await acceptStep(page, legalSteps.en[1]!);
  await page.getByRole('link', { name: GO }).tap();

  await expect(page).toHaveURL(/\/intake\/chat$/);
  await expect(page.getByRole('heading', { name: 'What is your full name?' })).toBeVisible();
  await checkScreen(page);

  await page.getByRole('button', { name: 'Staff: return to dashboard' }).tap();
  await expect(page.getByRole('dialog', { name: 'Return to the dashboard?' })).toBeVisible();
  await checkScreen(page);
  await page.getByRole('button', { name: 'Return to dashboard' }).tap();
  await expect(page).toHaveURL(/\/d\/providers\/dashboard\/patients$/);
});

test('opening a later step or the chat directly goes back to the first step', async ({ page }) => {
  await signedInAs(page, 'provider');
  for (const path of ['/legal/2', '/intake/chat']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/legal\/1$/);
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
  }
});

/** One patient's answers by question, as stored values; text is typed as it is. */
type Answers = Record<string, string | string[] | { brand: string; start: string }[]>;

const answers = (email: string): Answers => ({
  name: 'Lucía Fernández',
  'patient:email': email,
  gender: 'female',
  sex: 'female',
  date_of_birth: '1996-08-21',
  ethnicity: 'Latina',
  height: '63',
  weight: '128',
  first_menstruation: '12',
  sexual_activity: 'yes',
  lifestyle_activity: 'moderate',
  lifestyle_diet: 'pescatarian',
  lifestyle_smoking: 'yes',
  'lifestyle_smoking_follow_up:products': ['vape', 'cigarette'],
  'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day': 'lte_15_per_day',
  previous_birth_control: 'yes',
  previous_birth_control_methods: ['pill'],
  previous_birth_control_details: '1',
  pill_usage_information: [{ brand: 'yaz', start: '2019-03-01' }],
  birth_control_goals: ['acne'],
  acne_severity: '6',
  acne_past_treatments: '',
  acne_challenges: 'Scarring on my cheeks',
  birth_control_preferences: 'low_maintenance',
  current_medications: 'ibuprofen, iron',
  hypertension: 'no',
  'family_history:diabetes': 'yes',
});

/** Answers every question of the chat by its stored value, checking each kind of screen once. */
async function answerChat(page: Page, answers: Answers) {
  const checked = new Set<string>();
  for (let asked = 0; asked < 150; asked += 1) {
    const question = page.locator('section[data-question]');
    const review = page.locator('#chat-review-title');
    await expect(question.or(review)).toBeVisible();
    if (await review.isVisible()) return;
    const id = (await question.getAttribute('data-question'))!;
    const kind = (await question.getAttribute('data-kind'))!;
    if (!checked.has(kind)) {
      checked.add(kind);
      await checkScreen(page);
    }
    const answer = answers[id];
    const choose = (value: string) => question.locator(`[data-value="${value}"]`).tap();
    const next = question.locator('.chat-next');
    if (kind === 'boolean' || kind === 'select') {
      await choose(
        typeof answer === 'string'
          ? answer
          : kind === 'boolean'
            ? 'no'
            : await firstChoice(question),
      );
    } else if (kind === 'multi-select') {
      for (const value of (answer as string[] | undefined) ?? []) await choose(value);
      await next.tap();
    } else if (kind === 'usage-history') {
      for (const [index, entry] of (
        (answer ?? []) as { brand: string; start: string }[]
      ).entries()) {
        await question.getByRole('button', { name: /^(Add|Agregar)/ }).tap();
        const fieldset = question.locator('fieldset').nth(index);
        await fieldset.locator('select').selectOption(entry.brand);
        await fieldset.locator('input[type="date"]').first().fill(entry.start);
      }
      if (answer && !checked.has('usage-entry')) {
        checked.add('usage-entry');
        await checkScreen(page);
      }
      await next.tap();
    } else {
      if (typeof answer === 'string')
        await question.locator('input, textarea:not([aria-hidden])').fill(answer);
      await next.tap();
    }
    await expect(page.locator(`section[data-question="${id}"]`)).toHaveCount(0);
  }
  throw new Error('The chat did not reach the review');
}

async function firstChoice(question: Locator): Promise<string> {
  return (await question.locator('[data-value]').first().getAttribute('data-value'))!;
}

/** The stored patient behind an email, read from the API as the provider. */
async function storedPatient(page: Page, email: string) {
  const headers = { Authorization: 'Bearer demo.provider.session.e2e' };
  const list = (await (await page.request.get('/api/patients', { headers })).json()) as {
    uuid: string;
    email: string;
  }[];
  const { uuid } = list.find((patient) => patient.email === email)!;
  const patient = (await (
    await page.request.get(`/api/patients/get/${uuid}`, { headers })
  ).json()) as {
    information: Record<string, unknown>;
  };
  return { uuid, information: patient.information };
}

async function chatToSubmission(page: Page, language: 'en' | 'es', email: string) {
  await openTabletMode(page);
  if (language === 'es') {
    await page.getByRole('button', { name: 'Español' }).tap();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: '¡Le damos la bienvenida!' })).toBeVisible();
  }
  await page.getByRole('link', { name: GO }).tap();
  for (const statements of legalSteps[language]) {
    for (const name of statements)
      await page.getByRole('region', { name }).getByRole('switch').tap();
    await page.getByRole('link', { name: GO }).tap();
  }
  await answerChat(page, answers(email));
  await checkScreen(page);
  const send = language === 'es' ? 'Enviar mis respuestas' : 'Send my answers';
  await page.getByRole('button', { name: send }).tap();
  await expect(
    page.getByRole('heading', { name: language === 'es' ? '¡Gracias!' : 'Thank you!' }),
  ).toBeVisible();
  await checkScreen(page);
  await page
    .getByRole('button', { name: /^(Staff: return to dashboard|Personal: volver al panel)$/ })
    .tap();
  await page.getByRole('button', { name: /^(Return to dashboard|Volver al panel)$/ }).tap();
  await expect(page).toHaveURL(/\/d\/providers\/dashboard\/patients$/);
  await expect(
    page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }),
  ).toBeVisible();
}

test('a full chat in Spanish creates the patient with the same stored values as in English', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const run = `${Date.now()}`;
  const english = `lucia.en.${run}@example.com`;
  const spanish = `lucia.es.${run}@example.com`;

  await chatToSubmission(page, 'es', spanish);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const stored = await storedPatient(page, spanish);
  expect(stored.information).toMatchObject({
    name: 'Lucía Fernández',
    date_of_birth: '1996-08-21',
    height: 63,
    lifestyle_diet: 'pescatarian',
    lifestyle_smoking_follow_up: { products: ['vape', 'cigarette'] },
    pill_usage_information: [{ brand: 'yaz', start_date: '2019-03-01' }],
    acne_past_treatments: null,
    current_medications: ['ibuprofen', 'iron'],
    family_history: expect.objectContaining({ diabetes: true, cardio: false }),
  });

  // The intake summary shows the chat's answers like any other patient's.
  await page.goto(`/d/providers/dashboard/patients/${stored.uuid}/summary`);
  await expect(page.getByText('Lucía Fernández').first()).toBeVisible();
  await expect(page.getByText('Scarring on my cheeks')).toBeVisible();

  const context = await browser.newContext({
    viewport: { width: 768, height: 1024 },
    hasTouch: true,
    isMobile: true,
  });
  const englishPage = await context.newPage();
  await chatToSubmission(englishPage, 'en', english);
  expect((await storedPatient(englishPage, english)).information).toEqual(stored.information);
  await context.close();
});

test.describe('left alone', () => {
  // A build whose tablet warns after 3 s without a touch and starts over after 10 s.
  test.use({ baseURL: urls['demo-tablet-idle'] });

  test('the tablet warns with a countdown, then clears the answers and starts over', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openTabletMode(page);
    await page.getByRole('button', { name: 'Español' }).tap();
    await page.getByRole('link', { name: GO }).tap();
    await page.getByRole('region', { name: 'Política de Privacidad' }).getByRole('switch').tap();

    const warning = page.getByRole('dialog', { name: '¿Sigue ahí?' });
    await expect(warning).toBeVisible({ timeout: 8_000 });
    await expect(warning).toContainText(/volverá al inicio en 0:0\d/);
    await checkScreen(page);
    await warning.getByRole('button', { name: 'Sigo aquí' }).tap();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/legal\/1$/);

    await expect(page.getByRole('dialog', { name: '¿Sigue ahí?' })).toBeVisible({ timeout: 8_000 });
    await expect(page).toHaveURL(/\/welcome$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: GO }).tap();
    await expect(
      page.getByRole('region', { name: 'Privacy Policy' }).getByRole('switch'),
    ).not.toBeChecked();
  });
});

test.describe('at 1024x768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the screens fit without sideways scrolling, with touch-sized targets', async ({ page }) => {
    await openTabletMode(page);
    await checkScreen(page);
    await page.getByRole('link', { name: GO }).tap();
    await checkScreen(page);
    for (const statements of legalSteps.en) {
      for (const name of statements)
        await page.getByRole('region', { name }).getByRole('switch').tap();
      await page.getByRole('link', { name: GO }).tap();
    }
    await expect(page.getByRole('heading', { name: 'What is your full name?' })).toBeVisible();
    await checkScreen(page);
  });
});
