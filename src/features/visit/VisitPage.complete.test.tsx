import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { MAYA } from '../../../tests/sample-patients';
import { openReviewedVisit, visitReadToDecision } from '../../../tests/visit';
import { mockDb, server } from '../../mocks/node';
import { isoDay } from '../../domain/visit/follow-up';
import { forgetPharmacySettings } from '../../tab-memory/pharmacy-settings';

afterEach(forgetPharmacySettings);

const SAVE = '*/api/patients/set/:uuid';
const SAVE_FAILED_UNKNOWN =
  'An unknown error has occured. Please check the form values and try again.';
const today = isoDay(new Date());
const storedMaya = () => mockDb.getPatient(MAYA)!.information;

type App = Awaited<ReturnType<typeof visitReadToDecision>>;

/** Maya's visit read to its last step: 118/76, not pregnant, then the decision `decide` makes. */
async function toCompletion(decide: (app: App) => Promise<void>) {
  const app = await visitReadToDecision();
  await app.goTo('5. Decision');
  await decide(app);
  await app.toDocuments();
  await app.goTo('7. Complete visit');
  return app;
}

const prescribeYaz = async ({ user }: App) => {
  await user.click(screen.getByRole('radio', { name: 'Prescribe' }));
  await user.type(screen.getByRole('combobox', { name: 'Product' }), 'Yaz');
  const products = within(screen.getByRole('listbox', { name: 'Product' }));
  await user.click(products.getByRole('option', { name: /^Yaz / }));
};

const refer = async ({ user }: App) => {
  await user.click(screen.getByRole('radio', { name: 'Refer' }));
  await user.type(screen.getByLabelText('Refer to'), 'Salem Family Clinic');
  await user.click(screen.getByRole('radio', { name: 'Blood pressure high today' }));
};

const leaveAsks = async (app: App) => {
  await app.user.click(screen.getByRole('link', { name: 'All Patients' }));
  return screen.queryByRole('dialog', { name: 'Leave the visit?' }) !== null;
};

describe('completing a visit', () => {
  it('stores the reading and a usage entry of the product in her record; leaving then asks nothing', async () => {
    const app = await toCompletion(prescribeYaz);
    expect(await screen.findByText(/Completing the visit stores in her record/)).toBeVisible();
    expect(
      screen.getByText("Recent blood pressure: 118/76 mm Hg, this visit's reading."),
    ).toBeVisible();
    expect(screen.getByText(`Pill history: Yaz, started ${today}.`)).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Complete visit' }));
    expect(await screen.findByText('The visit is completed. Saved to her record:')).toBeVisible();
    expect(storedMaya().recent_blood_pressure).toEqual({ systolic: 118, diastolic: 76 });
    expect(storedMaya().pill_usage_information).toEqual([
      expect.objectContaining({ brand: 'sprintec' }),
      { brand: 'yaz', start_date: today },
    ]);

    // The documents stay printable; the answers are shown only.
    await app.user.click(screen.getByRole('button', { name: 'Print her documents' }));
    expect(await screen.findByRole('button', { name: 'Print visit summary' })).toBeEnabled();
    await app.user.click(screen.getByRole('button', { name: '5. Decision' }));
    expect(screen.getByText(/This visit is completed and stored in her record/)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Refer' })).toBeDisabled();

    expect(await leaveAsks(app)).toBe(false);
    await waitFor(() => expect(app.pathname()).toBe('/d/providers/dashboard/patients'));
  });

  it('stores the reading only for a referral', async () => {
    const app = await toCompletion(refer);
    expect(
      await screen.findByText('Nothing was prescribed: her birth-control history stays as it is.'),
    ).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Complete visit' }));
    await screen.findByText('The visit is completed. Saved to her record:');
    expect(storedMaya().recent_blood_pressure).toEqual({ systolic: 118, diastolic: 76 });
    expect(storedMaya().pill_usage_information).toHaveLength(1);
  });

  it('keeps the whole visit when the save fails, in the spec words, and completes on retry', async () => {
    server.use(http.post(SAVE, () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const app = await toCompletion(prescribeYaz);
    await app.user.click(await screen.findByRole('button', { name: 'Complete visit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_FAILED_UNKNOWN);
    expect(storedMaya().recent_blood_pressure).toEqual({ systolic: 112, diastolic: 72 });

    await app.user.click(screen.getByRole('button', { name: 'Complete visit' }));
    expect(await screen.findByText('The visit is completed. Saved to her record:')).toBeVisible();
    expect(storedMaya().recent_blood_pressure).toEqual({ systolic: 118, diastolic: 76 });
  });

  it('says so when the network is down, and leaving still asks', async () => {
    server.use(http.post(SAVE, () => HttpResponse.error()));
    const app = await toCompletion(prescribeYaz);
    await app.user.click(await screen.findByRole('button', { name: 'Complete visit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be reached/);
    expect(await leaveAsks(app)).toBe(true);
  });

  it('stores nothing, the reading neither, when her history already holds 5 entries', async () => {
    const maya = mockDb.getPatient(MAYA)!;
    const full = Array.from({ length: 5 }, () => ({ brand: 'sprintec', start_date: '2020-01-01' }));
    mockDb.updatePatient(MAYA, {
      email: maya.email,
      information: { ...maya.information, pill_usage_information: full },
    });
    await toCompletion(prescribeYaz);
    expect(
      await screen.findByText(
        /Her pill history already holds 5 entries, the most her record keeps/,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Complete visit' })).not.toBeInTheDocument();
    expect(storedMaya().recent_blood_pressure).toEqual({ systolic: 112, diastolic: 72 });
  });

  it('says what is missing before it can complete', async () => {
    const app = await openReviewedVisit();
    await app.user.click(screen.getByRole('button', { name: '7. Complete visit' }));
    expect(await screen.findByText(/Before completing the visit, give/)).toHaveTextContent(
      /the decision/,
    );
  });
});

describe('the review before going on', () => {
  it('asks for "Reviewed with the patient" first, and takes the provider to it', async () => {
    const { renderApp } = await import('../../../tests/render-app');
    const app = renderApp(`/d/providers/dashboard/patients/${MAYA}/visit`, 'provider');
    await app.user.click(await screen.findByRole('button', { name: 'Next' }));
    const box = screen.getByRole('checkbox', { name: 'Reviewed with the patient' });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(
      'Go over these answers with her, then tick this box to go on.',
    );
    await app.user.click(screen.getByRole('button', { name: '5. Decision' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Review answers' })).toBeVisible();

    await app.user.click(box);
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Blood pressure' })).toHaveFocus();
  });
});
