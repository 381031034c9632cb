/**
 * What the provider is told when a save fails (docs/product.md section 8; our words where it is
 * silent).
 */
import { ApiError } from '../../../api/api-error';

const KEPT = 'Nothing you typed has been lost';
const SAVE_FAILED_UNKNOWN =
  'An unknown error has occured. Please check the form values and try again.';
const SAVE_UNREACHABLE = `The server could not be reached, so the patient was not saved. ${KEPT}: check the connection and submit again.`;
const CHECK_FIRST = `the patient may or may not have been saved. ${KEPT}: check the patient list in another tab, or submit again.`;
const SAVE_UNCONFIRMED = `The server did not confirm the save in time, so ${CHECK_FIRST}`;
const SAVE_UNREADABLE = `The server's answer to the save could not be read, so ${CHECK_FIRST}`;
const SESSION_ENDED = `Your session has ended, so the patient was not saved. ${KEPT}: sign in again in another tab, then submit again here.`;

export interface SaveProblem {
  severity: 'error' | 'warning';
  lines: string[];
}

export function saveProblemOf(error: unknown): SaveProblem {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return { severity: 'warning', lines: [SAVE_UNREACHABLE] };
    // The request may have reached the server: a timed-out or unreadable answer says nothing.
    if (error.kind === 'timeout') return { severity: 'warning', lines: [SAVE_UNCONFIRMED] };
    if (error.kind === 'malformed') return { severity: 'warning', lines: [SAVE_UNREADABLE] };
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
