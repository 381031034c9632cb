import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HOSTILE_TEXT } from '../../../../tests/hostile-input';
import { renderApp } from '../../../../tests/render-app';
import { HANNAH, JASMINE, MAYA } from '../../../../tests/sample-patients';
import { SECTION_TITLES } from '../../../../tests/spec-fixtures';
import type { PatientInformation } from '../../../api/schemas';
import { mockDb, server } from '../../../mocks/node';

const PATIENT = '*/api/patients/get/:uuid';
const page = (uuid: string) => `/d/providers/dashboard/patients/${uuid}/summary`;

const region = (name: string) => screen.getByRole('region', { name });

/** The value shown beside a label in the summary. */
function valueOf(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

const labels = () => screen.getAllByRole('term').map((term) => term.textContent);

/** Serves Maya with some of her intake changed. */
function serveMayaWith(changes: PatientInformation) {
  const maya = mockDb.getPatient(MAYA)!;
  server.use(
    http.get(PATIENT, () =>
      HttpResponse.json({ ...maya, information: { ...maya.information, ...changes } }),
    ),
  );
}

async function openSummary(uuid = MAYA) {
  const app = renderApp(page(uuid), 'provider');
  await screen.findByRole('region', { name: 'Personal Information' });
  return app;
}

describe('the intake summary page', () => {
  it('shows a spinner while the patient loads', async () => {
    server.use(http.get(PATIENT, () => new Promise<never>(() => {})));
    renderApp(page(MAYA), 'provider');
    // The page shows once the role is confirmed, with its own spinner.
    // The lazy route's first load can take over a second on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Intake Summary' })).toBeVisible();
    expect(screen.getByText('Loading the patient')).toBeVisible();
  });

  it('shows every intake section of a seeded patient, headed by her name and email', async () => {
    await openSummary();
    expect(screen.getByRole('heading', { level: 1, name: 'Intake Summary' })).toBeVisible();
    const subtitle = screen.getByText('maya.thompson@example.com').parentElement;
    expect(subtitle).toHaveTextContent(/^Maya Thompson · maya\.thompson@example\.com$/);
    expect(subtitle).toBeVisible();
    for (const title of [...SECTION_TITLES, 'Lab Profile']) {
      expect(region(title)).toBeVisible();
    }
    expect(within(region('Personal Information')).getByText('Maya Thompson')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit intake' })).toHaveAttribute(
      'href',
      `/d/providers/dashboard/patients/${MAYA}`,
    );
    expect(screen.getByRole('link', { name: 'Medication Recommendations' })).toHaveAttribute(
      'href',
      `/d/providers/dashboard/patients/${MAYA}/recommendations`,
    );
  });

  it('formats height, BMI, booleans, lists and usage history for a clinician', async () => {
    await openSummary();
    expect(valueOf('Height')).toBe('5 ft 4 in');
    expect(valueOf('Weight')).toBe('132 lbs');
    // 132 / 64² × 703
    expect(valueOf('BMI')).toBe('22.66');
    expect(valueOf('Sexually active')).toBe('yes');
    expect(valueOf('Pregnant or gave birth in the last 6 months')).toBe('no');
    expect(valueOf('Allergies')).toBe('penicillin');
    expect(valueOf('Pill history')).toBe(
      'Sprintec, 2019-08-01 to 2021-05-15; stopped: Acne did not improve',
    );
    expect(valueOf('Recent blood pressure')).toBe('112/72 mm Hg');
  });

  it('says Unknown for a yes/no question left unanswered', async () => {
    serveMayaWith({ hiv: null });
    await openSummary();
    expect(valueOf('HIV')).toBe('Unknown');
  });

  it('shows pregnancy-only items only for a pregnant patient', async () => {
    const pregnancyOnly = [
      'High blood pressure during pregnancy',
      'Breastfeeding',
      'Peripartum cardiomyopathy',
    ];
    serveMayaWith({ pregnant: false, high_bp_pregnancy: true, breastfeeding: true });
    const first = await openSummary();
    for (const label of pregnancyOnly) expect(labels()).not.toContain(label);
    first.unmount();

    serveMayaWith({ pregnant: true, high_bp_pregnancy: true, breastfeeding: false });
    await openSummary();
    expect(valueOf('High blood pressure during pregnancy')).toBe('yes');
    expect(valueOf('Breastfeeding')).toBe('no');
    expect(labels()).toContain('Peripartum cardiomyopathy');
  });

  it('shows abortion details only for a sexually active patient with a previous abortion', async () => {
    const first = await openSummary(HANNAH);
    expect(valueOf('Trimester of the abortion')).toBe('First trimester');
    first.unmount();

    serveMayaWith({ sexual_activity: false, previous_abortion: true, abortion_trimester: 'first' });
    await openSummary();
    expect(valueOf('Previous abortion')).toBe('yes');
    expect(labels()).not.toContain('Trimester of the abortion');
    expect(labels()).not.toContain('Symptoms of septic abortion');
  });

  it('shows the blood-pressure range only for hypertension without medications', async () => {
    serveMayaWith({
      hypertension: 'yes_with_medications',
      hypertension_bp: 'systolic_lte_130_diastolic_lte_80',
    });
    const first = await openSummary();
    expect(labels()).not.toContain('Blood pressure range');
    first.unmount();

    serveMayaWith({
      hypertension: 'yes_without_medications',
      hypertension_bp: 'systolic_lte_130_diastolic_lte_80',
    });
    await openSummary();
    expect(valueOf('Blood pressure range')).toBe('Systolic 130 or lower and diastolic 80 or lower');
  });

  it('announces flagged lab values as text, not by colour alone', async () => {
    await openSummary(JASMINE);
    const table = screen.getByRole('table', { name: 'Biomarker lab profile' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(row('Glucose / hemoglobin A1c')).toHaveTextContent(
      '128/6.8High (H): above the reference range',
    );
    expect(row('LDL / HDL / triglycerides: HDL')).toHaveTextContent(
      'Low (L): below the reference range',
    );
    expect(row('LDL / HDL / triglycerides: LDL')).toHaveTextContent('None');
    expect(within(table).getAllByText('High')).toHaveLength(3);
  });

  it('shows markup, right-to-left text and emoji as text, in their own direction', async () => {
    serveMayaWith({
      name: HOSTILE_TEXT.image,
      ethnicity: HOSTILE_TEXT.arabic,
      acne_challenges: `${HOSTILE_TEXT.script} ${'x'.repeat(2000)}`,
      current_medications: [HOSTILE_TEXT.entities, HOSTILE_TEXT.hebrewAndEmoji],
    });
    await openSummary();
    const subtitle = screen.getByText('maya.thompson@example.com').parentElement!;
    expect(subtitle).toHaveTextContent(`${HOSTILE_TEXT.image} · maya.thompson@example.com`);
    expect([...subtitle.querySelectorAll('bdi')].map((part) => part.textContent)).toEqual([
      HOSTILE_TEXT.image,
      'maya.thompson@example.com',
    ]);
    expect(valueOf('Full name')).toBe(HOSTILE_TEXT.image);
    expect(valueOf('Ethnicity')).toBe(HOSTILE_TEXT.arabic);
    expect(screen.getByText(HOSTILE_TEXT.arabic, { selector: 'dd' })).toHaveAttribute(
      'dir',
      'auto',
    );
    expect(valueOf('Challenges with acne')).toMatch(/^<script>alert\(1\)<\/script> x+$/);
    expect(valueOf('Current medications')).toContain(HOSTILE_TEXT.entities);
    expect(document.querySelector('main img, main script')).toBeNull();
  });

  it('shows the failure with the reason when the server fails, and tries again', async () => {
    server.use(http.get(PATIENT, () => HttpResponse.json({}, { status: 500 })));
    const app = renderApp(page(MAYA), 'provider');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The patient could not be loaded. The server answered 500.');
    expect(screen.queryByText('Loading the patient')).not.toBeInTheDocument();
    server.resetHandlers();
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('maya.thompson@example.com')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a body of the wrong shape', () => HttpResponse.json({ uuid: MAYA, information: 'none' })],
    ['a body that is not JSON', () => new HttpResponse('<html>', { status: 200 })],
  ])('treats %s as a failure', async (_case, reply) => {
    server.use(http.get(PATIENT, reply));
    renderApp(page(MAYA), 'provider');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The patient could not be loaded\. The server sent/,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('says plainly that an unknown patient was not found', async () => {
    renderApp(page('00000000-0000-4000-8000-000000000000'), 'provider');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This patient could not be found. The link may be out of date, or the patient was removed.',
    );
  });
});
