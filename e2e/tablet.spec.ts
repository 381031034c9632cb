/**
 * The patient tablet: welcome, the legal steps and their full texts, and the
 * intake chat, on a 768x1024 touch screen. Every screen gets the checks of tablet-checks.ts:
 * axe, touch targets, text size, no sideways scrolling, no link out of the app, and nothing
 * in the demo bar for a patient to act on.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, signedInAs, test } from './fixtures';
import { expectNoEnglish } from './english-words';
import { checkScreen, staffTakesTabletBack } from './tablet-checks';

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });

const GO = /^(Let’s Go|¡Vamos!)$/;
/** A chat question's way on: Next, or what moving on without an answer means, in either language. */
const NEXT =
  /^(Next|None of these|Nothing to add|Siguiente|Ninguna de estas opciones|Nada que agregar)$/;
/** A usage entry's start date, a group of day, month and year boxes. */
const STARTED = /^(When you started|Cuándo empezó)$/;
/** The chat's last screen, before sending. */
const REVIEW = /^(Check your answers|Revise sus respuestas)$/;
async function openTabletMode(page: Page) {
  await signedInAs(page, 'provider');
  await page.getByRole('link', { name: 'Patient tablet mode' }).tap();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
}

/** Taps where the hidden "Let's Go" is and checks that nothing happens. */
async function tapWhereHidden(page: Page) {
  // Hidden from assistive technology too, so only found with the hidden ones.
  const go = page.getByRole('link', { name: GO, includeHidden: true });
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
    ['Política de privacidad', 'Términos y condiciones'],
    ['Consentimiento para compartir información', 'Declaración HIPAA'],
  ],
};

test('the whole legal flow in English, each screen accessible and touch-sized', async ({
  page,
}) => {
  // Nine screens through axe: some 20 s alone, more beside another worker on two cores.
  test.setTimeout(60_000);
  await page.goto('/welcome');
  await expect(
    page.getByRole('heading', { name: 'Ask a staff member to start the tablet' }),
  ).toBeVisible();
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
  // The full text is read on the tablet (its own test below), never in a new tab.
  const readFull = privacy.getByRole('link', { name: 'Read full Privacy Policy' });
  await expect(readFull).toHaveAttribute('href', '/legal/1/read/privacy');
  await expect(readFull).not.toHaveAttribute('target');
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
  await page
    .getByRole('dialog', { name: 'Return to the dashboard?' })
    .getByRole('button', { name: 'Return to dashboard' })
    .tap();
  await expect(page).toHaveURL(/\/d\/providers\/dashboard\/patients$/);
});

