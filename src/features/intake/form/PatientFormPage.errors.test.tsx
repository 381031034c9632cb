import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import {
  backAtList,
  EDIT_MAYA,
  openMaya,
  recordSaves,
  region,
  retype,
  stubScrolling,
  stubScrollingInEachTest,
  submitButton,
  textbox,
} from '../../../../tests/patient-form';

/** Maya's form with her weight changed to 135, submitted. */
async function submitChangedWeight() {
  const app = await openMaya();
  const weight = textbox('Weight', region('Personal Information'));
  await retype(app, weight, '135');
  await app.user.click(submitButton('Submit'));
  return { app, weight };
}

describe('saving a patient that fails', () => {
  const scrolling = stubScrollingInEachTest();

  it('shows the spec banner for a 500, scrolls to the top and keeps every value', async () => {
    recordSaves(() => HttpResponse.json({}, { status: 500 }));
    const { app, weight } = await submitChangedWeight();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unknown error has occured. Please check the form values and try again.',
    );
    expect(scrolling.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(submitButton('Submit')).toBeEnabled();
    expect(weight).toHaveValue('135');
    expect(app.pathname()).toBe(EDIT_MAYA);
  });

  it("shows the server's messages one per line in a red banner", async () => {
    recordSaves(() =>
      HttpResponse.json(
        { errors: ['Another patient already uses this email address.', 'Height is too large.'] },
        { status: 400 },
      ),
    );
    const { weight } = await submitChangedWeight();
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe(
      'Another patient already uses this email address.\nHeight is too large.',
    );
    // Red: the error notice's colours, not the warning's.
    expect(banner).toHaveAttribute('data-severity', 'error');
    expect(banner).toHaveFocus();
    expect(scrolling.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(submitButton('Submit')).toBeEnabled();
    expect(weight).toHaveValue('135');
  });

  it('says plainly when the server cannot be reached, keeps the values, and saves on retry', async () => {
    recordSaves(() => HttpResponse.error());
    const { app, weight } = await submitChangedWeight();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /The server could not be reached.*Nothing you typed has been lost/,
    );
    expect(weight).toHaveValue('135');
    expect(submitButton('Submit')).toBeEnabled();

    server.resetHandlers();
    const retried = recordSaves();
    await app.user.click(submitButton('Submit'));
    await backAtList(app);
    expect(retried[0]?.body.patient_information.weight).toBe(135);
  });

  it('disables Submit while saving', async () => {
    let answer: (response: Response) => void = () => {};
    recordSaves(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { app } = await submitChangedWeight();
    await waitFor(() => expect(submitButton('Submit')).toBeDisabled());
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    answer(HttpResponse.json({ uuid: 'x' }));
    await backAtList(app);
  });

  it('after the browser check, shows the intake rules’ messages and focuses the first', async () => {
    const saves = recordSaves();
    const app = await openMaya();
    const personal = region('Personal Information');
    const age = textbox('Age at first menstruation (0-18)', personal);
    await retype(app, age, '25');
    const height = textbox('Height', personal);
    await retype(app, height, '64.5');
    await app.user.click(submitButton('Submit'));

    expect(height).toHaveFocus();
    expect(height).toHaveAttribute('aria-invalid', 'true');
    expect(height).toHaveAccessibleDescription(/^Enter a whole number, without decimals\./);
    expect(age).toHaveAccessibleDescription('Enter a whole number from 0 to 18. years');
    expect(saves).toHaveLength(0);

    await retype(app, age, '12');
    expect(age).toHaveAttribute('aria-invalid', 'false');
    expect(age).toHaveAccessibleDescription('years');
  });
});

describe('a save refused because the session ended', () => {
  it('keeps the form and every value, and says how to save them', async () => {
    stubScrolling();
    recordSaves(() => new HttpResponse(null, { status: 401 }));
    const { app, weight } = await submitChangedWeight();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(/Your session has ended, so the patient was not saved\./);
    expect(banner).toHaveTextContent(/sign in again in another tab, then submit again here/);
    expect(app.pathname()).toBe(EDIT_MAYA);
    expect(weight).toHaveValue('135');
    expect(submitButton('Submit')).toBeEnabled();
  });
});
