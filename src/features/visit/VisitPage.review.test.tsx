import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/render-app';
import { recordSaves } from '../../../tests/patient-form';
import { MAYA } from '../../../tests/sample-patients';
import { mayaAnsweredNothing } from '../../../tests/visit';
import { mockDb, server } from '../../mocks/node';
import { priyaRaman } from '../../domain/samples/patients/priya-raman';
import { keepOnlyHeldAnswers, mockBackend } from '../../../tests/mock-profile';

const PATIENT = '*/api/patients/get/:uuid';
const VISIT = `/d/providers/dashboard/patients/${MAYA}/visit`;
const CHC = 'Combined pill, patch or ring (CHC)';
const SAVE_FAILED_UNKNOWN =
  'An unknown error has occured. Please check the form values and try again.';

type App = ReturnType<typeof renderApp>;

async function openVisit() {
  const app = renderApp(VISIT, 'provider');
  await screen.findByRole('heading', { level: 1, name: 'Visit' });
  await app.user.click(screen.getByRole('checkbox', { name: 'Reviewed with the patient' }));
  return app;
}

const answerRow = (label: string) =>
  screen.getByRole('button', { name: `Edit ${label}` }).closest('div')!;

async function correctStroke(app: App, answer: 'Yes' | 'No' | 'Not answered') {
  await app.user.click(await screen.findByRole('button', { name: 'Edit History of stroke' }));
  const editor = screen.getByRole('group', { name: 'Edit: History of stroke' });
  await app.user.click(within(editor).getByRole('radio', { name: answer }));
  await app.user.click(screen.getByRole('button', { name: 'Submit' }));
}

/** The "For this visit" table's row of a method: its category and what today allows. */
const todayRow = (method: string) =>
  within(screen.getByRole('table', { name: 'For this visit' })).getByRole('row', {
    name: new RegExp(method.replace(/[()]/g, '\\$&')),
  });

