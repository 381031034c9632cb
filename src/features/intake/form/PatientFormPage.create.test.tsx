import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fieldsOfSection } from '../../../domain/intake/catalog';
import {
  backAtList,
  combobox,
  emailField,
  labPanel,
  openNewPatient,
  recordSaves,
  region,
  retype,
  stubScrollingInEachTest,
  submitButton,
  textbox,
} from '../../../../tests/patient-form';
import { wholeFormDrawn } from '../../../../tests/form-drawn';
import { SECTION_TITLES } from '../../../../tests/spec-fixtures';

const indexEntry = (title: string) =>
  within(screen.getByRole('navigation', { name: 'Form sections' })).getByRole('link', {
    name: new RegExp(`^${title}`),
  });

describe('creating a patient', () => {
  const scrolling = stubScrollingInEachTest();

  it('offers an empty form headed New Patient, its sections in order, and Create', async () => {
    await openNewPatient();
    await wholeFormDrawn();
    const form = screen.getByRole('form', { name: 'New Patient' });
    expect(
      within(form)
        .getAllByRole('heading', { level: 2, hidden: true })
        .map((heading) => heading.textContent),
    ).toEqual(SECTION_TITLES);
    expect(emailField()).toHaveValue('');
    expect(submitButton('Create')).toBeEnabled();
    expect(indexEntry('Personal Information')).toHaveTextContent('Not complete');
    expect(indexEntry('Family History')).toHaveTextContent('Complete');
    expect(screen.queryByRole('link', { name: 'Intake summary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start visit' })).not.toBeInTheDocument();
  });

  it('checks required fields first: the first invalid one gets focus and a message', async () => {
    const saves = recordSaves();
    const app = await openNewPatient();
    await app.user.click(submitButton('Create'));

    expect(emailField()).toHaveFocus();
    expect(emailField()).toBeInvalid();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription(/^Required\./);
    expect(scrolling.scrollIntoView).toHaveBeenCalled();
    expect(indexEntry('Personal Information')).toHaveTextContent('Has errors');
    expect(indexEntry('Labs')).toHaveTextContent('Has errors');
    expect(indexEntry('Pregnancy')).toHaveTextContent('Complete');

    await app.user.type(emailField(), 'not-an-email');
    expect(emailField()).not.toHaveAttribute('aria-invalid', 'true');
    await app.user.click(submitButton('Create'));
    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveAccessibleDescription(/^Enter a valid email address\./);

    // The browser takes an address without a dot in its domain; the product's rule does not.
    await retype(app, emailField(), 'new.patient@example');
    expect(emailField()).toBeValid();
    await app.user.click(submitButton('Create'));
    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveAccessibleDescription(/^Enter a valid email address\./);

    await retype(app, emailField(), 'new.patient@example.com');
    await app.user.click(submitButton('Create'));
    const name = textbox('Full name', region('Personal Information'));
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Required.');
    expect(saves).toHaveLength(0);
  });

  it('creates a patient from the required fields, typed in, and returns to the list', async () => {
    const saves = recordSaves(() => HttpResponse.json({ uuid: 'new-uuid' }, { status: 201 }));
    const app = await openNewPatient();
    const { user } = app;

    await user.type(emailField(), 'ana.reyes@example.com');
    const personal = region('Personal Information');
    await user.type(textbox('Full name', personal), 'Ana Reyes');
    await user.selectOptions(combobox('Gender', personal), 'Female');
    await user.selectOptions(combobox('Sex assigned at birth', personal), 'Female');
    await user.type(within(personal).getByLabelText(/^Date of birth/), '1994-06-02');
    await user.type(textbox('Ethnicity', personal), 'Hispanic or Latino');
    await user.type(textbox('Height', personal), '64');
    await user.type(textbox('Weight', personal), '130');
    await user.type(textbox('Age at first menstruation (0-18)', personal), '12');
    expect(indexEntry('Personal Information')).toHaveTextContent('Complete');

    await wholeFormDrawn();
    const social = region('Social History');
    await user.selectOptions(combobox('Physical activity', social), 'Moderate');
    await user.selectOptions(combobox('Diet', social), 'Omnivore');
    await user.selectOptions(
      combobox('Birth-control preference', region('History with Birth Control')),
      'Low maintenance',
    );
    const medical = region('Medical History');
    await user.type(textbox('Current medications', medical), 'ibuprofen, , vitamin D ');
    for (const question of [
      'Bariatric surgery',
      'Hypertension',
      'Deep vein thrombosis or pulmonary embolism',
      'Superficial venous disorders',
      'Valvular heart disease',
    ]) {
      await user.selectOptions(combobox(question, medical), 'no');
    }

    const pressure = labPanel('Recent blood pressure');
    await user.type(textbox('Systolic', pressure), '118');
    await user.type(textbox('Diastolic', pressure), '76');
    // A pharmacy has few panels on hand: the others are marked "Not done", one click each.
    for (const panel of fieldsOfSection('labs').filter((field) => field.kind === 'lab')) {
      const box = labPanel(panel.label);
      if (panel.label === 'DHEA') {
        await user.type(textbox('Results', box), '42');
        await user.type(textbox('Flags', box), '-');
      } else if (panel.components && panel.label.includes('CBC')) {
        for (const [index, { label }] of panel.components.entries()) {
          await user.type(textbox(label, box), String(index + 1));
          await user.type(textbox(`${label} flag`, box), index === 1 ? 'H' : '-');
        }
      } else {
        await user.click(within(box).getByRole('checkbox', { name: 'Not done' }));
      }
    }
    await user.click(submitButton('Create'));

    await backAtList(app);
    expect(saves).toHaveLength(1);
    const [{ path, body }] = saves as [(typeof saves)[number]];
    expect(path).toBe('/api/patients/set');
    expect(body.patient).toEqual({ email: 'ana.reyes@example.com' });
    const information = body.patient_information;
    expect(information).toMatchObject({
      name: 'Ana Reyes',
      gender: 'female',
      sex: 'female',
      date_of_birth: '1994-06-02',
      height: 64,
      weight: 130,
      first_menstruation: 12,
      lifestyle_activity: 'moderate',
      birth_control_preferences: 'low_maintenance',
      current_medications: ['ibuprofen', 'vitamin D'],
      hypertension: 'no',
      recent_blood_pressure: { systolic: 118, diastolic: 76 },
      pregnant: null,
    });
    expect(information.lab_details).toMatchObject({
      lab_results: {
        dhea: { results: '42', flags: '-' },
        cbc: { results: ['1', '2', '3', '4', '5'], flags: ['-', 'H', '-', '-', '-'] },
        hgc: { results: 'Not done', flags: 'Not done' },
        ldl_hdl_tg: {
          results: ['Not done', 'Not done', 'Not done'],
          flags: ['Not done', 'Not done', 'Not done'],
        },
      },
    });
  }, 30_000);
});
