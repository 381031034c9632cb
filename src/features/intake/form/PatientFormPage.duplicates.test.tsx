/**
 * A new patient whose save may have been stored without the form hearing so is never sent
 * again before the patient list has been checked for her email (docs/architecture.md,
 * "Errors"), whether the save was cut off, timed out, or in flight when the session ended.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../../api/client';
import type { PatientSaveRequest } from '../../../api/schemas';
import { EMAIL_KEY, toFormValues } from '../../../domain/intake/model';
import { mockDb, server } from '../../../mocks/node';
import { draftKey, keepDraft } from '../../../tab-memory/kept-drafts';
import {
  backAtList,
  CREATE,
  MAYA,
  renderForm,
  stubScrollingInEachTest,
  submitButton,
} from '../../../../tests/patient-form';

const EMAIL = 'robin.vega@example.com';
const RESTORE = 'Restore unsaved changes?';

type App = ReturnType<typeof renderForm>;

const withEmail = () => mockDb.listPatients().filter((patient) => patient.email === EMAIL);

/**
 * The new-patient form holding a whole record (Maya's answers, a new email): restored from a
 * draft kept for the demo provider, the quickest way to a form that passes its checks.
 */
async function openFilledNewPatient(): Promise<App> {
  const values = { ...toFormValues(mockDb.getPatient(MAYA)!.information), [EMAIL_KEY]: EMAIL };
  keepDraft(draftKey('user_demo_provider', 'patient:new'), { values });
  const app = renderForm(CREATE);
  await restoreDraft(app);
  return app;
}

async function restoreDraft(app: App) {
  const offer = await screen.findByRole('dialog', { name: RESTORE });
  await app.user.click(within(offer).getByRole('button', { name: 'Restore unsaved changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** Every call to the patient list and to create, in the order they were made. */
function recordCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/patients' || path === '/api/patients/set') {
      calls.push(`${request.method} ${path}`);
    }
  });
  return calls;
}

/** The first create is answered by `first`; any later one goes on to the mock API. */
function firstCreate(first: (body: PatientSaveRequest) => Promise<Response> | Response) {
  let creates = 0;
  server.use(
    http.post('*/api/patients/set', async ({ request }) => {
      creates += 1;
      if (creates === 1) return first((await request.clone().json()) as PatientSaveRequest);
    }),
  );
}

/** The server stores the create, as the mock API would, and its answer never arrives. */
function storeIt(body: PatientSaveRequest) {
  mockDb.createPatient({ email: body.patient.email, information: body.patient_information });
}

/** The server stores the create and never answers: the client's time-out or a sign-out ends it. */
async function storedButNeverAnswered(body: PatientSaveRequest): Promise<Response> {
  storeIt(body);
  await delay('infinite');
  return HttpResponse.error();
}

const banner = () => screen.getByRole('alert');
const button = (name: string) => screen.getByRole('button', { name, hidden: true });

afterEach(() => server.events.removeAllListeners());

describe('a new patient who may have been saved', () => {
  stubScrollingInEachTest();

  it('offers the check when the save was cut off, finds her saved, and never sends again', async () => {
    firstCreate((body) => {
      storeIt(body);
      return HttpResponse.error();
    });
    const calls = recordCalls();
    const app = await openFilledNewPatient();
    await app.user.click(submitButton('Create'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The connection to the server failed during the save, so the patient may or may not have been saved\./,
    );
    expect(banner()).toHaveTextContent('check whether it was saved before sending it again');
    await app.user.click(
      within(banner()).getByRole('button', { name: 'Check whether it was saved' }),
    );

    expect(await within(banner()).findByText(/^The patient was saved after all/)).toBeVisible();
    const open = within(banner()).getByRole('link', { name: 'Open the patient' });
    expect(open).toHaveAttribute('href', `/d/providers/dashboard/patients/${withEmail()[0]!.uuid}`);

    // Create is held: nothing goes out, and the banner says why again.
    await app.user.click(submitButton('Create'));
    await waitFor(() => expect(banner()).toHaveFocus());
    expect(calls.filter((call) => call.startsWith('POST'))).toHaveLength(1);

    // What was sent is saved: leaving asks nothing.
    await app.user.click(open);
    await screen.findByRole('heading', { level: 1, name: 'Maya Thompson' });
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    expect(withEmail()).toHaveLength(1);
  });

  it('says she was not saved when the list lacks her email, and sends once more', async () => {
    firstCreate(() => HttpResponse.error());
    const calls = recordCalls();
    const app = await openFilledNewPatient();
    await app.user.click(submitButton('Create'));
    await app.user.click(
      await within(await screen.findByRole('alert')).findByRole('button', {
        name: 'Check whether it was saved',
      }),
    );

    expect(
      await within(banner()).findByText(/^The patient was not saved: no patient/),
    ).toBeVisible();
    await app.user.click(button('Send again'));
    await backAtList(app);
    expect(calls.slice(0, 3)).toEqual([
      'POST /api/patients/set',
      'GET /api/patients',
      'POST /api/patients/set',
    ]);
    expect(calls.filter((call) => call.startsWith('POST'))).toHaveLength(2);
    expect(withEmail()).toHaveLength(1);
  });

  it('checks first when Create is pressed again after a time-out, and sends nothing when she is there', async () => {
    firstCreate(storedButNeverAnswered);
    const calls = recordCalls();
    const app = await openFilledNewPatient();
    // The client's own time-out, reached on a fake clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await app.user.click(submitButton('Create'));
      await waitFor(() => expect(calls).toEqual(['POST /api/patients/set']));
      await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS));
    } finally {
      vi.useRealTimers();
    }

    expect(await screen.findByText(/^The server did not confirm the save in time/)).toBeVisible();
    await app.user.click(submitButton('Create'));
    expect(await within(banner()).findByText(/^The patient was saved after all/)).toBeVisible();
    expect(calls).toEqual(['POST /api/patients/set', 'GET /api/patients']);
    expect(withEmail()).toHaveLength(1);
  });
});

describe('a session that ends while a new patient is being saved', () => {
  stubScrollingInEachTest();

  it('keeps the form marked, and on restore looks for her before anything is sent', async () => {
    firstCreate(storedButNeverAnswered);
    const calls = recordCalls();
    const app = await openFilledNewPatient();
    await app.user.click(submitButton('Create'));
    await waitFor(() => expect(calls).toEqual(['POST /api/patients/set']));

    // Signing out while the save is in flight.
    await app.user.click(screen.getByRole('button', { name: 'Sign out' }));
    const ask = await screen.findByRole('dialog', { name: 'Sign out without saving?' });
    await app.user.click(within(ask).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));

    await app.user.click(await screen.findByRole('button', { name: 'Sign in as demo provider' }));
    await backAtList(app);
    await act(() => app.router.navigate(CREATE));
    const offer = await screen.findByRole('dialog', { name: RESTORE });
    expect(offer).toHaveTextContent('a new patient was being saved, and may have been');
    await restoreDraft(app);

    expect(await within(banner()).findByText(/^The patient was saved after all/)).toBeVisible();
    // The list was read on the way back to it and for the check; no second create.
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/patients/set']);
    expect(calls.at(-1)).toBe('GET /api/patients');
    expect(withEmail()).toHaveLength(1);
  });
});
