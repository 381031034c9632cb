import { http, HttpResponse } from 'msw';
import { mockDb, server } from '../src/mocks/node';
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
