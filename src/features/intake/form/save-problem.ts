/**
 * What the provider is told when a save fails (docs/product.md section 8; our words where it is
 * silent), when a new patient may have been saved all the same, and when the record changed
 * elsewhere since the form opened it (docs/architecture.md section 5).
 */
import { ApiError } from '../../../api/api-error';
import type { CreateCheckState } from '../../../api/create-check';
import type { PatientSaveRequest } from '../../../api/schemas';

const KEPT = 'Nothing you typed has been lost';
const SAVE_FAILED_UNKNOWN =
  'An unknown error has occured. Please check the form values and try again.';
const SAVE_UNREACHABLE = `The server could not be reached, so the patient was not saved. ${KEPT}: check the connection and submit again.`;
const MAYBE_SAVED = 'so the patient may or may not have been saved';
const UNCONFIRMED = `The server did not confirm the save in time, ${MAYBE_SAVED}.`;
const UNREADABLE = `The server's answer to the save could not be read, ${MAYBE_SAVED}.`;
const CUT_OFF = `The connection to the server failed during the save, ${MAYBE_SAVED}.`;
const ENDED_WHILE_SAVING = `Your last session ended while the patient was being saved, ${MAYBE_SAVED}.`;
// Sending an update again changes nothing more: it is safe to submit again.
const SUBMIT_AGAIN = `${KEPT}: check the patient list in another tab, or submit again.`;
const SESSION_ENDED = `Your session has ended, so the patient was not saved. ${KEPT}: sign in again in another tab, then submit again here.`;
const CHECK_FIRST = `${KEPT}: check whether it was saved before sending it again. Pressing Create checks first too, and sends it only if it was not saved.`;
const CHANGED_ELSEWHERE = `This record was changed (in another tab or by someone else) since you opened it, so your changes were not saved. ${KEPT}.`;
const CHANGED_CHOICES =
  'Reload it to see what changed, keeping your changes on top or discarding them, or overwrite it with this form, which replaces what was changed.';

/** What the banner offers beside its words. */
export type SaveOffer =
  | { kind: 'check'; checking: boolean }
  | { kind: 'open'; patientUuid: string; label: string }
  | { kind: 'changed-elsewhere' };

export interface SaveProblem {
  severity: 'error' | 'warning' | 'info' | 'success';
  lines: string[];
  offer?: SaveOffer;
}

/**
 * A refused save, or an update's failure. A create that may have been stored is not worded
 * here: its form holds it until it is checked (createCheckProblem).
 */
export function saveProblemOf(error: unknown): SaveProblem {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return { severity: 'warning', lines: [SAVE_UNREACHABLE] };
    // The request may have reached the server: a timed-out or unreadable answer says nothing.
    if (error.kind === 'timeout') {
      return { severity: 'warning', lines: [`${UNCONFIRMED} ${SUBMIT_AGAIN}`] };
    }
    if (error.kind === 'malformed') {
      return { severity: 'warning', lines: [`${UNREADABLE} ${SUBMIT_AGAIN}`] };
    }
    if (error.status === 401) return { severity: 'warning', lines: [SESSION_ENDED] };
    if (error.status === 500) return { severity: 'error', lines: [SAVE_FAILED_UNKNOWN] };
    if (error.errors.length > 0) return { severity: 'error', lines: error.errors };
  }
  const detail = error instanceof ApiError ? ` ${error.message}` : '';
  return {
    severity: 'error',
    lines: [`The patient could not be saved.${detail} ${KEPT}; try again.`],
  };
}

function whyUnsure(why: ApiError | undefined): string {
  if (!why) return ENDED_WHILE_SAVING;
  if (why.kind === 'timeout') return UNCONFIRMED;
  if (why.kind === 'network') return CUT_OFF;
  return UNREADABLE;
}

/** Where a new patient that may have been saved stands: none once nothing is owed. */
export function createCheckProblem(
  state: CreateCheckState<PatientSaveRequest>,
): SaveProblem | null {
  if (state.step === 'clear') return null;
  const email = state.sent.patient.email;
  if (state.step === 'absent') {
    return {
      severity: 'info',
      lines: [
        `The patient was not saved: no patient in the list has the email ${email}. ${KEPT}: press Send again to save it.`,
      ],
    };
  }
  if (state.step === 'found') {
    const open = { kind: 'open', patientUuid: state.found.id } as const;
    return state.found.kind === 'saved'
      ? {
          severity: 'success',
          lines: [
            `The patient was saved after all: the patient list has ${email} with the answers you sent. It was not sent again.`,
          ],
          offer: { ...open, label: 'Open the patient' },
        }
      : {
          severity: 'error',
          lines: [
            `The patient was not saved: another patient in the list already has the email ${email}. ${KEPT}: change the email, or open that patient.`,
          ],
          offer: { ...open, label: 'Open that patient' },
        };
  }
  const checkFailed = state.step === 'unsure' ? state.checkFailed : undefined;
  return {
    severity: 'warning',
    lines: [
      whyUnsure(state.why),
      checkFailed
        ? `It could not be checked whether it was saved. ${checkFailed.message} ${KEPT}: try the check again.`
        : CHECK_FIRST,
    ],
    offer: { kind: 'check', checking: state.step === 'checking' },
  };
}

/** The server's copy differs from the one the form opened: nothing was sent. */
export const changedElsewhereProblem: SaveProblem = {
  severity: 'warning',
  lines: [CHANGED_ELSEWHERE, CHANGED_CHOICES],
  offer: { kind: 'changed-elsewhere' },
};

/** The record could not be read again before the update, which was not sent. */
export function recheckFailedProblem(error: ApiError): SaveProblem {
  return {
    severity: 'error',
    lines: [
      `The patient was not saved: it could not be checked for changes made since you opened it. ${error.message} ${KEPT}: submit again.`,
    ],
  };
}
