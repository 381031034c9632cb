/**
 * A read by id is trusted only with the record it asked for (docs/architecture.md, "Errors"):
 * each page that reads a patient or an organization by the id in its address, answered with
 * another one's record, shows its load error, shows nothing of that record, and saves nothing.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EDIT_MAYA,
  openMaya,
  region,
  retype,
  stubScrollingInEachTest,
  submitButton,
  textbox,
} from '../../tests/patient-form';
import { renderApp } from '../../tests/render-app';
import { JASMINE, MAYA } from '../../tests/sample-patients';
import { mockDb, server } from '../mocks/node';

const PATIENT = '*/api/patients/get/:uuid';
const ORGANIZATION = '*/api/organizations/get/:id';
const NOT_ASKED_FOR = 'The server sent a record other than the one asked for.';

/** Every write the app sends, as the server sees it. */
let writes: string[] = [];
const recordWrite = ({ request }: { request: Request }) => {
  if (request.method !== 'GET') writes.push(new URL(request.url).pathname);
};
beforeEach(() => {
  writes = [];
  server.events.on('request:start', recordWrite);
});
afterEach(() => {
  server.events.removeListener('request:start', recordWrite);
});

/** Every read of a patient answered with Jasmine's record, whoever was asked for. */
const answerJasmine = () =>
  server.use(http.get(PATIENT, () => HttpResponse.json(mockDb.getPatient(JASMINE))));

const patientPages = [
  ['the patient form', EDIT_MAYA, `This patient could not be loaded. ${NOT_ASKED_FOR}`],
  [
    'the intake summary',
    `${EDIT_MAYA}/summary`,
    `The patient could not be loaded. ${NOT_ASKED_FOR}`,
  ],
  // Her recommendations hold no uuid to check; the safety check, from her record, does not show.
  [
    'the recommendations view',
    `${EDIT_MAYA}/recommendations`,
    "The safety check needs the patient's intake, which could not be loaded.",
  ],
  ['the visit', `${EDIT_MAYA}/visit`, `This patient could not be loaded. ${NOT_ASKED_FOR}`],
] as const;

describe('a patient read answered with another patient’s record', () => {
  stubScrollingInEachTest();

  it.each(patientPages)('%s shows the load error and nothing of her', async (_, path, words) => {
    answerJasmine();
    renderApp(path, 'provider');
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(document.body).not.toHaveTextContent(/Jasmine|Carter/);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('sends no save when the re-read before it answers with another patient', async () => {
    const app = await openMaya();
    answerJasmine();
    await retype(app, textbox('Weight', region('Personal Information')), '135');
    await app.user.click(submitButton('Submit'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The patient was not saved: it could not be checked for changes made since you opened it. ${NOT_ASKED_FOR}`,
    );
    expect(textbox('Weight', region('Personal Information'))).toHaveValue('135');
    expect(writes).toEqual([]);
  });

  it('sends no correction from the visit when the re-read before it answers with another patient', async () => {
    const app = renderApp(`${EDIT_MAYA}/visit`, 'provider');
    await app.user.click(await screen.findByRole('button', { name: 'Edit History of stroke' }));
    answerJasmine();
    const editor = screen.getByRole('group', { name: 'Edit: History of stroke' });
    await app.user.click(within(editor).getByRole('radio', { name: 'Yes' }));
    await app.user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_ASKED_FOR);
    expect(document.body).not.toHaveTextContent(/Jasmine|Carter/);
    expect(writes).toEqual([]);
  });

  it('takes a record without a uuid for one of the wrong shape, as any record lacking a field', async () => {
    const { email, information } = mockDb.getPatient(MAYA)!;
    server.use(http.get(PATIENT, () => HttpResponse.json({ email, information })));
    renderApp(EDIT_MAYA, 'provider');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This patient could not be loaded. The server sent data in an unexpected shape.',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('an organization read answered with another organization’s record', () => {
  it.each([
    ['the organization page', '/d/admin/organizations/2'],
    ['the new provider form', '/d/admin/organizations/2/providers/create'],
  ])('%s shows the load error and nothing of it', async (_, path) => {
    server.use(http.get(ORGANIZATION, () => HttpResponse.json(mockDb.getOrganization(1))));
    renderApp(path, 'superuser');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `This organization could not be loaded. ${NOT_ASKED_FOR}`,
    );
    expect(document.body).not.toHaveTextContent(/Riverside/);
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    expect(writes).toEqual([]);
  });
});
