import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PatientInformation } from '../../../api/schemas';
import { server } from '../../../mocks/node';
import { mayaThompson } from '../../../domain/samples/patients/maya-thompson';
import { keepOnlyHeldAnswers, mockBackend } from '../../../../tests/mock-profile';
import {
  backAtList,
  MAYA,
  openMaya,
  recordSaves,
  region,
  retype,
  stubScrollingInEachTest,
  submitButton,
  renderForm,
  textbox,
} from '../../../../tests/patient-form';
import { hannahLee } from '../../../domain/samples/patients/hannah-lee';
import { wholeFormDrawn } from '../../../../tests/form-drawn';

/** Maya's record as a backend holding only some of it would serve it: without these keys. */
function mayaWithout(keys: readonly string[]): PatientInformation {
  const information: PatientInformation = structuredClone(mayaThompson.information);
  for (const key of keys) delete information[key];
  return information;
}

/** A backend of the sparse profile whose stored copy of Maya lacks `keys`. */
function sparseMaya(keys: readonly string[]) {
  const db = mockBackend('sparse');
  db.updatePatient(MAYA, { email: mayaThompson.email, information: mayaWithout(keys) });
  return db;
}

const weight = () => textbox('Weight', region('Personal Information'));
const allergies = () => textbox('Allergies', region('Medical History'));

describe('a record that holds only some answers', () => {
  stubScrollingInEachTest();

  it('says so before the save, and stores every answer typed into it', async () => {
    const db = sparseMaya(['weight', 'allergies', 'current_medications']);
    const app = await openMaya();
    expect(screen.getByText('This record holds only some answers').parentElement).toHaveTextContent(
      'It holds 113 of the 116 answers this form asks for. Your answers to the others are sent with your save.',
    );

    // Weight is required: the form asks for it, as for any record.
    await retype(app, weight(), '135');
    await wholeFormDrawn();
    await retype(app, allergies(), 'latex');
    await app.user.click(submitButton('Submit'));
    await backAtList(app);

    const stored = db.getPatient(MAYA)!.information;
    expect(stored.weight).toBe(135);
    expect(stored.allergies).toEqual(['latex']);
    // Not answered, so not written: absent is "not answered", never "no" or empty.
    expect(stored).not.toHaveProperty('current_medications');
    expect(stored).toEqual({
      ...mayaWithout(['current_medications']),
      weight: 135,
      allergies: ['latex'],
    });
  });

  it('keeps on the form, marked, each answer a backend answered 200 to but did not keep', async () => {
    const db = sparseMaya(['weight', 'allergies']);
    keepOnlyHeldAnswers(db);
    const app = await openMaya();
    await retype(app, weight(), '135');
    await wholeFormDrawn();
    await retype(app, allergies(), 'latex');
    await app.user.click(submitButton('Submit'));

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(
      'The patient was saved, but the backend did not keep 2 answers: Weight; Allergies.',
    );
    expect(banner).toHaveTextContent('Nothing you typed has been lost');
    expect(app.pathname()).toBe(`/d/providers/dashboard/patients/${MAYA}`);
    expect(weight()).toHaveValue('135');
    expect(weight()).toHaveAccessibleDescription(/Not kept: the backend saved the record without/);
    expect(allergies()).toHaveValue('latex');
    expect(submitButton('Submit')).toBeEnabled();

    // A second save is checked against the record as stored, not taken for another's change.
    const saves = recordSaves();
    await app.user.click(submitButton('Submit'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(await screen.findByRole('alert')).toHaveTextContent('did not keep 2 answers');
    expect(screen.queryByText(/was changed \(in another tab/)).toBeNull();
  });

  it('shows a refusal from the error list at the field it names, and keeps what was typed', async () => {
    sparseMaya(['weight']);
    server.use(
      http.post('*/api/patients/set/:uuid', () =>
        HttpResponse.json({ errors: ['weight: unknown field for this record.'] }, { status: 400 }),
      ),
    );
    const app = await openMaya();
    await retype(app, weight(), '135');
    await app.user.click(submitButton('Submit'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'weight: unknown field for this record.',
    );
    expect(weight()).toHaveAccessibleDescription(/^weight: unknown field for this record\./);
    expect(weight()).toHaveValue('135');
  });

  it('says so, and stays, when the record cannot be read back after a save answered 200', async () => {
    sparseMaya(['weight']);
    const app = await openMaya();
    await retype(app, weight(), '135');
    // The read before the save answers; the one after it fails.
    let reads = 0;
    server.use(
      http.get('*/api/patients/get/:uuid', () => {
        reads += 1;
        return reads > 1 ? HttpResponse.json({}, { status: 500 }) : undefined;
      }),
    );
    await app.user.click(submitButton('Submit'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The patient was saved, but the record could not be read back to check that every answer was kept.',
    );
    expect(app.pathname()).toBe(`/d/providers/dashboard/patients/${MAYA}`);
    expect(weight()).toHaveValue('135');
    expect(submitButton('Submit')).toBeEnabled();
  });

  it('opens an empty record ({}) saying it holds none, its answers blank', async () => {
    mockBackend('sparse');
    renderForm(`/d/providers/dashboard/patients/${hannahLee.uuid}`);
    expect(await screen.findByText('This record holds only some answers')).toBeDefined();
    expect(screen.getByText(/It holds none of the 116 answers/)).toBeDefined();
  });
});
