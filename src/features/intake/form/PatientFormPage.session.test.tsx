import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { renderAppWithSession } from '../../../../tests/render-app-with-session';
import { signedInSession } from '../../../../tests/signed-in-session';
import {
  backAtList,
  CREATE,
  EDIT_MAYA,
  formLoaded,
  openMaya,
  openNewPatient,
  region,
  renderForm,
  retype,
  stubScrollingInEachTest,
  textbox,
} from '../../../../tests/patient-form';
import { wholeFormDrawn } from '../../../../tests/form-drawn';

const RESTORE = 'Restore unsaved changes?';
const DEDUPING_MS = 2_000;
const FOCUS_THROTTLE_MS = 5_000;
const KEPT_NOTICE = /Changes that were not saved are kept in this browser tab only/;

type App = Awaited<ReturnType<typeof openMaya>>;

/** Two changes to Maya's record, the way a provider types them. */
async function changeMaya(app: App) {
  await retype(app, textbox('Weight', region('Personal Information')), '150');
  await wholeFormDrawn();
  await retype(app, textbox('Allergies', region('Medical History')), 'latex');
}

const weight = () => textbox('Weight', region('Personal Information'));
const allergies = () => textbox('Allergies', region('Medical History'));

/** Counts the whoami checks, answering each as `answer` says (undefined: the mock API). */
function whoamiAnswers(answer: (call: number) => Response | undefined) {
  let calls = 0;
  server.use(http.get('*/api/auth/whoami', () => answer((calls += 1))));
  return () => calls;
}

/** The tab comes back into focus: SWR checks whoami again in the background. */
async function focusBack(checks: () => number) {
  const before = checks();
  // SWR folds a check into one made less than its dedupingInterval (2 s) before, and checks
  // on focus only once its focus throttle (5 s, by the clock) has passed since the page opened.
  await act(() => new Promise((resolve) => setTimeout(resolve, DEDUPING_MS + 100)));
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  try {
    vi.setSystemTime(Date.now() + FOCUS_THROTTLE_MS + 1_000);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(checks()).toBeGreaterThan(before));
  } finally {
    vi.useRealTimers();
  }
}

/** Signs in again from the sign-in page as the demo provider, then opens `path`. */
async function signInAgainAndOpen(app: App, path: string) {
  await app.user.click(await screen.findByRole('button', { name: 'Sign in as demo provider' }));
  await backAtList(app);
  await act(() => app.router.navigate(path));
}

/** Signs out from the header, confirming in the dialog that asks about unsaved changes. */
async function signOutWithChanges(app: App) {
  await app.user.click(screen.getByRole('button', { name: 'Sign out' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign out without saving?' });
  await app.user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(app.pathname()).toBe('/login'));
}

describe('the patient form when the session is checked or ends', () => {
  stubScrollingInEachTest();

  it.each([
    ['cannot reach the server', () => HttpResponse.error()],
    ['gets a 500', () => HttpResponse.json({}, { status: 500 })],
  ])('stays with every typed value when a background whoami check %s', async (_, failure) => {
    const app = await openMaya();
    await changeMaya(app);
    const checks = whoamiAnswers(failure);

    await focusBack(checks);

    expect(app.pathname()).toBe(EDIT_MAYA);
    expect(weight()).toHaveValue('150');
    expect(allergies()).toHaveValue('latex');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the values when the server refuses the session, and offers them back', async () => {
    const app = await openMaya();
    await changeMaya(app);
    // The token and the fresh token after it are both refused: the session has ended.
    const checks = whoamiAnswers((call) =>
      call <= 2 ? HttpResponse.json({}, { status: 401 }) : undefined,
    );

    await focusBack(checks);

    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(await screen.findByText(KEPT_NOTICE)).toHaveRole('status');
    await signInAgainAndOpen(app, EDIT_MAYA);
    const offer = await screen.findByRole('dialog', { name: RESTORE });
    await app.user.click(within(offer).getByRole('button', { name: 'Restore unsaved changes' }));
    expect(weight()).toHaveValue('150');
    await wholeFormDrawn();
    expect(allergies()).toHaveValue('latex');

    // Restored, they are the form's again: nothing more is offered.
    await app.user.click(screen.getByRole('link', { name: 'All Patients' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await app.user.click(within(leave).getByRole('button', { name: 'Leave' }));
    await backAtList(app);
    await act(() => app.router.navigate(EDIT_MAYA));
    await formLoaded('Maya Thompson');
    expect(screen.queryByRole('dialog', { name: RESTORE })).not.toBeInTheDocument();
    expect(weight()).toHaveValue('132');
  });

  it('never offers them to another user; Discard clears them', async () => {
    const app = await openMaya();
    await changeMaya(app);
    await signOutWithChanges(app);
    cleanup();

    // Another provider signs in to the same tab.
    const other = { ...signedInSession('provider'), userId: 'user_another_provider' };
    renderAppWithSession(EDIT_MAYA, other);
    await formLoaded('Maya Thompson');
    expect(weight()).toHaveValue('132');
    expect(screen.queryByRole('dialog', { name: RESTORE })).not.toBeInTheDocument();
    cleanup();

    // The one who typed them is offered them, and discards them.
    const again = renderForm(EDIT_MAYA);
    const offer = await screen.findByRole('dialog', { name: RESTORE });
    await again.user.click(within(offer).getByRole('button', { name: 'Discard' }));
    expect(weight()).toHaveValue('132');
    await again.user.click(screen.getByRole('link', { name: 'All Patients' }));
    await backAtList(again);
    await act(() => again.router.navigate(EDIT_MAYA));
    await formLoaded('Maya Thompson');
    expect(screen.queryByRole('dialog', { name: RESTORE })).not.toBeInTheDocument();
  });

  it('offers them only once the role is confirmed, with the form', async () => {
    const app = await openMaya();
    await changeMaya(app);
    await signOutWithChanges(app);
    cleanup();

    // While whoami is unanswered, nothing of the form is there, and no offer either.
    let confirm!: (reply: Response) => void;
    server.use(
      http.get('*/api/auth/whoami', () => new Promise<Response>((resolve) => (confirm = resolve))),
    );
    const again = renderForm(EDIT_MAYA);
    expect(await screen.findByText('Checking your access')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Maya Thompson', hidden: true }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();

    confirm(HttpResponse.json({ user_type: 'provider' }));
    const offer = await screen.findByRole('dialog', { name: RESTORE });
    await again.user.click(within(offer).getByRole('button', { name: 'Discard' }));
    expect(weight()).toHaveValue('132');
  });

  it('keeps a new patient too, for the new-patient form', async () => {
    const app = await openNewPatient();
    await app.user.type(textbox('Full name', region('Personal Information')), 'Robin Vega');
    await signOutWithChanges(app);

    await signInAgainAndOpen(app, CREATE);
    const offer = await screen.findByRole('dialog', { name: RESTORE });
    expect(offer).toHaveTextContent('a new patient had changes that were not saved');
    await app.user.click(within(offer).getByRole('button', { name: 'Restore unsaved changes' }));
    expect(textbox('Full name', region('Personal Information'))).toHaveValue('Robin Vega');
    expect(app.pathname()).toBe(CREATE);
  });
});
