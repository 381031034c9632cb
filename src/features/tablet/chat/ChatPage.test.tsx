import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../tests/render-app';
import { openTabletChat } from '../../../../tests/tablet-chat';
import type { PatientSaveRequest } from '../../../api/schemas';
import { patientFields } from '../../../domain/intake/catalog';
import { emptyPatientInformation } from '../../../domain/intake/model';
import { mockDb, server } from '../../../mocks/node';
import { methodsByFit } from '../../../domain/explorer/fit';
import { explorer } from '../../../domain/texts/en/explorer';
import { isTabletEntry, tabletEntryLanguage } from '../../../tab-memory/tablet-entries';
import { tabletPriorities } from '../../../tab-memory/tablet-priorities';

type App = ReturnType<typeof renderApp>;
type Answers = Record<string, string | string[]>;

const PRODUCTS = 'lifestyle_smoking_follow_up:products';
const PER_DAY = 'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day';

/** What a patient answers; every other question gets "No", its first choice or nothing. */
const ANA: Answers = {
  name: 'Ana López',
  'patient:email': 'ana.lopez@example.com',
  date_of_birth: '1995-04-12',
  ethnicity: 'Hispanic',
  // Feet and inches, the English default; pounds.
  height: ['5', '4'],
  weight: '130',
  first_menstruation: '13',
  sexual_activity: '',
  lifestyle_smoking: 'yes',
  [PRODUCTS]: ['cigarette'],
  [PER_DAY]: 'lte_15_per_day',
  current_medications: 'ibuprofen, iron',
};

/**
 * Her answers sent: the line that says so, and the method explorer offered
 * (features/tablet/explorer/).
 */
async function offered() {
  expect(await screen.findByRole('heading', { name: 'What matters to you?' })).toBeVisible();
  expect(screen.getByText('Your answers have been sent.')).toBeVisible();
}

/** Both legal steps, to the first question. */
async function openChat(): Promise<App> {
  const app = await openTabletChat();
  await screen.findByRole('heading', { name: 'What is your full name?' });
  return app;
}

const current = () => document.querySelector<HTMLElement>('section[data-question]');

/** The chat's progress as the bar says it: "Part 2 of 6: Your lifestyle. About 13 minutes left." */
const progress = () =>
  screen
    .getByRole('progressbar', { name: /^(Your progress|Su progreso)$/ })
    .getAttribute('aria-valuetext');
const minutesLeft = () => Number(/About (\d+) minutes? left/.exec(progress() ?? '')![1]);

/** A question's way on: Next, or what moving on without an answer means, in either language. */
const NEXT =
  /^(Next|None of these|Nothing to add|Siguiente|Ninguna de estas opciones|Nada que agregar)$/;

/**
 * Answers the question on screen from `answers` and moves on. Plain events, not user-event:
 * this only walks to the questions a test looks at, some fifty of them.
 */
function answerOne(answers: Answers) {
  const section = current()!;
  const { question = '', kind } = section.dataset;
  const answer = answers[question];
  const choose = (value: string) =>
    fireEvent.click(section.querySelector<HTMLElement>(`[data-value="${value}"]`)!);
  if (kind === 'boolean' || kind === 'select') {
    const first = section.querySelector<HTMLElement>('[data-value]')!.dataset.value!;
    choose((answer as string | undefined) ?? (kind === 'boolean' ? 'no' : first));
    return;
  }
  if (kind === 'multi-select') {
    for (const value of (answer as string[] | undefined) ?? []) choose(value);
  } else if (kind === 'date' && typeof answer === 'string') {
    const [year, month, day] = answer.split('-');
    for (const [part, value] of Object.entries({ year, month, day })) {
      const box = section.querySelector(`input[data-part="${part}"]`)!;
      fireEvent.change(box, { target: { value } });
    }
  } else if (kind === 'measure' && answer !== undefined) {
    // The boxes of the unit on screen, in order: feet and inches, or one box.
    const boxes = section.querySelectorAll('input[data-box]');
    [answer].flat().forEach((value, index) => {
      fireEvent.change(boxes[index]!, { target: { value } });
    });
  } else if (answer !== undefined) {
    fireEvent.change(section.querySelector('input, textarea')!, { target: { value: answer } });
  }
  fireEvent.click(within(section).getByRole('button', { name: NEXT }));
}

