import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MAYA } from '../../tests/sample-patients';
import { signedInSession } from '../../tests/signed-in-session';
import { ApiProvider } from '../api/ApiProvider';
import { resourceRequests } from '../api/resource-requests';
import { usePatient, useWhoami } from '../api/resources';
import { AuthSessionContext } from '../auth/session';
import { server } from '../mocks/node';
import {
  RoleGate,
  roleGateWords,
  WHOAMI_FATAL,
  type AccessCheckFailure,
  type RoleGateWords,
} from './RoleGate';

const provider = signedInSession('provider');

/** A page with something typed into it, and a way to make whoami be asked again. */
function OpenForm() {
  const whoami = useWhoami();
  return (
    <>
      <label>
        Notes <input />
      </label>
      <button onClick={whoami.retry}>Check again</button>
      <p>{whoami.error ? 'The last check failed' : 'Checked'}</p>
    </>
  );
}

/** A page that loads a patient of its own. */
function PatientPage() {
  const patient = usePatient(MAYA);
  return (
    <>
      <h1>Patient</h1>
      <p>{patient.data ? patient.data.email : 'Loading the patient'}</p>
      <label>
        Notes <input />
      </label>
    </>
  );
}

function renderGate(
  whenCheckFails: AccessCheckFailure,
  {
    page = <OpenForm />,
    reads = false,
    words,
  }: { page?: React.ReactNode; reads?: boolean; words?: RoleGateWords } = {},
) {
  const router = createMemoryRouter(
    [
      { path: '/d', element: <p>Signing in</p> },
      {
        path: '/area',
        // As the app's router does: the page's loader names what it reads.
        ...(reads && { loader: () => ({ reads: [resourceRequests.patient(MAYA)] }) }),
        element: (
          <RoleGate userType="provider" whenCheckFails={whenCheckFails} words={words}>
            {page}
          </RoleGate>
        ),
      },
    ],
    { initialEntries: ['/area'] },
  );
  render(
    <AuthSessionContext.Provider value={provider}>
      <ApiProvider baseUrl="http://localhost">
        <RouterProvider router={router} />
      </ApiProvider>
    </AuthSessionContext.Provider>,
  );
  return { user: userEvent.setup(), router };
}

describe('RoleGate once the role is confirmed', () => {
  it.each<AccessCheckFailure>(['redirect', 'alert'])(
    'keeps the page and what was typed when a background re-check fails (%s)',
    async (whenCheckFails) => {
      const { user, router } = renderGate(whenCheckFails);
      await user.type(await screen.findByLabelText('Notes'), 'half-written note');

      server.use(http.get('*/api/auth/whoami', () => HttpResponse.error()));
      await user.click(screen.getByRole('button', { name: 'Check again' }));
      await screen.findByText('The last check failed');

      expect(router.state.location.pathname).toBe('/area');
      expect(screen.getByLabelText('Notes')).toHaveValue('half-written note');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('sends the person to /d when the server says the role changed', async () => {
    const { user, router } = renderGate('redirect');
    await screen.findByLabelText('Notes');
    server.use(http.get('*/api/auth/whoami', () => HttpResponse.json({ user_type: 'superuser' })));
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await expect.poll(() => router.state.location.pathname).toBe('/d');
  });
});

/** Holds whoami's answer until `answer` is called; records when the patient was asked for. */
function holdWhoami() {
  const asked: string[] = [];
  let answer!: (reply: Response) => void;
  const reply = new Promise<Response>((resolve) => (answer = resolve));
  server.use(
    http.get('*/api/auth/whoami', () => {
      asked.push('whoami');
      return reply;
    }),
    // Nothing returned: the mock API answers.
    http.get('*/api/patients/get/:uuid', () => void asked.push('patient')),
  );
  return { asked, answer };
}

const pageShown = () => screen.queryByRole('heading', { name: 'Patient' });

describe('RoleGate starting the page’s reads while the role is checked', () => {
  it("asks for the page's data beside whoami, and mounts the page only once the role is confirmed", async () => {
    const whoami = holdWhoami();
    renderGate('redirect', { page: <PatientPage />, reads: true });

    await waitFor(() => expect(whoami.asked.toSorted()).toEqual(['patient', 'whoami']));
    // Nothing of the page is mounted: not seen, not read out, not reachable.
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access');
    expect(pageShown()).not.toBeInTheDocument();
    expect(screen.queryByText(/@/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    whoami.answer(HttpResponse.json({ user_type: 'provider' }));

    expect(await screen.findByRole('heading', { name: 'Patient' })).toBeVisible();
    expect(await screen.findByText(/@/)).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The page took the answer the gate asked for: the patient was asked once.
    expect(whoami.asked.filter((call) => call === 'patient')).toHaveLength(1);
  });

  it('never shows the page to another role', async () => {
    const whoami = holdWhoami();
    const { router } = renderGate('redirect', { page: <PatientPage />, reads: true });
    await waitFor(() => expect(whoami.asked).toContain('patient'));

    whoami.answer(HttpResponse.json({ user_type: 'superuser' }));

    await expect.poll(() => router.state.location.pathname).toBe('/d');
    expect(screen.queryByText(/@/)).not.toBeInTheDocument();
    expect(pageShown()).not.toBeInTheDocument();
  });

  it.each<[AccessCheckFailure, string]>([
    ['redirect', '/d'],
    ['alert', '/area'],
  ])('never shows the page when the check fails (%s)', async (whenCheckFails, path) => {
    const whoami = holdWhoami();
    const { router } = renderGate(whenCheckFails, { page: <PatientPage />, reads: true });
    await waitFor(() => expect(whoami.asked).toContain('patient'));

    whoami.answer(HttpResponse.json({}, { status: 500 }));

    await expect.poll(() => router.state.location.pathname).toBe(path);
    if (whenCheckFails === 'alert') {
      expect(await screen.findByRole('alert')).toHaveTextContent(WHOAMI_FATAL);
    }
    expect(screen.queryByText(/@/)).not.toBeInTheDocument();
    expect(pageShown()).not.toBeInTheDocument();
  });

  it('says what the screens it guards say, in their language, and the spec’s English by default', async () => {
    expect(roleGateWords).toEqual({
      failed: 'A fatal error has occured.',
      tryAgain: 'Try again',
      checking: 'Checking your access',
    });
    const words: RoleGateWords = {
      failed: 'Se produjo un error grave.',
      tryAgain: 'Intentar de nuevo',
      checking: 'Comprobando el acceso',
    };
    const whoami = holdWhoami();
    const { user } = renderGate('alert', { words });
    expect(await screen.findByRole('status')).toHaveTextContent(words.checking);

    whoami.answer(HttpResponse.json({}, { status: 500 }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words.failed);
    expect(alert).not.toHaveTextContent(/fatal|Try again/);

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: words.tryAgain }));
    expect(await screen.findByLabelText('Notes')).toBeVisible();
  });
});
