import { useState } from 'react';
import type { ApiError } from '../../../api/api-error';
import { endpoints } from '../../../api/endpoints';
import type { PatientSaveRequest } from '../../../api/schemas';
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
import { rememberTabletEntry } from '../../../session/tablet-entries';

/** Why sending failed: refused (the server turned the answers down, say a taken email), or not done. */
export type SendFailure = 'refused' | 'failed';

/**
 * Sends the chat's answers as a new patient: POST /api/patients/set with what the
 * provider's form sends for the same answers (the serializer of the catalog, over a new
 * patient's empty information). The answers stay with the caller, so a failure loses none.
 */
export function useSendAnswers() {
  const save = useMutation(
    (api, body: PatientSaveRequest) => api.savePatient(body),
    // The provider's list, for when staff come back to it.
    () => [endpoints.patients],
  );
  const { userId } = useAuthSession();
  const [failure, setFailure] = useState<SendFailure | null>(null);

  async function send(values: FormValues): Promise<boolean> {
    setFailure(null);
    const email = textOf(values, EMAIL_KEY).trim();
    try {
      await save.send({
        patient: { email },
        patient_information: toPatientInformation(
          values,
          emptyPatientInformation(),
          undefined,
          patientFields,
        ),
      });
      // The provider is told to review it with her, wherever it shows next.
      if (userId) rememberTabletEntry(userId, email);
      return true;
    } catch (caught) {
      const error = caught as ApiError;
      const refused = error.status >= 400 && error.status < 500;
      setFailure(refused && error.status !== 401 && error.status !== 403 ? 'refused' : 'failed');
      return false;
    }
  }

  return { send, sending: save.isSending, failure };
}