describe("the visit's review of her answers", () => {
  it('lists the answers the safety check reads, an unanswered one as "Not answered"', async () => {
    mayaAnsweredNothing();
    renderApp(VISIT, 'provider');
    const medical = await screen.findByRole('region', { name: 'Medical History' });
    const stroke = within(medical).getByText('History of stroke').closest('div')!;
    expect(stroke).toHaveTextContent('Not answered');
    expect(screen.getByText('Date of birth').closest('div')).toHaveTextContent('2002-03-14');
  });

  it('saves a corrected answer to her record, and the eligibility reads it', async () => {
    const before = structuredClone(mockDb.getPatient(MAYA)!.information);
    const saves = recordSaves();
    const app = await openVisit();
    expect(answerRow('History of stroke')).toHaveTextContent('no');

    await correctStroke(app, 'Yes');

    expect(await screen.findByText('Saved: History of stroke.')).toHaveRole('status');
    await waitFor(() => expect(answerRow('History of stroke')).toHaveTextContent('yes'));
    expect(saves).toHaveLength(1);
    expect(saves[0]!.path).toBe(`/api/patients/set/${MAYA}`);
    expect(saves[0]!.body.patient_information.stroke).toBe(true);
    // Everything else she answered is sent as it was.
    expect(saves[0]!.body.patient_information).toEqual({ ...before, stroke: true });
    expect(screen.getByRole('button', { name: 'Edit History of stroke' })).toHaveFocus();

    // History of stroke: combined hormonal contraception is category 4 (U.S. MEC 2024).
    await app.user.click(screen.getByRole('button', { name: '4. Eligibility' }));
    expect(todayRow(CHC)).toHaveTextContent('Category 4');
    expect(todayRow(CHC)).toHaveTextContent('U.S. MEC category 4 for this patient. Refer.');
  });

  it('keeps what was typed when the save fails, in the spec words, and saves it on retry', async () => {
    let failing = true;
    const saves = recordSaves(() => (failing ? HttpResponse.json({}, { status: 500 }) : undefined));
    const app = await openVisit();
    await correctStroke(app, 'Yes');

    expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_FAILED_UNKNOWN);
    const editor = screen.getByRole('group', { name: 'Edit: History of stroke' });
    expect(within(editor).getByRole('radio', { name: 'Yes' })).toBeChecked();

    // Moving to another step and back loses nothing either.
    await app.user.click(screen.getByRole('button', { name: '2. Blood pressure' }));
    await app.user.click(screen.getByRole('button', { name: '1. Review answers' }));
    const again = screen.getByRole('group', { name: 'Edit: History of stroke' });
    expect(within(again).getByRole('radio', { name: 'Yes' })).toBeChecked();

    failing = false;
    await app.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Saved: History of stroke.')).toBeVisible();
    expect(saves).toHaveLength(2);
  });

  it.each([
    ['the network is down', () => HttpResponse.error(), /could not be reached/],
    [
      'the session has ended',
      () => HttpResponse.json({}, { status: 401 }),
      /session has ended|sign in/i,
    ],
    [
      'the server lists errors',
      () => HttpResponse.json({ errors: ['Stroke is not valid.'] }, { status: 422 }),
      /Stroke is not valid\./,
    ],
  ])('says so when %s, keeping the answer', async (_case, answer, words) => {
    recordSaves(answer);
    const app = await openVisit();
    await correctStroke(app, 'Yes');
    await waitFor(() =>
      expect(
        screen.getByRole('group', { name: 'Edit: History of stroke' }).parentElement,
      ).toHaveTextContent(words),
    );
    const editor = screen.getByRole('group', { name: 'Edit: History of stroke' });
    expect(within(editor).getByRole('radio', { name: 'Yes' })).toBeChecked();
  });

  it('refuses an answer the form would refuse, sending nothing', async () => {
    const saves = recordSaves();
    const app = await openVisit();
    await app.user.click(screen.getByRole('button', { name: 'Edit Date of birth' }));
    const date = screen.getByRole('textbox', { name: 'Date of birth' });
    await app.user.clear(date);
    await app.user.type(date, '2002-02-30');
    await app.user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    expect(date).toHaveFocus();
    expect(date).toHaveValue('2002-02-30');
    expect(saves).toHaveLength(0);
  });

  it('sends nothing when the record changed since the visit opened it', async () => {
    const saves = recordSaves();
    const app = await openVisit();
    const maya = mockDb.getPatient(MAYA)!;
    server.use(
      http.get(PATIENT, () =>
        HttpResponse.json({ ...maya, information: { ...maya.information, weight: 151 } }),
      ),
    );
    await correctStroke(app, 'Yes');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /changed \(in another tab or by someone else\) since the visit opened it/,
    );
    expect(saves).toHaveLength(0);
    await waitFor(() => expect(answerRow('Weight')).toHaveTextContent('151'));
  });

  it('Cancel closes the correction with the answer as it was', async () => {
    const saves = recordSaves();
    const app = await openVisit();
    await app.user.click(await screen.findByRole('button', { name: 'Edit History of stroke' }));
    await app.user.click(screen.getByRole('radio', { name: 'Yes' }));
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(answerRow('History of stroke')).toHaveTextContent('no');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit History of stroke' })).toHaveFocus(),
    );
    expect(saves).toHaveLength(0);
  });
});

