/**
 * What the provider is told when a save of a patient's record fails (docs/product.md,
 * "Error catalogue"; our words where it is silent): the patient form's submit and the visit's
 * correction of an answer send the same call and fail in the same words.
 */
import { ApiError } from '../api/api-error';

export const KEPT = 'Nothing you typed has been lost';
const SAVE_FAILED_UNKNOWN =
  'An unknown error has occured. Please check the form values and try again.';
const SAVE_UNREACHABLE = `The server could not be reached, so the patient was not saved. ${KEPT}: check the connection and submit again.`;
const MAYBE_SAVED = 'so the patient may or may not have been saved';
export const UNCONFIRMED = `The server did not confirm the save in time, ${MAYBE_SAVED}.`;
export const UNREADABLE = `The server's answer to the save could not be read, ${MAYBE_SAVED}.`;
export const CUT_OFF = `The connection to the server failed during the save, ${MAYBE_SAVED}.`;
export const ENDED_WHILE_SAVING = `Your last session ended while the patient was being saved, ${MAYBE_SAVED}.`;
// Sending an update again changes nothing more: it is safe to submit again.
const SUBMIT_AGAIN = `${KEPT}: check the patient list in another tab, or submit again.`;
const SESSION_ENDED = `Your session has ended, so the patient was not saved. ${KEPT}: sign in again in another tab, then submit again here.`;

/** A failed save in words, and how grave it is. */
export interface SaveFailure {
  severity: 'error' | 'warning' | 'info' | 'success';
  lines: string[];
}

/**
 * A refused save, or an update's failure. A create that may have been stored is not worded
 * here: its form holds it until it is checked (the patient form's createCheckProblem).
 */
export function saveProblemOf(error: unknown): SaveFailure {
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

/** The record could not be read again before the update, which was not sent. */
export function recheckFailedProblem(error: ApiError): SaveFailure {
  return {
    severity: 'error',
    lines: [
      `The patient was not saved: it could not be checked for changes made since you opened it. ${error.message} ${KEPT}: submit again.`,
    ],
  };
}

/** Beside each answer the backend did not keep. */
export const NOT_KEPT_AT_FIELD =
  'Not kept: the backend saved the record without this answer. It is still here.';

/**
 * The save was answered with success, but the record read back lacks answers it sent: the
 * backend keeps only some fields (docs/product.md, "What a save sends"). Sending it again
 * would change nothing, so the words say what to do instead.
 */
export function notKeptProblem(labels: readonly string[]): SaveFailure {
  const count = labels.length === 1 ? '1 answer' : `${labels.length} answers`;
  return {
    severity: 'warning',
    lines: [
      `The patient was saved, but the backend did not keep ${count}: ${labels.join('; ')}.`,
      `${KEPT}: they are still here, each marked. Saving again will not keep them: this backend stores only the answers a record already held. Note them elsewhere in her chart, and tell whoever runs your clinic's backend.`,
    ],
  };
}

/** The save was answered with success, but the record could not be read back to check it. */
export function readBackFailedProblem(error: ApiError): SaveFailure {
  return {
    severity: 'warning',
    lines: [
      `The patient was saved, but the record could not be read back to check that every answer was kept. ${error.message} ${KEPT}: open the patient again later to check.`,
    ],
  };
}
