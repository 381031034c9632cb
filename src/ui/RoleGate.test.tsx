import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MAYA } from '../../tests/sample-patients';
import { signedInSession } from '../../tests/signed-in-session';
import { ApiProvider } from '../api/ApiProvider';
import { resourceRequests, type ResourceRequest } from '../api/resource-requests';
import { usePatient, usePatientRecommendations, useWhoami } from '../api/resources';
import { readsLoader } from '../api/route-reads';
import { AuthSessionContext, type AuthSession } from '../auth/session';
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

/** A page that loads a patient of its own, and says when it could not. */
function PatientPage() {
  const patient = usePatient(MAYA);
  return (
    <>
      <h1>Patient</h1>
      <p>
        {patient.error
          ? 'The patient could not be loaded'
          : patient.data
            ? patient.data.email
            : 'Loading the patient'}
      </p>
      <label>
        Notes <input />
      </label>
    </>
  );
}

/** A page that loads a patient and her recommendations. */
function RecommendationsPage() {
  const recommendations = usePatientRecommendations(MAYA);
  return (
    <>
      <PatientPage />
      <p>{recommendations.data ? 'Recommendations shown' : 'Loading the recommendations'}</p>
    </>
  );
}

const PATIENT = resourceRequests.patient(MAYA);
const RECOMMENDATIONS = resourceRequests.patientRecommendations(MAYA);

/** The gated area at /area, as the app's router declares a page: its loader names its reads. */
function gatedRouter(
  whenCheckFails: AccessCheckFailure,
  page: React.ReactNode,
  reads: readonly (ResourceRequest | null)[] = [],
  words?: RoleGateWords,
) {
  return createMemoryRouter(
    [
      { path: '/d', element: <p>Signing in</p> },
      {
        path: '/area',
        ...(reads.length && { loader: readsLoader(() => reads) }),
        element: (
          <RoleGate userType="provider" whenCheckFails={whenCheckFails} words={words}>
            {page}
          </RoleGate>
        ),
      },
    ],
    { initialEntries: ['/area'] },
  );
}

function renderGate(
  whenCheckFails: AccessCheckFailure,
  {
    page = <OpenForm />,
    reads,
    words,
  }: {
    page?: React.ReactNode;
    reads?: readonly (ResourceRequest | null)[];
    words?: RoleGateWords;
  } = {},
) {
  const router = gatedRouter(whenCheckFails, page, reads, words);
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

/**
 * Holds whoami's answer until `answer` is called; records when the patient and her
 * recommendations were asked for.
 */
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
    http.get('*/api/patients/get/:uuid/recommendations', () => void asked.push('recommendations')),
  );
  const times = (call: string) => asked.filter((each) => each === call).length;
  return { asked, answer, times };
}

const pageShown = () => screen.queryByRole('heading', { name: 'Patient' });

describe('RoleGate starting the page’s reads while the role is checked', () => {
  it("asks for the page's data beside whoami, and mounts the page only once the role is confirmed", async () => {
    const whoami = holdWhoami();
    renderGate('redirect', { page: <PatientPage />, reads: [PATIENT] });

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
    expect(whoami.times('patient')).toBe(1);
  });

  it('asks for each of the page’s reads once, all beside whoami', async () => {
    const whoami = holdWhoami();
    renderGate('redirect', { page: <RecommendationsPage />, reads: [PATIENT, RECOMMENDATIONS] });
    await waitFor(() =>
      expect(whoami.asked.toSorted()).toEqual(['patient', 'recommendations', 'whoami']),
    );

    whoami.answer(HttpResponse.json({ user_type: 'provider' }));

    expect(await screen.findByText(/@/)).toBeVisible();
    expect(await screen.findByText('Recommendations shown')).toBeVisible();
    expect(whoami.asked.toSorted()).toEqual(['patient', 'recommendations', 'whoami']);
  });

  it.each([
    ['the server answers 500', () => HttpResponse.json({}, { status: 500 })],
    ['the network is down', () => HttpResponse.error()],
  ])('shows the page’s own error when a read fails beside the check (%s)', async (_, fault) => {
    const whoami = holdWhoami();
    let failed = 0;
    server.use(
      http.get('*/api/patients/get/:uuid', () => {
        failed += 1;
        return fault();
      }),
    );
    renderGate('alert', { page: <PatientPage />, reads: [PATIENT] });
    await waitFor(() => expect(failed).toBe(1));

    whoami.answer(HttpResponse.json({ user_type: 'provider' }));

    expect(await screen.findByText('The patient could not be loaded')).toBeVisible();
    // The page's own error, in the page: not the gate's alert.
    expect(pageShown()).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(failed).toBe(1);
  });

  it('asks again beside a check tried again, never handing the page an answer from before', async () => {
    const whoami = holdWhoami();
    const { user } = renderGate('alert', { page: <PatientPage />, reads: [PATIENT] });
    await waitFor(() => expect(whoami.times('patient')).toBe(1));
    whoami.answer(HttpResponse.json({}, { status: 500 }));
    const alert = await screen.findByRole('alert');

    server.use(http.get('*/api/auth/whoami', () => HttpResponse.json({ user_type: 'provider' })));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText(/@/)).toBeVisible();
    // The first answer, from before the failed check, was dropped; the second one was taken.
    expect(whoami.times('patient')).toBe(2);
  });

  it('never shows the page to another role', async () => {
    const whoami = holdWhoami();
    const { router } = renderGate('redirect', { page: <PatientPage />, reads: [PATIENT] });
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
    const { router } = renderGate(whenCheckFails, { page: <PatientPage />, reads: [PATIENT] });
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

describe('RoleGate’s preloaded reads across a change of person', () => {
  /** A provider signed in as `userId`, told apart by the token the server sees. */
  const signedIn = (userId: string): AuthSession => ({
    ...provider,
    userId,
    getToken: async () => `demo.provider.session.${userId}`,
  });

  it('never hands the reads preloaded for one person to the next', async () => {
    const whoami = holdWhoami();
    const askedBy: string[] = [];
    server.use(
      http.get('*/api/patients/get/:uuid', ({ request }) => {
        askedBy.push(request.headers.get('Authorization')?.split('.').at(-1) ?? '');
      }),
    );
    const firstArea = gatedRouter('alert', <PatientPage />, [PATIENT]);
    // The signed-in area as the app keys it: one ApiProvider per person, none once signed out.
    const app = (session: AuthSession | null, content: React.ReactNode) => (
      <AuthSessionContext.Provider value={session ?? signedIn('nobody')}>
        {session && (
          <ApiProvider key={session.userId} baseUrl="http://localhost">
            {content}
          </ApiProvider>
        )}
      </AuthSessionContext.Provider>
    );
    const view = render(app(signedIn('user_a'), <RouterProvider router={firstArea} />));
    await waitFor(() => expect(askedBy).toEqual(['user_a']));
    // Time for the first person's answer to arrive, unread.
    await new Promise((resolve) => setTimeout(resolve, 50));

    view.rerender(app(null, null));
    // The next person's page reads the same patient with no check of its own, so only the
    // sign-out can keep the first person's answer from it.
    view.rerender(app(signedIn('user_b'), <PatientPage />));

    expect(await screen.findByText(/@/)).toBeVisible();
    expect(askedBy).toEqual(['user_a', 'user_b']);
    whoami.answer(HttpResponse.json({ user_type: 'provider' }));
  });
});
