/**
 * What a person is told when a form's submit is refused (docs/product.md, "Error catalogue", our
 * words elsewhere).
 */
import type { ApiError } from '../../api/api-error';

/** What every failed form says of what was typed. */
export const KEPT = 'Nothing you typed has been lost';

/** What the form makes, as in "the organization was not created". */
export interface SubmitSubject {
  thing: string;
  done: string;
}

/**
 * The lines below the form: the server's own messages, one per line, when it
 * sent a list; otherwise what happened and what to do.
 */
export function submitFailureLines(error: ApiError, { thing, done }: SubmitSubject): string[] {
  if (error.problems.length > 0) return error.errors;
  const notDone = `${thing} was not ${done}`;
  if (error.kind === 'network') {
    return [
      `The server could not be reached, so ${notDone}. ${KEPT}: check the connection and try again.`,
    ];
  }
  // The request may have reached the server: a timed-out or unreadable answer says nothing.
  if (error.kind === 'timeout') {
    return [
      `The server did not confirm in time whether ${thing} was ${done}. ${KEPT}: check before trying again.`,
    ];
  }
  if (error.kind === 'malformed') {
    return [
      `The server's answer could not be read, so it is not known whether ${thing} was ${done}. ${KEPT}: check before trying again.`,
    ];
  }
  if (error.status === 401) {
    return [
      `Your session has ended, so ${notDone}. ${KEPT}: sign in again in another tab, then try again here.`,
    ];
  }
  return [
    `Something went wrong on the server (error ${error.status}), so ${notDone}. ${KEPT}; try again.`,
  ];
}
