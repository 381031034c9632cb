/**
 * What the patient form tells the provider (docs/product.md, "Error catalogue"; our words where it
 * is silent) when a new patient may have been saved all the same, and when the record changed
 * elsewhere since the form opened it (docs/architecture.md, "Errors"). A failed save's words are
 * ui/patient-save-problem.ts, shared with the visit.
 */
import type { ApiError } from '../../../api/api-error';
import type { CreateCheckState } from '../../../api/create-check';
import type { PatientSaveRequest } from '../../../api/schemas';
import {
  CUT_OFF,
  ENDED_WHILE_SAVING,
  KEPT,
  UNCONFIRMED,
  UNREADABLE,
  type SaveFailure,
} from '../../../ui/patient-save-problem';

const CHECK_FIRST = `${KEPT}: check whether it was saved before sending it again. Pressing Create checks first too, and sends it only if it was not saved.`;
const CHANGED_ELSEWHERE = `This record was changed (in another tab or by someone else) since you opened it, so your changes were not saved. ${KEPT}.`;
const CHANGED_CHOICES =
  'Reload it to see what changed, keeping your changes on top or discarding them, or overwrite it with this form, which replaces what was changed.';

/** What the banner offers beside its words. */
export type SaveOffer =
  | { kind: 'check'; checking: boolean }
  | { kind: 'open'; patientUuid: string; label: string }
  | { kind: 'changed-elsewhere' };

export interface SaveProblem extends SaveFailure {
  offer?: SaveOffer;
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
