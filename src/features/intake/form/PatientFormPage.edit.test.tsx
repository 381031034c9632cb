import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import {
  backAtList,
  combobox,
  EDIT_MAYA,
  emailField,
  formLoaded,
  LIST,
  MAYA,
  openMaya,
  recordSaves,
  region,
  renderForm,
  retype,
  stubScrollingInEachTest,
  submitButton,
  textbox,
} from '../../../../tests/patient-form';
import { wholeFormDrawn } from '../../../../tests/form-drawn';

describe('editing a patient', () => {
  stubScrollingInEachTest();

  it('shows a spinner while the patient loads', async () => {
    server.use(http.get('*/api/patients/get/:uuid', () => new Promise<never>(() => {})));
    renderForm(EDIT_MAYA);
    expect(await screen.findByText('Loading the patient', {})).toBeInTheDocument();
  });

  it('is headed by her name and filled with her record, with Submit and her summary', async () => {
    await openMaya();
    await wholeFormDrawn();
    expect(emailField()).toHaveAccessibleName('Email');
    expect(emailField()).toHaveValue('maya.thompson@example.com');
    expect(emailField()).toBeRequired();
    const personal = region('Personal Information');
    expect(textbox('Full name', personal)).toHaveValue('Maya Thompson');
    expect(textbox('Weight', personal)).toHaveValue('132');
    expect(combobox('Diet', region('Social History'))).toHaveValue('vegetarian');
    expect(submitButton('Submit')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Intake summary' })).toHaveAttribute(
      'href',
      `/d/providers/dashboard/patients/${MAYA}/summary`,
    );
    expect(screen.getByRole('link', { name: 'Start visit' })).toHaveAttribute(
      'href',
      `/d/providers/dashboard/patients/${MAYA}/visit`,
    );
  });

  it('sends a changed value to /api/patients/set/{uuid} and returns to the list', async () => {
    const saves = recordSaves();
    const app = await openMaya();
    await retype(app, textbox('Weight', region('Personal Information')), '135');
    await wholeFormDrawn();
    await retype(app, textbox('Allergies', region('Medical History')), 'penicillin, , latex ,');
    await app.user.click(submitButton('Submit'));

    await backAtList(app);
    expect(saves).toHaveLength(1);
    const [{ path, body }] = saves as [(typeof saves)[number]];
    expect(path).toBe(`/api/patients/set/${MAYA}`);
    expect(body.patient).toEqual({ email: 'maya.thompson@example.com', uuid: MAYA });
    expect(body.patient_information.weight).toBe(135);
    expect(body.patient_information.allergies).toEqual(['penicillin', 'latex']);
    expect(body.patient_information.name).toBe('Maya Thompson');
    expect(body.patient_information.pill_usage_information).toEqual([
      {
        brand: 'sprintec',
        start_date: '2019-08-01',
        stop_date: '2021-05-15',
        stop_reason: 'Acne did not improve',
      },
    ]);
  });

  it('says so when the patient fails to load, and tries again', async () => {
    server.use(http.get('*/api/patients/get/:uuid', () => HttpResponse.json({}, { status: 500 })));
    const app = renderForm(EDIT_MAYA);
    expect(await screen.findByText(/This patient could not be loaded/, {})).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to all patients' })).toHaveAttribute(
      'href',
      LIST,
    );
    server.resetHandlers();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    await formLoaded('Maya Thompson');
  });

  it('says plainly that an unknown patient was not found', async () => {
    renderForm('/d/providers/dashboard/patients/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText(/This patient could not be found/, {})).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