describe("the review's lab panel and units", () => {
  const LIPIDS = 'LDL / HDL / triglycerides';
  type Labs = { lab_results: Record<string, unknown> };
  const lipidsSent = (saves: ReturnType<typeof recordSaves>, index: number) =>
    (saves[index]!.body.patient_information.lab_details as Labs).lab_results.ldl_hdl_tg;

  it('shows her lipid values on file with their flags, as the intake summary does', async () => {
    await openVisit();
    const labs = screen.getByRole('region', { name: 'Labs' });
    const lipids = within(labs).getByText(LIPIDS).closest('div')!;
    expect(lipids).toHaveTextContent(
      'LDL: 96 mg/dL, no flag HDL: 62 mg/dL, no flag Triglycerides: 88 mg/dL, no flag',
    );
    expect(lipids).not.toHaveTextContent('Not answered');
  });

  it('edits the panel value by value, refusing one left out, and marks it "Not done"', async () => {
    const saves = recordSaves();
    const app = await openVisit();
    await app.user.click(screen.getByRole('button', { name: `Edit ${LIPIDS}` }));
    const editor = () => screen.getByRole('group', { name: `Edit: ${LIPIDS}` });
    expect(within(editor()).getByRole('textbox', { name: 'LDL' })).toHaveFocus();
    expect(within(editor()).getByRole('textbox', { name: 'LDL' })).toHaveAccessibleDescription(
      'mg/dL',
    );

    const hdl = within(editor()).getByRole('textbox', { name: 'HDL' });
    await app.user.clear(hdl);
    await app.user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(hdl).toHaveAttribute('aria-invalid', 'true'));
    expect(hdl).toHaveAccessibleDescription(
      'Missing: the HDL result. Enter it, or mark the panel "Not done". mg/dL',
    );
    expect(saves).toHaveLength(0);

    await app.user.type(hdl, '44');
    const hdlFlag = within(editor()).getByRole('textbox', { name: 'HDL flag' });
    await app.user.clear(hdlFlag);
    await app.user.type(hdlFlag, 'L');
    await app.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(`Saved: ${LIPIDS}.`)).toBeVisible();
    expect(lipidsSent(saves, 0)).toEqual({ results: ['96', '44', '88'], flags: ['-', 'L', '-'] });
    await waitFor(() => expect(answerRow(LIPIDS)).toHaveTextContent('HDL: 44 mg/dL, Low (L)'));

    await app.user.click(screen.getByRole('button', { name: `Edit ${LIPIDS}` }));
    await app.user.click(within(editor()).getByRole('checkbox', { name: 'Not done' }));
    expect(within(editor()).queryAllByRole('textbox')).toHaveLength(0);
    await app.user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(lipidsSent(saves, 1)).toEqual({
      results: ['Not done', 'Not done', 'Not done'],
      flags: ['Not done', 'Not done', 'Not done'],
    });
    await waitFor(() =>
      expect(answerRow(LIPIDS)).toHaveTextContent(/^LDL \/ HDL \/ triglyceridesNot doneEdit$/),
    );
  });

  it('shows an answer’s unit beside its box, read with it', async () => {
    const app = await openVisit();
    await app.user.click(screen.getByRole('button', { name: 'Edit Weight' }));
    const weight = screen.getByRole('textbox', { name: 'Weight' });
    expect(weight).toHaveValue('132');
    expect(weight).toHaveAccessibleDescription('lbs');
    expect(
      within(screen.getByRole('group', { name: 'Edit: Weight' })).getByText('lbs'),
    ).toBeVisible();
  });
});

describe('the visit on a backend whose records hold only some answers', () => {
  const PRIYA_VISIT = `/d/providers/dashboard/patients/${priyaRaman.uuid}/visit`;

  async function correctPriyasStroke(app: App) {
    await app.user.click(await screen.findByRole('button', { name: 'Edit History of stroke' }));
    const editor = screen.getByRole('group', { name: 'Edit: History of stroke' });
    await app.user.click(within(editor).getByRole('radio', { name: 'Yes' }));
    await app.user.click(screen.getByRole('button', { name: 'Submit' }));
  }

  it('adds a corrected answer the record lacked, with the form’s rule, keeping the rest', async () => {
    // Her stored record: her name and date of birth, nothing else.
    const db = mockBackend('sparse');
    const app = renderApp(PRIYA_VISIT, 'provider');
    await screen.findByRole('heading', { level: 1, name: 'Visit' });
    expect(answerRow('History of stroke')).toHaveTextContent('Not answered');

    await correctPriyasStroke(app);

    expect(await screen.findByText('Saved: History of stroke.')).toHaveRole('status');
    expect(db.getPatient(priyaRaman.uuid)!.information).toEqual({
      name: 'Priya Raman',
      date_of_birth: '1988-06-02',
      stroke: true,
    });
  });

  it('says so when the backend answered 200 but did not keep the answer', async () => {
    const db = mockBackend('sparse');
    keepOnlyHeldAnswers(db);
    const app = renderApp(PRIYA_VISIT, 'provider');
    await screen.findByRole('heading', { level: 1, name: 'Visit' });

    await correctPriyasStroke(app);

    expect(
      await screen.findByText(
        'The patient was saved, but the backend did not keep 1 answer: History of stroke.',
        { exact: false },
      ),
    ).toBeVisible();
    expect(screen.queryByText('Saved: History of stroke.')).toBeNull();
    expect(db.getPatient(priyaRaman.uuid)!.information).not.toHaveProperty('stroke');
  });
});

