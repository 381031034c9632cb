import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  answer,
  backAtList,
  byRole,
  combobox,
  EDIT_MAYA,
  group,
  openMaya,
  queryByRole,
  recordSaves,
  region,
  stubScrollingInEachTest,
  submitButton,
  textbox,
} from '../../../../tests/patient-form';
import { wholeFormDrawn } from '../../../../tests/form-drawn';

const entries = (history: HTMLElement) =>
  within(history).getAllByRole('group', { name: /^Entry \d$/, hidden: true });

/**
 * Maya's form with a change typed, then `leave` clicked: the question it asks is answered Stay,
 * which keeps the page and the change; then `leave` clicked again, and the question asked again.
 */
async function askedAgainAfterStaying(
  leave: { role: 'link' | 'button'; name: string },
  question: string,
) {
  const app = await openMaya();
  const ethnicity = textbox('Ethnicity', region('Personal Information'));
  await app.user.type(ethnicity, ' (updated)');
  await app.user.click(screen.getByRole(leave.role, { name: leave.name }));

  const dialog = await screen.findByRole('dialog', { name: question });
  await app.user.click(within(dialog).getByRole('button', { name: 'Stay' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(app.pathname()).toBe(EDIT_MAYA);
  expect(ethnicity).toHaveValue('Black or African American (updated)');

  await app.user.click(screen.getByRole(leave.role, { name: leave.name }));
  return { app, again: await screen.findByRole('dialog', { name: question }) };
}

describe('the patient form', () => {
  const scrolling = stubScrollingInEachTest();

  it('shows follow-up questions only while their trigger holds', async () => {
    const app = await openMaya();
    await wholeFormDrawn();
    const social = region('Social History');
    expect(queryByRole('group', 'Nicotine products used', social)).not.toBeInTheDocument();

    await app.user.click(answer('Smokes or uses nicotine', 'Yes', social));
    const products = group('Nicotine products used', social);
    expect(queryByRole('combobox', 'Cigarettes per day', social)).not.toBeInTheDocument();
    await app.user.click(byRole('checkbox', 'Cigarettes', products));
    expect(combobox('Cigarettes per day', social)).toBeRequired();

    await app.user.click(answer('Smokes or uses nicotine', 'No', social));
    expect(queryByRole('group', 'Nicotine products used', social)).not.toBeInTheDocument();
    expect(queryByRole('combobox', 'Cigarettes per day', social)).not.toBeInTheDocument();

    const medical = region('Medical History');
    expect(queryByRole('combobox', 'Peripartum cardiomyopathy', medical)).not.toBeInTheDocument();
    await app.user.click(
      answer('Pregnant or gave birth in the last 6 months', 'Yes', region('Pregnancy')),
    );
    expect(textbox('Days since giving birth', region('Pregnancy'))).toBeRequired();
    expect(combobox('Peripartum cardiomyopathy', medical)).toBeInTheDocument();
  });

  it('adds usage entries up to five and removes them', async () => {
    const app = await openMaya();
    await wholeFormDrawn();
    const pills = region('Pill history');
    expect(entries(pills)).toHaveLength(1);
    const add = byRole('button', 'Add entry', pills);

    await app.user.click(add);
    expect(entries(pills)).toHaveLength(2);
    expect(combobox('Brand', entries(pills)[1]!)).toHaveFocus();
    await app.user.click(add);
    await app.user.click(add);
    await app.user.click(add);
    expect(entries(pills)).toHaveLength(5);
    expect(add).toBeDisabled();
    expect(within(pills).getByText(/5 of 5 entries used/)).toBeInTheDocument();

    await app.user.selectOptions(combobox('Brand', entries(pills)[2]!), 'yaz');
    await app.user.type(textbox('Stop reason', entries(pills)[2]!), 'Spotting');
    await app.user.click(byRole('button', 'Remove', entries(pills)[1]!));
    expect(entries(pills)).toHaveLength(4);
    expect(add).toBeEnabled();
    expect(add).toHaveFocus();
    expect(combobox('Brand', entries(pills)[1]!)).toHaveValue('yaz');
    expect(textbox('Stop reason', entries(pills)[1]!)).toHaveValue('Spotting');
    expect(textbox('Stop reason', entries(pills)[2]!)).toHaveValue('');
    expect(combobox('Brand', entries(pills)[0]!)).toHaveValue('sprintec');

    const methods = group('Birth-control methods used', region('History with Birth Control'));
    expect(queryByRole('region', 'Patch history', document.body)).not.toBeInTheDocument();
    await app.user.click(byRole('checkbox', 'Patch', methods));
    expect(within(region('Patch history')).queryAllByRole('group', { hidden: true })).toHaveLength(
      0,
    );
  });

  it('sends a new usage entry without its optional stop date and reason', async () => {
    const saves = recordSaves();
    const app = await openMaya();
    await wholeFormDrawn();
    const pills = region('Pill history');
    await app.user.click(byRole('button', 'Add entry', pills));
    const entry = entries(pills)[1]!;
    await app.user.selectOptions(combobox('Brand', entry), 'yaz');
    await app.user.type(within(entry).getByLabelText(/^Start date/), '2022-01-10');
    await app.user.click(submitButton('Submit'));

    await backAtList(app);
    expect(saves[0]?.body.patient_information.pill_usage_information).toEqual([
      expect.objectContaining({ brand: 'sprintec' }),
      { brand: 'yaz', start_date: '2022-01-10' },
    ]);
  });

  it('asks before leaving with unsaved changes, and stays or leaves', async () => {
    const { app, again } = await askedAgainAfterStaying(
      { role: 'link', name: 'All Patients' },
      'Leave without saving?',
    );
    await app.user.click(within(again).getByRole('button', { name: 'Leave' }));
    await backAtList(app);
  });

  it('asks before signing out with unsaved changes, and stays or signs out', async () => {
    const { app, again } = await askedAgainAfterStaying(
      { role: 'button', name: 'Sign out' },
      'Sign out without saving?',
    );
    await app.user.click(within(again).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));

    // The changes wait in this tab for the same provider, who discards them here.
    await app.user.click(await screen.findByRole('button', { name: 'Sign in as demo provider' }));
    await backAtList(app);
    await app.router.navigate(EDIT_MAYA);
    const offer = await screen.findByRole('dialog', { name: 'Restore unsaved changes?' });
    await app.user.click(within(offer).getByRole('button', { name: 'Discard' }));
    expect(textbox('Ethnicity', region('Personal Information'))).toHaveValue(
      'Black or African American',
    );
  });

  it('leaves without asking when nothing changed', async () => {
    const app = await openMaya();
    await app.user.click(screen.getByRole('link', { name: 'All Patients' }));
    await backAtList(app);
  });

  it('moves to a section from the index, by keyboard', async () => {
    const app = await openMaya();
    const index = screen.getByRole('navigation', { name: 'Form sections' });
    within(index).getByRole('link', { name: /^Labs/ }).focus();
    await app.user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Labs' })).toHaveFocus();
    expect(scrolling.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(app.pathname()).toBe(EDIT_MAYA);
  });
});
