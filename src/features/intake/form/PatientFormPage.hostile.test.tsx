/** Hostile and unusual input in the patient form: limits, whole numbers, spaces. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../../../mocks/node';
import {
  backAtList,
  EDIT_MAYA,
  emailField,
  labPanel,
  MAYA,
  openForm,
  openMaya,
  recordSaves,
  region,
  retype,
  stubScrollingInEachTest,
  submitButton,
  textbox,
} from '../../../../tests/patient-form';
import { wholeFormDrawn } from '../../../../tests/form-drawn';

const personal = () => region('Personal Information');
const nameField = () => textbox('Full name', personal());

/** Maya as the backend holds her, with these changes. */
function storeMayaWith(email: string, changes: Record<string, unknown>) {
  const maya = mockDb.getPatient(MAYA)!;
  mockDb.updatePatient(MAYA, { email, information: { ...maya.information, ...changes } });
}

describe('the patient form with hostile or unusual input', () => {
  stubScrollingInEachTest();

  it('stops each free-text input at its limit, and leaves whole numbers to their own check', async () => {
    const app = await openMaya();
    await wholeFormDrawn();
    expect(nameField()).toHaveAttribute('maxlength', '200');
    expect(emailField()).toHaveAttribute('maxlength', '254');
    expect(textbox('Ethnicity', personal())).toHaveAttribute('maxlength', '200');
    const medical = region('Medical History');
    expect(textbox('Current medications', medical)).toHaveAttribute('maxlength', '1000');
    expect(textbox('Stop reason', region('Pill history'))).toHaveAttribute('maxlength', '200');
    expect(textbox('Results', labPanel('DHEA'))).toHaveAttribute('maxlength', '200');
    expect(textbox('Height', personal())).not.toHaveAttribute('maxlength');

    // A 10,000-character paste is cut at the limit.
    await app.user.clear(nameField());
    await app.user.paste('N'.repeat(10_000));
    expect(nameField()).toHaveValue('N'.repeat(200));
  });

  it('warns of a stored name over its limit, refuses a stored email over its limit, and saves once the email is shortened', async () => {
    const longEmail = `${'m'.repeat(250)}@example.com`;
    storeMayaWith(longEmail, { name: 'N'.repeat(300) });
    const saves = recordSaves();
    const app = await openForm(EDIT_MAYA, 'N'.repeat(300));
    await app.user.click(submitButton('Submit'));

    await waitFor(() => expect(emailField()).toHaveAttribute('aria-invalid', 'true'));
    expect(emailField()).toHaveAccessibleDescription(
      /^Enter at most 254 characters\. This has 262\./,
    );
    expect(nameField()).toHaveAccessibleDescription(
      'Check this value: Enter at most 200 characters. This has 300.',
    );
    expect(saves).toHaveLength(0);

    await retype(app, emailField(), 'maya.thompson@example.com');
    await app.user.click(submitButton('Submit'));
    await backAtList(app);
    expect(saves).toHaveLength(1);
  });

  it('refuses negative and fractional answers where whole numbers are asked', async () => {
    const saves = recordSaves();
    const app = await openMaya();
    await retype(app, textbox('Height', personal()), '-64');
    await retype(app, textbox('Weight', personal()), '140.5');
    await wholeFormDrawn();
    const severity = textbox('Acne severity (1-10)', region('History with Birth Control'));
    await retype(app, severity, '-3');
    await app.user.click(submitButton('Submit'));

    const height = textbox('Height', personal());
    await waitFor(() => expect(height).toHaveAttribute('aria-invalid', 'true'));
    expect(height).toHaveFocus();
    expect(height).toHaveAccessibleDescription(
      'Enter a height from 42 to 84 inches (3 ft 6 in to 7 ft 0 in). In inches. in',
    );
    expect(textbox('Weight', personal())).toHaveAccessibleDescription(
      'Enter a whole number, without decimals. In pounds. lbs',
    );
    expect(severity).toHaveAccessibleDescription(
      'Enter a whole number from 1 to 10. 1 is mildest, 10 most severe.',
    );
    expect(saves).toHaveLength(0);
    expect(app.pathname()).toBe(EDIT_MAYA);
  });

  it('refuses an implausible height or weight, naming the plausible range', async () => {
    const saves = recordSaves();
    const app = await openMaya();
    // 160 meant as centimetres is not 160 inches; 60 meant as kilograms is not 60 pounds.
    await retype(app, textbox('Height', personal()), '160');
    await retype(app, textbox('Weight', personal()), '701');
    await app.user.click(submitButton('Submit'));

    const height = textbox('Height', personal());
    await waitFor(() => expect(height).toHaveAttribute('aria-invalid', 'true'));
    expect(height).toHaveAccessibleDescription(
      'Enter a height from 42 to 84 inches (3 ft 6 in to 7 ft 0 in). In inches. in',
    );
    expect(textbox('Weight', personal())).toHaveAccessibleDescription(
      'Enter a weight from 50 to 700 pounds. In pounds. lbs',
    );
    expect(saves).toHaveLength(0);

    await retype(app, textbox('Height', personal()), '63');
    await retype(app, textbox('Weight', personal()), '132');
    await app.user.click(submitButton('Submit'));
    await backAtList(app);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body.patient_information).toMatchObject({ height: 63, weight: 132 });
  });

  it('counts an all-spaces name as empty', async () => {
    const saves = recordSaves();
    const app = await openMaya();
    await retype(app, nameField(), '   ');
    await app.user.click(submitButton('Submit'));
    await waitFor(() => expect(nameField()).toHaveAccessibleDescription('Required.'));
    expect(saves).toHaveLength(0);
  });

  it('sends markup, right-to-left text and emoji exactly as typed, without the spaces around', async () => {
    const saves = recordSaves();
    const app = await openMaya();
    await app.user.clear(nameField());
    await app.user.paste('  <img src=x onerror=alert(1)> مريم 👩🏽‍⚕️  ');
    await retype(app, textbox('Ethnicity', personal()), ' Black ');
    await retype(app, emailField(), '  maya.t@example.com ');
    await app.user.click(submitButton('Submit'));
    await backAtList(app);

    const { patient, patient_information: information } = saves[0]!.body;
    expect(patient.email).toBe('maya.t@example.com');
    expect(information.name).toBe('<img src=x onerror=alert(1)> مريم 👩🏽‍⚕️');
    expect(information.ethnicity).toBe('Black');
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows a hostile stored name in the heading as text', async () => {
    storeMayaWith('maya.thompson@example.com', { name: '<script>alert(1)</script>' });
    await openForm(EDIT_MAYA, '<script>alert(1)</script>');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.querySelector('script')).toBeNull();
    // Isolated, so a right-to-left name keeps its own order.
    expect(heading.querySelector('bdi')).toHaveTextContent('<script>alert(1)</script>');
  });
});
