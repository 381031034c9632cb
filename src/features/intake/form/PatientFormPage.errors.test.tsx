import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import {
  backAtList,
  byRole,
  combobox,
  EDIT_MAYA,
  openMaya,
  recordSaves,
  region,
  retype,
  stubScrolling,
  stubScrollingInEachTest,
  emailField,
  submitButton,
  textbox,
} from '../../../../tests/patient-form';
import { wholeFormDrawn } from '../../../../tests/form-drawn';

/** The summary of a refused save, above the fields. */
const summary = () => screen.getByRole('alert');
const listed = () =>
  within(summary())
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const entries = (history: HTMLElement) =>
  within(history).getAllByRole('group', { name: /^Entry \d$/, hidden: true });

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
    // The banner takes focus in an effect after it is drawn (SaveBanner.tsx).
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
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
    // It takes focus once drawn (an effect), which a busy machine may run a moment later.
    await waitFor(() => expect(banner).toHaveFocus());
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
    let goOn: () => void = () => {};
    // Held, then passed on to the mock API, which stores it.
    recordSaves(() => new Promise<undefined>((resolve) => (goOn = () => resolve(undefined))));
    const { app } = await submitChangedWeight();
    await waitFor(() => expect(submitButton('Submit')).toBeDisabled());
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    goOn();
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
    expect(listed()).toEqual([
      'Height: Enter a whole number, without decimals.',
      'Age at first menstruation (0-18): Enter a whole number from 0 to 18.',
    ]);
    expect(saves).toHaveLength(0);

    await retype(app, age, '12');
    expect(age).toHaveAttribute('aria-invalid', 'false');
    expect(age).toHaveAccessibleDescription('years');
  });
});

describe('a save the checks refuse', () => {
  const scrolling = stubScrollingInEachTest();

  /** Maya's form with her height typed as "abc" and a second, blank pill entry, submitted. */
  async function submitHeightAndBlankEntry() {
    const saves = recordSaves();
    const app = await openMaya();
    const height = textbox('Height', region('Personal Information'));
    // A text input (inputmode numeric): the browser takes "abc", the intake rules do not.
    await retype(app, height, 'abc');
    await wholeFormDrawn();
    const pills = region('Pill history');
    await app.user.click(byRole('button', 'Add entry', pills));
    const brand = combobox('Brand', entries(pills)[1]!);
    await app.user.click(submitButton('Submit'));
    return { app, saves, height, brand };
  }

  it('lists the browser’s and the app’s problems as one, in page order, and focuses the first', async () => {
    const { saves, height, brand } = await submitHeightAndBlankEntry();
    // Height, refused by the intake rules, comes before the Brand the browser refuses.
    expect(height).toHaveFocus();
    expect(brand).toHaveAttribute('aria-invalid', 'true');
    expect(within(summary()).getByRole('heading', { level: 2 })).toHaveTextContent(
      '3 problems to fix before saving',
    );
    expect(listed()).toEqual([
      'Height: Enter a whole number.',
      'Pill history, entry 2, Brand: Required.',
      'Pill history, entry 2, Start date: Required.',
    ]);
    // Each message stays beside its field too.
    expect(height).toHaveAccessibleDescription(/^Enter a whole number\./);
    expect(brand).toHaveAccessibleDescription('Required.');
    expect(saves).toHaveLength(0);
    // At the top of the form, before its first field.
    const form = screen.getByRole('form');
    expect(form.contains(summary())).toBe(true);
    expect(
      summary().compareDocumentPosition(emailField()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('takes a listed problem’s field to focus and into view when its line is activated', async () => {
    const { app, brand } = await submitHeightAndBlankEntry();
    scrolling.scrollIntoView.mockClear();
    await app.user.click(
      within(summary()).getByRole('link', { name: 'Pill history, entry 2, Brand: Required.' }),
    );
    expect(brand).toHaveFocus();
    expect(scrolling.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    expect(app.pathname()).toBe(EDIT_MAYA);
  });

  it('counts again on the next submit, and goes once every problem is fixed', async () => {
    const { app, saves, height, brand } = await submitHeightAndBlankEntry();
    await app.user.click(byRole('button', 'Remove', entries(region('Pill history'))[1]!));
    expect(brand).not.toBeInTheDocument();
    await app.user.click(submitButton('Submit'));
    expect(within(summary()).getByRole('heading')).toHaveTextContent(
      '1 problem to fix before saving',
    );
    expect(listed()).toEqual(['Height: Enter a whole number.']);
    expect(height).toHaveFocus();

    await retype(app, height, '64');
    await app.user.click(submitButton('Submit'));
    await backAtList(app);
    expect(saves).toHaveLength(1);
  });
});

describe('a save the checks pass and the server refuses', () => {
  stubScrollingInEachTest();

  it('takes the list down and shows the server’s banner alone', async () => {
    recordSaves(() => HttpResponse.json({}, { status: 500 }));
    const app = await openMaya();
    const height = textbox('Height', region('Personal Information'));
    await retype(app, height, 'abc');
    await app.user.click(submitButton('Submit'));
    expect(listed()).toEqual(['Height: Enter a whole number.']);

    await retype(app, height, '64');
    await app.user.click(submitButton('Submit'));
    const banner = await screen.findByText(/^An unknown error has occured\./);
    expect(screen.getAllByRole('alert')).toEqual([banner.closest('[role=alert]')]);
    expect(banner.closest('[role=alert]')).toHaveFocus();
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