describe("the visit's eligibility", () => {
  it('applies the pregnancy screen to every method, and shows the ranked recommendation', async () => {
    const app = await openVisit();
    await app.user.click(screen.getByRole('button', { name: '4. Eligibility' }));
    // Nothing answered on the pregnancy screen: pregnancy is not ruled out (U.S. SPR 2024).
    expect(todayRow('Copper IUD')).toHaveTextContent('Pregnancy is not ruled out.');
    expect(todayRow(CHC)).toHaveTextContent('Take the blood pressure first.');
    const ranked = screen.getByRole('region', { name: 'Recommendation' });
    expect(await within(ranked).findAllByRole('listitem')).not.toHaveLength(0);
  });

  it('says so when the recommendation fails to load, and tries again', async () => {
    let failing = true;
    server.use(
      http.get('*/api/patients/get/:uuid/recommendations', () =>
        failing ? HttpResponse.json({}, { status: 500 }) : undefined,
      ),
    );
    const app = await openVisit();
    await app.user.click(screen.getByRole('button', { name: '4. Eligibility' }));
    const ranked = screen.getByRole('region', { name: 'Recommendation' });
    expect(await within(ranked).findByRole('alert')).toHaveTextContent(
      'An unexpected error has occured.',
    );
    failing = false;
    await app.user.click(within(ranked).getByRole('button', { name: 'Try again' }));
    expect(await within(ranked).findAllByRole('listitem')).not.toHaveLength(0);
  });
});

describe('a visit when the session ends', () => {
  /** A visit with a blood pressure typed, left by signing out. */
  async function keepVisit() {
    const app = await openVisit();
    await app.user.click(screen.getByRole('button', { name: '2. Blood pressure' }));
    const reading = within(screen.getByRole('group', { name: 'Reading' }));
    await app.user.type(reading.getByLabelText('Systolic (mm Hg)'), '128');
    await app.user.type(reading.getByLabelText('Diastolic (mm Hg)'), '82');
    await app.user.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: /Sign out/ });
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    cleanup();
  }

  /** A new visit opens, and nothing kept is offered. */
  async function opensEmpty() {
    renderApp(VISIT, 'provider');
    await screen.findByRole('heading', { level: 1, name: 'Visit' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog', { name: 'Restore the visit?' })).not.toBeInTheDocument();
  }

  it('is kept for the same user and offered back on opening her visit again', async () => {
    await keepVisit();

    const again = renderApp(VISIT, 'provider');
    const offer = await screen.findByRole('dialog', { name: 'Restore the visit?' });
    await again.user.click(within(offer).getByRole('button', { name: 'Restore the visit' }));
    expect(screen.getByRole('button', { name: '2. Blood pressure' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    const restored = within(screen.getByRole('group', { name: 'Reading' }));
    expect(restored.getByLabelText('Systolic (mm Hg)')).toHaveValue('128');
    cleanup();

    // Taken once restored: a new visit starts empty.
    await opensEmpty();
  });

  it('is no longer offered once the automatic logoff’s 20 minutes have passed', async () => {
    await keepVisit();
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(Date.now() + 21 * 60_000);
      await opensEmpty();
    } finally {
      vi.useRealTimers();
    }
  });
});
