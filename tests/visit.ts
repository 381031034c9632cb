import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockDb, server } from '../src/mocks/node';
import { renderApp } from './render-app';
import { MAYA } from './sample-patients';

/** Maya's record as a patient who answered nothing but her name and date of birth. */
export function mayaAnsweredNothing() {
  const maya = mockDb.getPatient(MAYA)!;
  server.use(
    http.get('*/api/patients/get/:uuid', () =>
      HttpResponse.json({
        ...maya,
        information: { name: 'Maya Thompson', date_of_birth: '2002-03-14' },
      }),
    ),
  );
}

/**
 * Her visit opened and her answers gone over with her ("Reviewed with the patient" ticked), so
 * the steps after the review open.
 */
export async function openReviewedVisit(uuid: string = MAYA) {
  const app = renderApp(`/d/providers/dashboard/patients/${uuid}/visit`, 'provider');
  await app.user.click(await screen.findByRole('checkbox', { name: 'Reviewed with the patient' }));
  return app;
}

/** A visit of Maya's, read to the decision: a normal reading, reasonably certain not pregnant. */
export async function visitReadToDecision() {
  const app = await openReviewedVisit();
  const { user } = app;
  const goTo = async (name: string) => {
    await user.click(await screen.findByRole('button', { name }));
    // The decision's code loads as its step opens.
    if (name === '5. Decision') await screen.findByRole('group', { name: 'Decision' });
  };
  const answer = (question: string, option: string) =>
    user.click(
      within(screen.getByRole('group', { name: question })).getByRole('radio', { name: option }),
    );
  await goTo('2. Blood pressure');
  const reading = within(screen.getByRole('group', { name: 'Reading' }));
  await user.type(reading.getByLabelText('Systolic (mm Hg)'), '118');
  await user.type(reading.getByLabelText('Diastolic (mm Hg)'), '76');
  await goTo('3. Pregnancy');
  await answer('7 days or fewer after the start of normal menses', 'Yes');
  await answer('Symptoms or signs of pregnancy', 'No');
  /** The documents step, with the pharmacy's details they need. */
  const toDocuments = async () => {
    await goTo('6. Documents');
    await screen.findByRole('group', { name: 'Pharmacy and pharmacist' });
    await user.type(screen.getByLabelText('Pharmacy'), 'Main Street Pharmacy');
    await user.type(screen.getByLabelText('Pharmacy phone'), '503-555-0100');
    await user.type(screen.getByLabelText("Pharmacist's given name"), 'Sam');
    await user.type(screen.getByLabelText("Pharmacist's family name"), 'Lee');
    await user.type(screen.getByLabelText('Licence number'), 'RPH-0012345');
    await user.selectOptions(screen.getByLabelText('State of the licence'), 'OR');
  };
  return { ...app, goTo, answer, toDocuments };
}