/** Answers until the question `id` (or the review) is on screen. */
async function answerUntil(answers: Answers, id?: string) {
  for (let asked = 0; current() && current()!.dataset.question !== id; asked += 1) {
    if (asked > 150) throw new Error('The chat never ended');
    answerOne(answers);
  }
  if (!id)
    await screen.findByRole('heading', { name: /^(Check your answers|Revise sus respuestas)$/ });
}

describe('the intake chat', () => {
  it('asks one question at a time, with its progress, in the patient’s words', async () => {
    const app = await openChat();
    // Where she is by section, and the time a typical patient takes (chat-time.ts).
    expect(screen.getByText('Part 1 of 6: About you')).toBeVisible();
    expect(screen.getByText('About 14 minutes left')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute(
      'aria-valuetext',
      'Part 1 of 6: About you. About 14 minutes left.',
    );
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please answer this question.');
    await answerUntil(ANA, 'height');
    const feet = screen.getByRole('textbox', { name: 'How tall are you? feet' });
    expect(feet).toHaveAttribute('inputmode', 'numeric');
    fireEvent.change(feet, { target: { value: '5.4' } });
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a whole number.');
    await answerUntil(ANA, 'first_menstruation');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '25' } });
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a number from 0 to 18.');
  });

  it('stops free text at its limit and refuses what is over it, a negative or a huge number', async () => {
    const app = await openChat();
    const name = screen.getByRole('textbox', { name: 'What is your full name?' });
    expect(name).toHaveAttribute('maxlength', '200');
    await app.user.click(name);
    await app.user.paste('N'.repeat(10_000));
    expect(name).toHaveValue('N'.repeat(200));
    // A value set by code is not stopped by the input, so the check names the limit.
    fireEvent.change(name, { target: { value: 'N'.repeat(300) } });
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please shorten this to at most 200 characters.',
    );
    await answerUntil(ANA, 'patient:email');
    expect(screen.getByRole('textbox')).toHaveAttribute('maxlength', '254');
    await answerUntil(ANA, 'weight');
    const weight = screen.getByRole('textbox');
    for (const [value, message] of [
      ['-130', 'Please enter a weight from 50 pounds to 700 pounds.'],
      ['130.5', 'Please enter a whole number.'],
      ['9'.repeat(400), 'Please enter a weight from 50 pounds to 700 pounds.'],
    ]) {
      fireEvent.change(weight, { target: { value } });
      await app.user.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('alert')).toHaveTextContent(message!);
    }
  });

  it('asks a follow-up only when its rule holds, and drops it when a changed answer hides it', async () => {
    const app = await openChat();
    await answerUntil({ ...ANA, lifestyle_smoking: 'no' }, 'lifestyle_smoking');
    await app.user.click(screen.getByRole('button', { name: 'No' }));
    expect(current()!.dataset.question).toBe('rec_drugs_list');

    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    const before = minutesLeft();
    await app.user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(
      screen.getByRole('heading', { name: 'Which nicotine products do you use?' }),
    ).toBeVisible();
    // The follow-up adds a question, not time: the time left stays or shrinks.
    expect(progress()).toMatch(/^Part 2 of 6: Your lifestyle\. /);
    expect(minutesLeft()).toBeLessThanOrEqual(before);
    await app.user.click(screen.getByRole('button', { name: 'Vape' }));
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    // Cigarettes per day only for cigarettes.
    expect(current()!.dataset.question).toBe('rec_drugs_list');
    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    await app.user.click(screen.getByRole('button', { name: 'Cigarettes' }));
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByRole('heading', { name: 'How many cigarettes do you smoke a day?' }),
    ).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'More than 15 a day' }));

    // Back to smoking, answered no: the products and the count go, and are not asked.
    for (const question of [PER_DAY, PRODUCTS, 'lifestyle_smoking']) {
      await app.user.click(screen.getByRole('button', { name: 'Back' }));
      expect(current()!.dataset.question).toBe(question);
    }
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(screen.getByRole('button', { name: 'No' }));
    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    await app.user.click(screen.getByRole('button', { name: 'Yes' }));
    for (const name of ['Vape', 'Cigarettes']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('goes back to an earlier answer, which it keeps', async () => {
    const app = await openChat();
    await answerUntil(ANA, 'gender');
    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'What is your email address?' })).toHaveValue(
      'ana.lopez@example.com',
    );
    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'What is your full name?' })).toHaveValue(
      'Ana López',
    );
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('reviews every answer by section, changes one, and sends the provider form’s values', async () => {
    const app = await openChat();
    await answerUntil(ANA);
    expect(await screen.findByRole('heading', { name: 'Check your answers' })).toBeVisible();
    const about = screen.getByRole('region', { name: 'About you' });
    expect(within(about).getByText('What is your full name?').nextSibling).toHaveTextContent(
      'Ana López',
    );
    expect(within(about).getByText('How tall are you?').nextSibling).toHaveTextContent('5 ft 4 in');
    expect(within(about).getByText('How much do you weigh?').nextSibling).toHaveTextContent(
      '130 pounds',
    );
    expect(within(about).getByText('What is your date of birth?').nextSibling).toHaveTextContent(
      'April 12, 1995',
    );
    expect(within(about).getByText('Are you sexually active?').nextSibling).toHaveTextContent(
      'I’d rather not say',
    );
    const lifestyle = screen.getByRole('region', { name: 'Your lifestyle' });
    expect(
      within(lifestyle).getByText('Which nicotine products do you use?').nextSibling,
    ).toHaveTextContent('Cigarettes');
    expect(screen.queryByRole('region', { name: /lab/i })).toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'Change: How much do you weigh?' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '128' } });
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Check your answers' })).toBeVisible();

    const before = mockDb.listPatients().length;
    await app.user.click(screen.getByRole('button', { name: 'Send my answers' }));
    await offered();
    // She skips the method explorer: the tablet goes back to staff.
    await app.user.click(screen.getByRole('button', { name: 'Skip this step' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(screen.getByText('Please hand the tablet back to a staff member.')).toBeVisible();

    const created = mockDb.listPatients().find((p) => p.email === 'ana.lopez@example.com');
    expect(mockDb.listPatients()).toHaveLength(before + 1);
    const information = mockDb.getPatient(created!.uuid)!.information;
    expect(information).toMatchObject({
      name: 'Ana López',
      gender: 'female',
      date_of_birth: '1995-04-12',
      height: 64,
      weight: 128,
      sexual_activity: null,
      lifestyle_smoking: true,
      lifestyle_smoking_follow_up: { products: ['cigarette'] },
      lifestyle_smoking_products_cigarettes_follow_up: { cigarettes_per_day: 'lte_15_per_day' },
      pregnant: false,
      current_medications: ['ibuprofen', 'iron'],
      // The provider's own fields stay as a new patient's are, for the provider to fill in.
      lab_details: emptyPatientInformation().lab_details,
      recent_blood_pressure: { systolic: null, diastolic: null },
    });
    expect(Object.keys(information).sort()).toEqual(Object.keys(emptyPatientInformation()).sort());
    expect(patientFields.length).toBeGreaterThan(0);
    // The provider is told, later in this tab, that the patient entered it.
    expect(isTabletEntry('user_demo_provider', 'ana.lopez@example.com')).toBe(true);
    expect(isTabletEntry('user_demo_administrator', 'ana.lopez@example.com')).toBe(false);
    // With the language she took the chat in, for her visit summary.
    expect(tabletEntryLanguage('user_demo_provider', 'ana.lopez@example.com')).toBe('en');
  });

  it('keeps every answer when sending fails, and sends them when tried again', async () => {
    let attempts = 0;
    server.use(
      http.post('*/api/patients/set', () => {
        attempts += 1;
        return attempts === 1 ? HttpResponse.json({}, { status: 500 }) : undefined;
      }),
    );
    const app = await openChat();
    await answerUntil(ANA);
    await app.user.click(await screen.findByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your answers could not be sent. They are all still here',
    );
    expect(screen.getByText('Ana López')).toBeVisible();
    // The answers live in memory only (the demo sign-in keeps its persona in sessionStorage).
    const stored = [sessionStorage, localStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    );
    expect(stored.join('\n')).not.toMatch(/Ana|ana\.lopez|Hispanic/);

    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    await offered();
    expect(attempts).toBe(2);
    expect(mockDb.listPatients().some((p) => p.email === 'ana.lopez@example.com')).toBe(true);
  });

  it('checks whether answers cut off on their way arrived, and sends nothing more when they did', async () => {
    let attempts = 0;
    server.use(
      http.post('*/api/patients/set', async ({ request }) => {
        attempts += 1;
        const body = (await request.json()) as PatientSaveRequest;
        // Stored, but the answer is lost on the way back.
        mockDb.createPatient({ email: body.patient.email, information: body.patient_information });
        return HttpResponse.error();
      }),
    );
    const app = await openChat();
    await answerUntil(ANA);
    await app.user.click(await screen.findByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not tell whether your answers arrived. They are all still here.',
    );
    await app.user.click(screen.getByRole('button', { name: 'Check whether they arrived' }));

    await offered();
    expect(attempts).toBe(1);
    expect(mockDb.listPatients().filter((p) => p.email === ANA['patient:email'])).toHaveLength(1);
    expect(isTabletEntry('user_demo_provider', 'ana.lopez@example.com')).toBe(true);
  });

  it('looks first when the answers are sent again, and sends them once it knows they did not arrive', async () => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/patients' || path === '/api/patients/set') posts.push(request.method);
    });
    server.use(http.post('*/api/patients/set', () => HttpResponse.error(), { once: true }));
    const app = await openChat();
    await answerUntil(ANA);
    await app.user.click(await screen.findByRole('button', { name: 'Send my answers' }));
    await screen.findByRole('button', { name: 'Check whether they arrived' });
    await app.user.click(screen.getByRole('button', { name: 'Send my answers' }));

    await offered();
    expect(posts).toEqual(['POST', 'GET', 'POST']);
    expect(mockDb.listPatients().filter((p) => p.email === ANA['patient:email'])).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it('asks a returning patient to check her email when it holds someone else’s answers', async () => {
    server.use(http.post('*/api/patients/set', () => HttpResponse.error(), { once: true }));
    const app = await openChat();
    await answerUntil({ ...ANA, 'patient:email': 'maya.thompson@example.com' });
    await app.user.click(await screen.findByRole('button', { name: 'Send my answers' }));
    await app.user.click(await screen.findByRole('button', { name: 'Check whether they arrived' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please check your email address');
    expect(screen.getByRole('button', { name: 'Change email' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'What matters to you?' })).not.toBeInTheDocument();
  });

  it('offers to change the email when the server refuses the answers', async () => {
    server.use(
      http.post('*/api/patients/set', () =>
        HttpResponse.json(
          { errors: ['Another patient already uses this email address.'] },
          { status: 400 },
        ),
      ),
    );
    const app = await openChat();
    await answerUntil(ANA);
    await app.user.click(await screen.findByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check your email address');
    await app.user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(screen.getByRole('textbox', { name: 'What is your email address?' })).toHaveValue(
      'ana.lopez@example.com',
    );
  });

  it('switches language at any point without losing an answer', async () => {
    const app = await openChat();
    await answerUntil(ANA, 'gender');
    expect(document.title).toBe('ContraRx - Intake Chat');
    await app.user.click(screen.getByRole('button', { name: 'Español' }));
    // The Spanish pack loads when she chooses it.
    expect(await screen.findByRole('heading', { name: '¿Cuál es su género?' })).toBeVisible();
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('ContraRx - Chat de admisión');
    expect(screen.getByText('Parte 1 de 6: Sobre usted')).toBeVisible();
    expect(progress()).toMatch(/^Parte 1 de 6: Sobre usted\. Faltan unos \d+ minutos\.$/);
    await app.user.click(screen.getByRole('button', { name: 'Femenino' }));
    await app.user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(screen.getByRole('button', { name: 'Femenino' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await app.user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('button', { name: 'Female' })).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'What is your email address?' })).toHaveValue(
      'ana.lopez@example.com',
    );
  });
});

describe('height, weight and dates as the patient knows them', () => {
  const region = () => screen.getByRole('region', { name: /About you|Sobre usted/ });
  const answerTo = (question: string) =>
    within(region()).getByText(question).nextSibling as HTMLElement;

  it('stores centimetres and kilograms as inches and pounds, and reviews them as given', async () => {
    const app = await openChat();
    await answerUntil(ANA, 'height');
    const units = screen.getByRole('group', { name: 'Unit' });
    expect(within(units).getByRole('button', { name: 'Feet and inches' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await app.user.click(within(units).getByRole('button', { name: 'Centimeters' }));
    expect(screen.getByText('For example, 1.60 m is 160 cm.')).toBeVisible();
    await app.user.type(screen.getByRole('textbox', { name: 'How tall are you? cm' }), '160');
    await app.user.click(screen.getByRole('button', { name: 'Next' }));

    await app.user.click(screen.getByRole('button', { name: 'Kilograms' }));
    await app.user.type(screen.getByRole('textbox', { name: 'How much do you weigh? kg' }), '60');
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    await answerUntil(ANA);

    expect(answerTo('How tall are you?')).toHaveTextContent(/^160 cm$/);
    expect(answerTo('How much do you weigh?')).toHaveTextContent(/^60 kg$/);
    // Changing it shows what she typed, in the unit she chose.
    await app.user.click(screen.getByRole('button', { name: 'Change: How tall are you?' }));
    expect(screen.getByRole('textbox', { name: 'How tall are you? cm' })).toHaveValue('160');
    await app.user.click(screen.getByRole('button', { name: 'Next' }));

    await app.user.click(await screen.findByRole('button', { name: 'Send my answers' }));
    await offered();
    const created = mockDb.listPatients().find((p) => p.email === 'ana.lopez@example.com')!;
    // 160 cm is 62.99 in; 60 kg is 132.28 lb.
    expect(mockDb.getPatient(created.uuid)!.information).toMatchObject({
      height: 63,
      weight: 132,
    });
  });

  it('refuses 160 inches, and a height out of range in feet and inches', async () => {
    const app = await openChat();
    await answerUntil(ANA, 'height');
    const feet = screen.getByRole('textbox', { name: 'How tall are you? feet' });
    const inches = screen.getByRole('textbox', { name: 'How tall are you? inches' });
    await app.user.type(inches, '160');
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter the inches as a whole number from 0 to 11.',
    );
    expect(current()!.dataset.question).toBe('height');

    await app.user.clear(inches);
    await app.user.type(feet, '160');
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a height from 3 ft 6 in to 7 ft 0 in.',
    );
    expect(feet).toHaveAttribute('aria-invalid', 'true');

    await app.user.clear(feet);
    await app.user.type(feet, '5');
    await app.user.type(inches, '4');
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(current()!.dataset.question).toBe('weight');
  });

  it('asks a date month, day, year in English, each box labelled, with an example', async () => {
    await openChat();
    await answerUntil(ANA, 'date_of_birth');
    const date = screen.getByRole('group', { name: 'What is your date of birth?' });
    expect(
      within(date)
        .getAllByRole('textbox')
        .map((box) => box.dataset.part),
    ).toEqual(['month', 'day', 'year']);
    expect(within(date).getByRole('textbox', { name: 'Month' })).toHaveAccessibleDescription(
      'Month / day / year. For example, April 3, 1990 is 04 / 03 / 1990.',
    );
  });

  it('asks in Spanish in centimetres and kilograms, day first, and refuses in Spanish', async () => {
    const app = await openChat();
    await app.user.click(screen.getByRole('button', { name: 'Español' }));
    await answerUntil(ANA, 'date_of_birth');
    const date = screen.getByRole('group', { name: '¿Cuál es su fecha de nacimiento?' });
    expect(
      within(date)
        .getAllByRole('textbox')
        .map((box) => box.dataset.part),
    ).toEqual(['day', 'month', 'year']);
    expect(
      screen.getByText('Día / mes / año. Por ejemplo, el 3 de abril de 1990 es 03 / 04 / 1990.'),
    ).toBeVisible();
    const day = within(date).getByRole('textbox', { name: 'Día' });
    const month = within(date).getByRole('textbox', { name: 'Mes' });
    const year = within(date).getByRole('textbox', { name: 'Año' });
    await app.user.type(day, '31');
    await app.user.type(month, '2');
    await app.user.type(year, '1995');
    await app.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Esta fecha no existe. Por favor, revise el día y el mes.',
    );
    await app.user.clear(day);
    await app.user.type(day, '12');
    await app.user.clear(month);
    await app.user.type(month, '4');
    await app.user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await answerUntil(ANA, 'height');
    expect(screen.getByRole('button', { name: 'Centímetros' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const height = screen.getByRole('textbox', { name: '¿Cuánto mide? cm' });
    await app.user.type(height, '1,60');
    await app.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Por favor, escriba una estatura de 106 cm a 214 cm.',
    );
    await app.user.clear(height);
    await app.user.type(height, '160');
    await app.user.click(screen.getByRole('button', { name: 'Siguiente' }));

    const weight = screen.getByRole('textbox', { name: '¿Cuánto pesa? kg' });
    await app.user.type(weight, '400');
    await app.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Por favor, escriba un peso de 23 kg a 317 kg.',
    );
    await app.user.clear(weight);
    await app.user.type(weight, '58,5');
    await app.user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await answerUntil(ANA);
    expect(answerTo('¿Cuál es su fecha de nacimiento?')).toHaveTextContent('12 de abril de 1995');
    expect(answerTo('¿Cuánto mide?')).toHaveTextContent(/^160 cm$/);
    expect(answerTo('¿Cuánto pesa?')).toHaveTextContent(/^58,5 kg$/);
  });

  it('asks a usage entry’s dates in the same boxes, and reviews them in words', async () => {
    const app = await openChat();
    const pill = { previous_birth_control: 'yes', previous_birth_control_methods: ['pill'] };
    await answerUntil(
      { ...ANA, ...pill, previous_birth_control_details: '1' },
      'pill_usage_information',
    );
    await app.user.click(screen.getByRole('button', { name: 'Add one' }));
    const entry = screen.getByRole('group', { name: 'Entry 1' });
    await app.user.selectOptions(within(entry).getByRole('combobox', { name: 'Brand' }), 'yaz');
    const started = within(entry).getByRole('group', { name: 'When you started' });
    await app.user.type(within(started).getByRole('textbox', { name: 'Month' }), '4');
    await app.user.type(within(started).getByRole('textbox', { name: 'Day' }), '3');
    await app.user.type(within(started).getByRole('textbox', { name: 'Year' }), '20');
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      within(entry).getByText('Please enter the year with all 4 digits, like 1990.'),
    ).toBeVisible();
    await app.user.type(within(started).getByRole('textbox', { name: 'Year' }), '20');
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    await answerUntil(ANA);
    const birthControl = screen.getByRole('region', { name: 'Birth control' });
    expect(within(birthControl).getByText(/^Yaz from April 3, 2020$/)).toBeVisible();
  });
});

describe('what matters to her, after her answers are sent', () => {
  const EMAIL = 'ana.lopez@example.com';
  const card = (name: string) => screen.getByRole('listitem', { name });

  async function toOffer(): Promise<App> {
    const app = await openChat();
    await answerUntil(ANA);
    await app.user.click(await screen.findByRole('button', { name: 'Send my answers' }));
    await offered();
    return app;
  }

  it('asks, lets her skip a question, compares every method in her order, and keeps two marked', async () => {
    const app = await toOffer();
    await app.user.click(screen.getByRole('button', { name: 'Start' }));
    expect(
      screen.getByRole('heading', {
        name: 'How much does it matter to you not to get pregnant?',
      }),
    ).toHaveFocus();
    expect(screen.getByText('Question 1 of 8')).toBeVisible();
    // "Not sure" is always an answer.
    expect(screen.getByRole('button', { name: 'Not sure' })).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'A lot' }));
    expect(screen.getByText('Question 2 of 8')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('heading', { name: 'How do you feel about hormones?' })).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'No estrogen' }));
    // Back shows her answer; the rest she skips.
    for (let step = 0; step < 3; step += 1) {
      await app.user.click(screen.getByRole('button', { name: 'Back' }));
    }
    expect(screen.getByRole('button', { name: 'A lot' })).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(screen.getByRole('button', { name: 'A lot' }));
    await app.user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('button', { name: 'No estrogen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await app.user.click(screen.getByRole('button', { name: 'No estrogen' }));
    for (let question = 4; question <= 8; question += 1) {
      expect(screen.getByText(`Question ${question} of 8`)).toBeVisible();
      await app.user.click(screen.getByRole('button', { name: 'Skip' }));
    }

    expect(screen.getByRole('heading', { name: 'Every kind of birth control' })).toHaveFocus();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Your pharmacist checks which ones are safe for you.',
    );
    const hers = { prevent_pregnancy: 'very', hormones: 'no_estrogen' } as const;
    const cards = document.querySelectorAll<HTMLElement>('li[data-method]');
    expect([...cards].map((each) => each.dataset.method)).toEqual(methodsByFit(hers));
    expect(cards).toHaveLength(15);
    // How well it works, in words and as 100 people.
    const pill = card('Pill');
    expect(within(pill).getByText('7 in 100 people get pregnant in a year.')).toBeVisible();
    expect(
      within(pill).getByRole('img', {
        name: 'A picture of 100 people. 7 of them get pregnant in a year.',
      }),
    ).toHaveAttribute('data-pregnant', '7');
    expect(within(pill).getByText(explorer.notes.has_estrogen)).toBeVisible();
    expect(within(card('Morning-after pill')).queryByRole('img')).toBeNull();

    for (const name of ['Implant', 'Copper IUD']) {
      const ask = within(card(name)).getByRole('button', { name: 'Ask about this' });
      await app.user.click(ask);
      expect(ask).toHaveAttribute('aria-pressed', 'true');
    }
    expect(tabletPriorities('user_demo_provider', EMAIL)).toEqual({
      answers: hers,
      marked: ['implant', 'cu_iud'],
    });
    // Only her provider sees them.
    expect(tabletPriorities('user_demo_administrator', EMAIL)).toBeUndefined();

    await app.user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toHaveFocus();
    expect(screen.getByText('Please hand the tablet back to a staff member.')).toBeVisible();
  });

  it('keeps nothing for her provider when she skips the step', async () => {
    const app = await toOffer();
    await app.user.click(screen.getByRole('button', { name: 'Skip this step' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(tabletPriorities('user_demo_provider', EMAIL)).toBeUndefined();
  });

  it('starts over for the next patient when left alone, her answers so far kept for her provider', async () => {
    const app = await toOffer();
    await app.user.click(screen.getByRole('button', { name: 'Start' }));
    await app.user.click(screen.getByRole('button', { name: 'Some' }));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    act(() => vi.advanceTimersByTime(181_000));
    // Her turn is over: the step is gone, and the legal steps ask afresh (the reset's way back
    // to the welcome screen is the chat's, whatever screen it leaves).
    await waitFor(() => expect(document.querySelector('section[data-explorer]')).toBeNull());
    vi.useRealTimers();
    await waitFor(() => expect(app.pathname()).not.toBe('/intake/chat'));
    expect(screen.queryByText('How often do you want to think about birth control?')).toBeNull();
    expect(tabletPriorities('user_demo_provider', EMAIL)).toEqual({
      answers: { prevent_pregnancy: 'somewhat' },
      marked: [],
    });
  });

  it('changes language without losing an answer', async () => {
    const app = await toOffer();
    await app.user.click(screen.getByRole('button', { name: 'Start' }));
    await app.user.click(screen.getByRole('button', { name: 'Some' }));
    await app.user.click(screen.getByRole('button', { name: 'Español' }));
    expect(
      await screen.findByRole('heading', { name: '¿Cada cuánto quiere pensar en su método?' }),
    ).toBeVisible();
    expect(screen.getByText('Pregunta 2 de 8')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(screen.getByRole('button', { name: 'Algo' })).toHaveAttribute('aria-pressed', 'true');
    expect(tabletPriorities('user_demo_provider', EMAIL)?.answers).toEqual({
      prevent_pregnancy: 'somewhat',
    });
  });
});
