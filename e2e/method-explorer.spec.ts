/**
 * The method explorer on the tablet at 768x1024 with touch, in English and Spanish
 * (docs/method-explorer.md): after her answers are sent, "What matters to you?" one question a
 * screen, a question skipped, every method compared in her order, two marked to ask about, the
 * hand-back; then the staff sign-in, and her provider's record and visit showing what mattered
 * to her and the methods the visit allows in her order. Every tablet screen gets the checks of
 * tablet-checks.ts (axe, 48 px targets, 18 px text, no sideways scrolling).
 */
import type { Locator, Page } from '@playwright/test';
import { methods, type Method } from '../src/domain/clinical/methods';
import { methodsByFit } from '../src/domain/explorer/fit';
import { explorer as en, explorerForProvider } from '../src/domain/texts/en/explorer';
import { explorer as es } from '../src/domain/texts/es/explorer';
import { inHerOrder } from '../src/features/visit/her-order';
import { expect, expectAccessible, signedInAs, test } from './fixtures';
import { answer, reviewAnswers, step, takeReading } from './visit-steps';
import { checkScreen, staffTakesTabletBack } from './tablet-checks';

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });

const GO = /^(Let’s Go|¡Vamos!)$/;
const NEXT =
  /^(Next|None of these|Nothing to add|Siguiente|Ninguna de estas opciones|Nada que agregar)$/;
const REVIEW = /^(Check your answers|Revise sus respuestas)$/;
const LEGAL = {
  en: ['Privacy Policy', 'Terms & Conditions', 'Consent for Disclosure', 'HIPAA Statement'],
  es: [
    'Política de privacidad',
    'Términos y condiciones',
    'Consentimiento para compartir información',
    'Declaración HIPAA',
  ],
};

/** What she types; every other question gets "No", its first choice, or nothing. */
const typed = (email: string): Record<string, string> => ({
  name: 'Rosa Díaz',
  ethnicity: 'Latina',
  'patient:email': email,
  first_menstruation: '12',
});

/** A date typed into its day, month and year boxes, whatever their order. */
async function fillDate(scope: Locator, date: string) {
  const [year = '', month = '', day = ''] = date.split('-');
  for (const [part, text] of Object.entries({ year, month, day })) {
    await scope.locator(`input[data-part="${part}"]`).fill(text);
  }
}

/** The chat, the shortest way through it, to its review. */
async function answerChat(page: Page, email: string) {
  const answers = typed(email);
  for (let asked = 0; asked < 150; asked += 1) {
    const question = page.locator('section[data-question]');
    const review = page.getByRole('heading', { level: 1, name: REVIEW });
    await expect(question.or(review)).toBeVisible();
    if (await review.isVisible()) return;
    const id = (await question.getAttribute('data-question'))!;
    const kind = (await question.getAttribute('data-kind'))!;
    const next = question.getByRole('button', { name: NEXT });
    if (kind === 'boolean') await question.locator('[data-value="no"]').tap();
    else if (kind === 'select') await question.locator('[data-value]').first().tap();
    else if (kind === 'measure') {
      await question.locator(`[data-unit="${id === 'height' ? 'cm' : 'kg'}"]`).tap();
      await question
        .locator('input[data-box]')
        .first()
        .fill(id === 'height' ? '160' : '60');
      await next.tap();
    } else if (kind === 'date') {
      if (id === 'date_of_birth') await fillDate(question, '1994-05-02');
      await next.tap();
    } else {
      if (answers[id])
        await question.locator('input, textarea:not([aria-hidden])').fill(answers[id]);
      await next.tap();
    }
    await expect(page.locator(`section[data-question="${id}"]`)).toHaveCount(0);
  }
  throw new Error('The chat did not reach the review');
}

/** Tablet mode, her language, the legal steps, the chat, sent. */
async function sendChat(page: Page, language: 'en' | 'es', email: string) {
  await signedInAs(page, 'provider');
  await page.getByRole('link', { name: 'Patient tablet mode' }).tap();
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  if (language === 'es') await page.getByRole('button', { name: 'Español' }).tap();
  await page.getByRole('link', { name: GO }).tap();
  for (const [index, name] of LEGAL[language].entries()) {
    await page.getByRole('region', { name }).getByRole('switch').tap();
    if (index % 2 === 1) await page.getByRole('link', { name: GO }).tap();
  }
  await answerChat(page, email);
  await page
    .getByRole('button', { name: language === 'es' ? 'Enviar mis respuestas' : 'Send my answers' })
    .tap();
}

const HERS = { prevent_pregnancy: 'very', hormones: 'none' } as const;
const MARKED = ['cu_iud', 'external_condom'] as const;

