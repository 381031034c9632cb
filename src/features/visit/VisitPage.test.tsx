import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { retryAfterFailure } from '../../../tests/page-states';
import { renderApp } from '../../../tests/render-app';
import { MAYA } from '../../../tests/sample-patients';
import { mayaAnsweredNothing, openReviewedVisit } from '../../../tests/visit';
import { server } from '../../mocks/node';

const PATIENT = '*/api/patients/get/:uuid';
const visitOf = (uuid: string) => `/d/providers/dashboard/patients/${uuid}/visit`;

describe('the visit page', () => {
  it('shows a spinner while the patient loads', async () => {
    server.use(http.get(PATIENT, () => new Promise<never>(() => {})));
    renderApp(visitOf(MAYA), 'provider');
    expect(await screen.findByText('Loading the patient')).toBeVisible();
  });

  it('says so when the patient fails to load, and tries again', async () => {
    server.use(http.get(PATIENT, () => HttpResponse.json({}, { status: 500 })));
    const app = renderApp(visitOf(MAYA), 'provider');
    await retryAfterFailure(app, /This patient could not be loaded/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Visit' })).toBeVisible();
  });

  it('says a patient the server does not have cannot be found', async () => {
    renderApp(visitOf('00000000-0000-4000-8000-000000000000'), 'provider');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be found/);
  });

  it("keeps the patient's name and age in view, and starts with her answers", async () => {
    renderApp(visitOf(MAYA), 'provider');
    expect(await screen.findByRole('heading', { level: 1, name: 'Visit' })).toBeVisible();
    expect(screen.getByText(/24 years/)).toHaveTextContent('Maya Thompson, 24 years');
    const steps = screen.getByRole('navigation', { name: 'Visit steps' });
    expect(within(steps).getByRole('button', { name: '1. Review answers' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('region', { name: 'Personal Information' })).toBeVisible();
  });

  it('with a patient who answered nothing, prescribes nothing the check cannot clear', async () => {
    mayaAnsweredNothing();
    const app = await openReviewedVisit();
    await app.user.click(await screen.findByRole('button', { name: '5. Decision' }));
    // The step's code loads as it opens.
    await app.user.click(await screen.findByRole('radio', { name: 'Prescribe' }));
    expect(screen.getByText('No product can be prescribed at this visit.')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Product' })).not.toBeInTheDocument();
    // Each method the pharmacy starts is said not offered, with why.
    const notOffered = screen.getByText('Not offered today').nextElementSibling as HTMLElement;
    expect(within(notOffered).getAllByRole('listitem')).toHaveLength(3);
    expect(within(notOffered).getByText(/^Progestin-only pill \(POP\):/)).toHaveTextContent(
      /The check is incomplete: .+ not answered\./,
    );
  });

  it('refuses a reading outside the catalog’s range, the patient form’s too', async () => {
    const app = await openReviewedVisit();
    await app.user.click(await screen.findByRole('button', { name: '2. Blood pressure' }));
    const reading = within(screen.getByRole('group', { name: 'Reading' }));
    await app.user.type(reading.getByLabelText('Systolic (mm Hg)'), '310');
    await app.user.type(reading.getByLabelText('Diastolic (mm Hg)'), '20');
    expect(reading.getByLabelText('Systolic (mm Hg)')).toHaveAccessibleDescription(
      'A whole number from 50 to 300.',
    );
    expect(reading.getByLabelText('Diastolic (mm Hg)')).toHaveAccessibleDescription(
      'A whole number from 30 to 200.',
    );
  });

  it('drops a chosen method when a later answer rules it out, with its product', async () => {
    const app = await openReviewedVisit();
    const { user } = app;
    const goTo = async (name: string) => user.click(await screen.findByRole('button', { name }));
    const yesOrNo = (question: string, answer: 'Yes' | 'No') =>
      user.click(
        within(screen.getByRole('group', { name: question })).getByRole('radio', { name: answer }),
      );
    const typeReading = async (systolic: string, diastolic: string) => {
      const reading = () => within(screen.getByRole('group', { name: 'Reading' }));
      await user.clear(reading().getByLabelText('Systolic (mm Hg)'));
      await user.type(reading().getByLabelText('Systolic (mm Hg)'), systolic);
      await user.clear(reading().getByLabelText('Diastolic (mm Hg)'));
      await user.type(reading().getByLabelText('Diastolic (mm Hg)'), diastolic);
    };
    const picker = () => screen.getByRole('combobox', { name: 'Product' });

    await goTo('2. Blood pressure');
    await typeReading('128', '82');
    await goTo('3. Pregnancy');
    await yesOrNo('7 days or fewer after the start of normal menses', 'Yes');
    await yesOrNo('Symptoms or signs of pregnancy', 'No');
    await goTo('5. Decision');
    await user.click(await screen.findByRole('radio', { name: 'Prescribe' }));
    await user.type(picker(), 'yaz');
    await user.click(screen.getByRole('option', { name: /^Yaz / }));
    expect(picker()).toHaveValue('Yaz (drospirenone 3 mg, ethinyl estradiol 0.02 mg)');
    expect(screen.getByLabelText('Supply (months)')).toBeVisible();

    await goTo('2. Blood pressure');
    await typeReading('150', '96');
    await goTo('5. Decision');
    expect(await screen.findByText(/^Combined pill, patch or ring \(CHC\):/)).toHaveTextContent(
      'Take a second blood pressure reading first.',
    );
    expect(picker()).toHaveValue('');
    expect(screen.queryByLabelText('Supply (months)')).not.toBeInTheDocument();
  });
});
