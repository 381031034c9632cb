import { screen } from '@testing-library/react';
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
