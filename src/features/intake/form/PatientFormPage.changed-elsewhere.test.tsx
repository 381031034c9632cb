/**
 * Two tabs editing one patient: the later save finds the record changed since its form opened
 * it, says so and sends nothing, unless the provider chooses (docs/architecture.md, "Errors").
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../../../mocks/node';
import {
  backAtList,
  MAYA,
  openMaya,
  recordSaves,
  region,
  retype,
  stubScrollingInEachTest,
  submitButton,
  textbox,
} from '../../../../tests/patient-form';

const weight = () => textbox('Weight', region('Personal Information'));
const allergies = () => textbox('Allergies', region('Medical History'));
const banner = () => screen.getByRole('alert');

/** Another tab saves Maya's allergies while this one has her open. */
function anotherTabSavesAllergies() {
  const maya = mockDb.getPatient(MAYA)!;
  mockDb.updatePatient(MAYA, {
    email: maya.email,
    information: { ...maya.information, allergies: ['latex'] },
  });
}

/** Maya open, her weight changed here, her allergies changed elsewhere, then Submit. */
async function submitAfterAnotherTab() {
  const saves = recordSaves();
  const app = await openMaya();
  await retype(app, weight(), '135');
  anotherTabSavesAllergies();
  await app.user.click(submitButton('Submit'));
  await within(await screen.findByRole('alert')).findByText(/^This record was changed/);
  return { app, saves };
}

describe('saving a patient changed elsewhere since the form opened her', () => {
  stubScrollingInEachTest();

  it('says so, sends nothing, and keeps what was typed', async () => {
    const { saves } = await submitAfterAnotherTab();
    expect(banner()).toHaveTextContent(
      'This record was changed (in another tab or by someone else) since you opened it, so your changes were not saved. Nothing you typed has been lost.',
    );
    expect(banner()).toHaveFocus();
    expect(saves).toHaveLength(0);
    expect(weight()).toHaveValue('135');
    expect(mockDb.getPatient(MAYA)!.information.allergies).toEqual(['latex']);
  });

  it('overwrites it on the deliberate second press', async () => {
    const { app, saves } = await submitAfterAnotherTab();
    await app.user.click(
      within(banner()).getByRole('button', { name: 'Overwrite with my changes' }),
    );
    await backAtList(app);
    expect(saves).toHaveLength(1);
    const saved = mockDb.getPatient(MAYA)!.information;
    expect(saved.weight).toBe(135);
    // This form's copy of every answer: the other tab's change is gone, as chosen.
    expect(saved.allergies).toEqual(['penicillin']);
  });

  it('reloads her with the changes typed here on top, which then save as usual', async () => {
    const { app, saves } = await submitAfterAnotherTab();
    await app.user.click(
      within(banner()).getByRole('button', { name: 'Reload, keeping my changes' }),
    );
    await waitFor(() => expect(allergies()).toHaveValue('latex'));
    expect(weight()).toHaveValue('135');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await app.user.click(submitButton('Submit'));
    await backAtList(app);
    expect(saves).toHaveLength(1);
    expect(mockDb.getPatient(MAYA)!.information).toMatchObject({
      weight: 135,
      allergies: ['latex'],
    });
  });

  it('reloads her without them only once that is confirmed', async () => {
    const { app, saves } = await submitAfterAnotherTab();
    await app.user.click(
      within(banner()).getByRole('button', { name: 'Reload, discarding my changes' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(weight()).toHaveValue('135');

    await app.user.click(
      within(banner()).getByRole('button', { name: 'Reload, discarding my changes' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await app.user.click(within(again).getByRole('button', { name: 'Discard and reload' }));
    await waitFor(() => expect(allergies()).toHaveValue('latex'));
    expect(weight()).toHaveValue('132');
    expect(saves).toHaveLength(0);
  });
});
