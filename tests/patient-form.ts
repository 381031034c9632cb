/** Shared by the patient form's tests. */
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { expect } from 'vitest';
import { renderApp } from './render-app';
import { MAYA } from './sample-patients';
import { server } from '../src/mocks/node';

export { MAYA };
export const EDIT_MAYA = `/d/providers/dashboard/patients/${MAYA}`;
export const CREATE = '/d/providers/dashboard/patients/create';
export const LIST = '/d/providers/dashboard/patients';

/**
 * The app at a form path, signed in as a provider. jsdom computes styles slowly for a page
 * of some 150 fields, so user-event skips its pointer-events check (nothing here is
 * covered) and the queries below skip the visibility check (the form renders no hidden
 * field) and look inside one section.
 */
export function renderForm(path: string) {
  const app = renderApp(path, 'provider');
  return { ...app, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

export { stubScrolling, stubScrollingInEachTest } from './scrolling';

interface SaveRequestBody {
  patient: { email: string; uuid?: string };
  patient_information: Record<string, unknown>;
}

/**
 * Records every save request's path and body. Without an answer (or with undefined) the
 * request goes on to the mock API, which saves it.
 */
export function recordSaves(answer?: () => Response | undefined | Promise<Response | undefined>) {
  const saves: { path: string; body: SaveRequestBody }[] = [];
  server.use(
    http.post('*/api/patients/set*', async ({ request }) => {
      saves.push({
        path: new URL(request.url).pathname,
        body: (await request.clone().json()) as SaveRequestBody,
      });
      return answer?.();
    }),
  );
  return saves;
}

export function byRole(role: string, name: string | RegExp, container: HTMLElement) {
  return within(container).getByRole(role, { name, hidden: true });
}

export function queryByRole(role: string, name: string | RegExp, container: HTMLElement) {
  return within(container).queryByRole(role, { name, hidden: true });
}

/** A section of the form (or a usage history inside one) by its heading. */
export const region = (name: string) => byRole('region', name, screen.getByRole('form'));
export const textbox = (name: string, container: HTMLElement) => byRole('textbox', name, container);
export const combobox = (name: string, container: HTMLElement) =>
  byRole('combobox', name, container);
export const group = (name: string, container: HTMLElement) => byRole('group', name, container);
/** A lab panel's (or the blood pressure's) group in the Labs section, by its label. */
export const labPanel = (label: string) => group(label, region('Labs'));

/** A yes / no / unknown question's radio button. */
export const answer = (
  question: string,
  choice: 'Yes' | 'No' | 'Unknown',
  container: HTMLElement,
) => byRole('radio', choice, byRole('group', question, container));

/** The email field, the one field outside the sections. */
export const emailField = () =>
  screen.getByRole('form').querySelector<HTMLInputElement>('input[type=email]')!;

export const submitButton = (name: 'Create' | 'Submit') =>
  screen.getByRole('button', { name, hidden: true });

/** The form once it has loaded, by its heading. */
export async function formLoaded(heading: string) {
  return screen.findByRole('heading', { level: 1, name: heading });
}

/** The app at a form path, once the form headed `heading` has loaded. */
export async function openForm(path: string, heading: string) {
  const app = renderForm(path);
  await formLoaded(heading);
  return app;
}

/** Maya's record in the form, loaded. */
export const openMaya = () => openForm(EDIT_MAYA, 'Maya Thompson');

/** The empty form for a new patient, loaded. */
export const openNewPatient = () => openForm(CREATE, 'New Patient');

type App = ReturnType<typeof renderForm>;

/** Replaces what a field holds, the way a person clears it and types. */
export async function retype({ user }: App, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

/** Waits for the patient list, where a successful save leads. */
export async function backAtList(app: App) {
  await waitFor(() => expect(app.pathname()).toBe(LIST));
  // The router is there before React has drawn the list (and taken down the form).
  await screen.findByRole('heading', { level: 1, name: 'Patients' });
}
