/** What the provider is told when a save fails (spec section 8; our words where it is silent). */
import { ApiError } from '../../../api/api-error';

const SAVE_FAILED_UNKNOWN =
  'An unknown error has occured. Please check the form values and try again.';
const SAVE_UNREACHABLE =
  'The server could not be reached, so the patient was not saved. Nothing you typed has been lost: check the connection and submit again.';

export interface SaveProblem {
  severity: 'error' | 'warning';
  lines: string[];
}

export function saveProblemOf(error: unknown): SaveProblem {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout') {
      return { severity: 'warning', lines: [SAVE_UNREACHABLE] };
    }
    if (error.kind === 'http' && error.status === 500) {
      return { severity: 'error', lines: [SAVE_FAILED_UNKNOWN] };
    }
    if (error.kind === 'http' && error.errors.length > 0) {
      return { severity: 'error', lines: error.errors };
    }
  }
  const detail = error instanceof ApiError ? ` ${error.message}` : '';
  return {
    severity: 'error',
    lines: [`The patient could not be saved.${detail} Nothing you typed has been lost; try again.`],
  };
}