test('a statement’s full text opens inside the tablet, and Back keeps the switches on', async ({
  page,
  context,
}) => {
  // Popups of the app's page (axe opens pages of its own in the context, and closes them).
  const opened: Page[] = [];
  page.on('popup', (popup) => opened.push(popup));
  await openTabletMode(page);
  await page.getByRole('link', { name: 'Let’s Go' }).tap();
  await expect(page).toHaveURL(/\/legal\/1$/);
  const privacy = page.getByRole('region', { name: 'Privacy Policy' });
  const terms = page.getByRole('region', { name: 'Terms & Conditions' });
  await privacy.getByRole('switch').tap();
  await terms.getByRole('switch').tap();

  await terms.getByRole('link', { name: 'Read full Terms & Conditions' }).tap();
  await expect(page).toHaveURL(/\/legal\/1\/read\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeFocused();
  await expect(page.getByText('Placeholder text', { exact: true })).toBeVisible();
  await expect(page.getByText(/^They will describe what this service offers/)).toBeVisible();
  await expect(page).toHaveTitle(/ - Terms & Conditions$/);
  await checkScreen(page);

  await page.getByRole('button', { name: 'Back' }).tap();
  await expect(page).toHaveURL(/\/legal\/1$/);
  await expect(privacy.getByRole('switch')).toBeChecked();
  await expect(terms.getByRole('switch')).toBeChecked();
  await expect(page.getByRole('link', { name: GO })).toBeVisible();
  // Where the patient left: the link of the text just read, in view.
  await expect(terms.getByRole('link', { name: /^Read full/ })).toBeFocused();
  await expect(terms.getByRole('switch')).toBeInViewport();

  // In Spanish, and the browser's own Back agrees with the reader's.
  await page.getByRole('button', { name: 'Español' }).tap();
  await page.getByRole('link', { name: 'Leer toda la política de privacidad' }).tap();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Política de privacidad' }),
  ).toBeFocused();
  await expect(page.getByText('Texto provisional', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/ - Política de privacidad$/);
  await checkScreen(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/legal\/1$/);
  await expect(
    page.getByRole('region', { name: 'Política de privacidad' }).getByRole('switch'),
  ).toBeChecked();
  await expect(page.getByRole('link', { name: GO })).toBeVisible();

  // A text the flow does not have says so, with the way back.
  await page.goto('/legal/1/read/nonsense');
  await expect(page.getByRole('heading', { level: 1, name: 'Text not found' })).toBeFocused();
  await checkScreen(page);
  await page.getByRole('button', { name: 'Back' }).tap();
  await expect(page).toHaveURL(/\/legal\/1$/);

  expect(opened).toEqual([]);
  expect(context.pages()).toHaveLength(1);
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
type Answers = Record<
  string,
  string | string[] | { brand: string; start: string }[] | MeasureAnswer
>;
/** A height or weight as the patient gives it: her unit, then its boxes in order. */
type MeasureAnswer = { unit: string; boxes: string[] };

const answers = (email: string): Answers => ({
  name: 'Lucía Fernández',
  'patient:email': email,
  gender: 'female',
  sex: 'female',
  date_of_birth: '1996-08-21',
  ethnicity: 'Latina',
  // 160 cm is stored as 63 inches, in either language.
  height: { unit: 'cm', boxes: ['160'] },
  weight: { unit: 'lb', boxes: ['128'] },
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
  hypertension: 'yes_without_medications',
  // "I don't know": stored as Unknown, and taken as the chart's stricter rows.
  hypertension_bp: 'not_known',
  // A clot in the lungs is asked with a clot in the leg (U.S. MEC 2024: "History of DVT/PE").
  dvt_pe: 'lung_clot_or_pulmonary_embolism',
  rheumatic_diseases: ['systemic_lupus_erythematosus'],
  'rheumatic_diseases_sle_follow_up:antiphospholipid_antibodies': 'not_known',
  'family_history:diabetes': 'yes',
});

/** What the patient types herself: her words may be in any language. */
const typedWords = (answers: Answers) =>
  Object.values(answers).filter((answer): answer is string => typeof answer === 'string');

/**
 * Answers every question of the chat by its stored value, checking each kind of screen once,
 * and each screen with `everyScreen`.
 */
async function answerChat(
  page: Page,
  answers: Answers,
  everyScreen: () => Promise<void> = async () => undefined,
) {
  const checked = new Set<string>();
  // The time left and the section, as the progress bar says them: neither goes back as
  // follow-up questions appear ("Part 2 of 6: … About 13 minutes left.").
  let last = { part: 1, minutes: Infinity };
  for (let asked = 0; asked < 150; asked += 1) {
    const question = page.locator('section[data-question]');
    const review = page.getByRole('heading', { level: 1, name: REVIEW });
    await expect(question.or(review)).toBeVisible();
    if (await review.isVisible()) return;
    const id = (await question.getAttribute('data-question'))!;
    const kind = (await question.getAttribute('data-kind'))!;
    const said = (await question.getByRole('progressbar').getAttribute('aria-valuetext'))!;
    const [, part = '', minutes = ''] = /^Parte? (\d) (?:of|de) 6: .*?(\d+) minut/.exec(said) ?? [];
    const now = { part: Number(part), minutes: Number(minutes) };
    expect(now.part, said).toBeGreaterThanOrEqual(last.part);
    expect(now.minutes, said).toBeLessThanOrEqual(last.minutes);
    last = now;
    await everyScreen();
    if (!checked.has(kind)) {
      checked.add(kind);
      await checkScreen(page);
    }
    const answer = answers[id];
    const choose = (value: string) => question.locator(`[data-value="${value}"]`).tap();
    const next = question.getByRole('button', { name: NEXT });
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
        await fillDate(fieldset.getByRole('group', { name: STARTED }), entry.start);
      }
      if (answer && !checked.has('usage-entry')) {
        checked.add('usage-entry');
        await checkScreen(page);
      }
      await next.tap();
    } else if (kind === 'measure') {
      const { unit, boxes } = answer as MeasureAnswer;
      await question.locator(`[data-unit="${unit}"]`).tap();
      const inputs = question.locator('input[data-box]');
      for (const [index, text] of boxes.entries()) await inputs.nth(index).fill(text);
      await next.tap();
    } else if (kind === 'date') {
      if (typeof answer === 'string') await fillDate(question, answer);
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

/** A YYYY-MM-DD date typed into its day, month and year boxes, whatever their order. */
async function fillDate(scope: Locator, date: string) {
  const [year = '', month = '', day = ''] = date.split('-');
  for (const [part, text] of Object.entries({ year, month, day })) {
    await scope.locator(`input[data-part="${part}"]`).fill(text);
  }
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
  const answered = answers(email);
  // In Spanish, every screen from welcome to the end shows no English.
  const noEnglish = async () => {
    if (language === 'es') await expectNoEnglish(page, typedWords(answered));
  };
  await openTabletMode(page);
  if (language === 'es') {
    await page.getByRole('button', { name: 'Español' }).tap();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: '¡Le damos la bienvenida!' })).toBeVisible();
  }
  await noEnglish();
  await page.getByRole('link', { name: GO }).tap();
  for (const statements of legalSteps[language]) {
    await expect(page.getByRole('region', { name: statements[0] })).toBeVisible();
    await noEnglish();
    for (const name of statements)
      await page.getByRole('region', { name }).getByRole('switch').tap();
    await page.getByRole('link', { name: GO }).tap();
  }
  // An answer left out, in the patient's language.
  await page.getByRole('button', { name: NEXT }).tap();
  await expect(page.getByRole('alert')).toBeVisible();
  await noEnglish();
  await answerChat(page, answered, noEnglish);
  await checkScreen(page);
  await noEnglish();
  const send = language === 'es' ? 'Enviar mis respuestas' : 'Send my answers';
  // A failed send says so in her language, and keeps every answer for the next try.
  await page.route('**/api/patients/set', (route) => route.fulfill({ status: 500 }), {
    times: 1,
  });
  await page.getByRole('button', { name: send }).tap();
  await expect(page.getByRole('alert')).toBeVisible();
  await noEnglish();
  await page.getByRole('button', { name: send }).tap();
  // The method explorer is offered (method-explorer.spec.ts); she skips it.
  await page
    .getByRole('button', { name: language === 'es' ? 'Saltar este paso' : 'Skip this step' })
    .tap();
  await expect(
    page.getByRole('heading', { name: language === 'es' ? '¡Gracias!' : 'Thank you!' }),
  ).toBeVisible();
  await checkScreen(page);
  await staffTakesTabletBack(page);
  await expect(page).toHaveURL(/\/d\/providers\/dashboard\/patients$/);
  // Locked until a staff member signs in again (tablet-lock.spec.ts).
  await page.getByRole('button', { name: 'Staff: sign in as demo provider' }).tap();
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
    hypertension_bp: null,
    dvt_pe: 'lung_clot_or_pulmonary_embolism',
    rheumatic_diseases_sle_follow_up: expect.objectContaining({
      antiphospholipid_antibodies: null,
    }),
  });

  // The intake summary shows the chat's answers like any other patient's.
  await page.goto(`/d/providers/dashboard/patients/${stored.uuid}/summary`);
  await expect(page.getByText('Lucía Fernández').first()).toBeVisible();
  await expect(page.getByText('Scarring on my cheeks')).toBeVisible();
  // Her "I don't know" answers: the chart's stricter rows, said to be taken for want of them.
  const combined = page
    .getByRole('region', { name: 'Safety check (U.S. MEC 2024)' })
    .getByRole('listitem', { name: 'Combined pill, patch or ring (CHC)' });
  await expect(combined).toContainText('Category 4 · Unacceptable health risk');
  await expect(combined).toContainText(
    'Not known: SLE: positive or unknown antiphospholipid antibodies; the stricter row is taken.',
  );
  await expect(combined).toContainText(/Not known: [^;]*Blood pressure range; the stricter row/);

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
  // The page's clock is Playwright's: the 2 and 3 minutes pass when the test says so.
  test('the tablet warns with a countdown, then clears the answers and starts over', async ({
    page,
  }) => {
    await page.clock.install();
    await openTabletMode(page);
    await page.getByRole('button', { name: 'Español' }).tap();
    await page.getByRole('link', { name: GO }).tap();
    await page.getByRole('region', { name: 'Política de privacidad' }).getByRole('switch').tap();

    const warning = page.getByRole('dialog', { name: '¿Sigue ahí?' });
    await expect(warning).toBeHidden();
    await page.clock.fastForward('02:01');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(/volverá al inicio en 0:5\d/);
    await checkScreen(page);
    await warning.getByRole('button', { name: 'Sigo aquí' }).tap();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/legal\/1$/);

    await page.clock.fastForward('02:01');
    await expect(warning).toBeVisible();
    await page.clock.fastForward('01:00');
    await expect(page).toHaveURL(/\/welcome$/);
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
