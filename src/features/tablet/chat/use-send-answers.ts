import { useState } from 'react';
import type { ApiError } from '../../../api/api-error';
import { lookFor, type CreateCheckState } from '../../../api/create-check';
import { endpoints } from '../../../api/endpoints';
import type { PatientSaveRequest } from '../../../api/schemas';
import { useCreateCheck } from '../../../api/use-create-check';
import { useMutation } from '../../../api/use-mutation';
import { useAuthSession } from '../../../auth/session';
import { patientFields } from '../../../domain/intake/catalog';
import {
  EMAIL_KEY,
  emptyPatientInformation,
  textOf,
  toPatientInformation,
  type FormValues,
} from '../../../domain/intake/model';
import { rememberTabletEntry } from '../../../tab-memory/tablet-entries';
import { usePatientTurn } from '../patient-turn';

/** Why sending failed: refused (the server turned the answers down, say a taken email), or not done. */
export type SendFailure = 'refused' | 'failed';

/**
 * Answers that may have arrived: `unsure` until looked for (`check-failed`: the look could not
 * be made), `not-arrived` once the list lacks her email.
 */
export type SendCheck = 'unsure' | 'checking' | 'check-failed' | 'not-arrived';

function sendCheckOf(state: CreateCheckState<PatientSaveRequest>): SendCheck | null {
  if (state.step === 'unsure') return state.checkFailed ? 'check-failed' : 'unsure';
  if (state.step === 'checking') return 'checking';
  if (state.step === 'absent') return 'not-arrived';
  return null;
}

/**
 * Sends the chat's answers as a new patient: POST /api/patients/set with what the
 * provider's form sends for the same answers (the serializer of the catalog, over a new
 * patient's empty information). The answers stay with the caller, so a failure loses none.
 *
 * Answers that may have arrived without the tablet hearing so are not sent again before the
 * patient list has been checked for her email (docs/architecture.md, "Errors"): found with
 * her answers, they arrived (`onSent`, with her email); found with others', the email is someone else's.
 */
export function useSendAnswers(onSent: (email: string) => void) {
  const save = useMutation(
    (api, body: PatientSaveRequest) => api.savePatient(body),
    // The provider's list, for when staff come back to it.
    () => [endpoints.patients],
  );
  const createCheck = useCreateCheck(lookFor.patient);
  const { userId } = useAuthSession();
  const { language } = usePatientTurn();
  const [failure, setFailure] = useState<SendFailure | null>(null);

  function arrived(email: string) {
    // The provider is told to review it with her, wherever it shows next.
    if (userId) rememberTabletEntry(userId, email, language);
    onSent(email);
  }

  function afterLook(state: CreateCheckState<PatientSaveRequest>) {
    if (state.step !== 'found') return;
    if (state.found.kind === 'saved') arrived(state.sent.patient.email);
    else setFailure('refused');
  }

  async function send(values: FormValues): Promise<void> {
    setFailure(null);
    const email = textOf(values, EMAIL_KEY).trim();
    const body = {
      patient: { email },
      patient_information: toPatientInformation(
        values,
        emptyPatientInformation(),
        undefined,
        patientFields,
      ),
    };
    try {
      const attempt = await createCheck.create(body, save.send);
      if (attempt.created) arrived(email);
      else afterLook(attempt.state);
    } catch (caught) {
      const error = caught as ApiError;
      const refused = error.status >= 400 && error.status < 500;
      setFailure(refused && error.status !== 401 && error.status !== 403 ? 'refused' : 'failed');
    }
  }

  return {
    send,
    /** Looks for answers that may have arrived. */
    check: async () => afterLook(await createCheck.check()),
    sending: save.isSending,
    failure,
    sendCheck: sendCheckOf(createCheck.state),
  };
}