for (const language of ['en', 'es'] as const) {
  const words = language === 'es' ? es : en;
  const back = language === 'es' ? 'Atrás' : 'Back';

  test(`in ${language === 'es' ? 'Spanish' : 'English'}: what matters to her, every method compared, two marked, carried to her visit`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = `rosa.${language}.${Date.now()}@example.com`;
    await sendChat(page, language, email);

    // The offer, after the line that says her answers went.
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeFocused();
    await checkScreen(page);
    await page.getByRole('button', { name: words.start }).tap();

    // One question a screen: she answers the first, skips the second, answers the third.
    await expect(
      page.getByRole('heading', { level: 1, name: words.questions.prevent_pregnancy }),
    ).toBeVisible();
    await checkScreen(page);
    await page.getByRole('button', { name: words.answers.prevent_pregnancy.very }).tap();
    await expect(
      page.getByRole('heading', { level: 1, name: words.questions.how_often }),
    ).toBeVisible();
    await page.getByRole('button', { name: words.skip, exact: true }).tap();
    await expect(
      page.getByRole('heading', { level: 1, name: words.questions.hormones }),
    ).toBeVisible();
    await page.getByRole('button', { name: words.answers.hormones.none }).tap();
    // Back to the skipped one: nothing chosen there.
    await page.getByRole('button', { name: back }).tap();
    await page.getByRole('button', { name: back }).tap();
    await expect(
      page.getByRole('heading', { level: 1, name: words.questions.how_often }),
    ).toBeVisible();
    await expect(page.locator('section[data-explorer] [aria-pressed="true"]')).toHaveCount(0);
    await page.getByRole('button', { name: words.skip, exact: true }).tap();
    await expect(page.getByRole('button', { name: words.answers.hormones.none })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: words.answers.hormones.none }).tap();
    for (let left = 5; left > 0; left -= 1) {
      await expect(page.locator('section[data-explorer="question"]')).toBeVisible();
      await page.getByRole('button', { name: words.skip, exact: true }).tap();
    }

    // Every method, in her order, said plainly to be checked by her pharmacist.
    await expect(
      page.getByRole('heading', { level: 1, name: words.comparison.heading }),
    ).toBeFocused();
    await expect(page.getByRole('note')).toContainText(words.comparison.pharmacist);
    const cards = page.locator('li[data-method]');
    await expect(cards).toHaveCount(15);
    expect(await cards.evaluateAll((all) => all.map((card) => card.dataset.method))).toEqual(
      methodsByFit(HERS),
    );
    const pill = page.getByRole('listitem', {
      name: words.methods.combined_pill.name,
      exact: true,
    });
    await expect(pill.getByRole('img', { name: words.picture(7) })).toBeVisible();
    await expect(pill).toContainText(words.pregnancies(7));
    await checkScreen(page);
    for (const method of MARKED) {
      const ask = page
        .getByRole('listitem', { name: words.methods[method].name, exact: true })
        .getByRole('button', { name: words.ask });
      await ask.tap();
      await expect(ask).toHaveAttribute('aria-pressed', 'true');
    }
    await checkScreen(page);
    await page.getByRole('button', { name: words.done, exact: true }).tap();

    // The hand-back, as after the chat.
    await expect(
      page.getByRole('heading', { name: language === 'es' ? '¡Gracias!' : 'Thank you!' }),
    ).toBeFocused();
    await checkScreen(page);
    await staffTakesTabletBack(page);
    await page.getByRole('button', { name: 'Staff: sign in as demo provider' }).tap();
    await expect(page).toHaveURL(/\/d\/providers\/dashboard\/patients$/);

    // Her provider, at the desk, in the same tab (what she said is in the tab's memory only):
    // her record says what mattered to her, in English.
    await page.setViewportSize({ width: 1440, height: 900 });
    const row = page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
    await row.getByRole('link', { name: /^View / }).click();
    const fromTablet = page.getByRole('region', { name: explorerForProvider.heading });
    await expect(fromTablet).toContainText(
      explorerForProvider.toldUs([
        explorerForProvider.answers.prevent_pregnancy.very,
        explorerForProvider.answers.hormones.none,
      ]),
    );
    await expect(fromTablet.getByRole('listitem')).toHaveText(
      MARKED.map((method) => en.methods[method].name),
    );
    await expectAccessible(page);

    // Her visit: beside the recommendation, the methods it allows in her order.
    await page.goBack();
    await row.getByRole('link', { name: /^Start visit / }).click();
    await reviewAnswers(page);
    await step(page, '2. Blood pressure');
    await takeReading(page, 'Reading', '118', '76');
    await step(page, '3. Pregnancy');
    await answer(page, '7 days or fewer after the start of normal menses', 'Yes');
    await answer(page, 'Symptoms or signs of pregnancy', 'No');
    await step(page, '4. Eligibility');
    const rows = page.getByRole('table', { name: 'For this visit' }).getByRole('row');
    const allowed: Method[] = [];
    for (const method of Object.keys(methods) as Method[]) {
      const row = rows.filter({
        has: page.getByRole('rowheader', { name: methods[method].chartName, exact: true }),
      });
      if ((await row.getByRole('cell').last().textContent()) === 'Can be prescribed.')
        allowed.push(method);
    }
    // Pregnancy ruled out, a reading taken: the visit allows some methods, not all.
    expect(allowed.length).toBeGreaterThan(1);
    const herOrder = page.getByRole('region', { name: 'Her order' });
    await expect(herOrder).toContainText('not a safety statement');
    await expect(herOrder.getByRole('listitem')).toHaveCount(allowed.length);
    const expected = inHerOrder({ answers: HERS, marked: [...MARKED] }, allowed);
    for (const [index, { method }] of expected.entries()) {
      await expect(herOrder.getByRole('listitem').nth(index)).toContainText(
        methods[method].chartName,
      );
    }
    await expect(page.getByRole('region', { name: 'Recommendation' })).toBeVisible();
    await expectAccessible(page);
  });
}
