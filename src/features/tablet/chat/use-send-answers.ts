import { useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { useApi } from '../../../api/ApiProvider';
import { useAuthSession } from '../../../auth/session';
import { patientFields } from '../../../domain/intake/catalog';
import {
  emptyPatientInformation,
  textOf,
  toPatientInformation,
  type FormValues,
} from '../../../domain/intake/model';
import { rememberTabletEntry } from '../../../session/tablet-entries';
import { EMAIL } from './chat-flow';

/** Why sending failed: refused (the server turned the answers down, say a taken email), or not done. */
export type SendFailure = 'refused' | 'failed';

/**
 * Sends the chat's answers as a new patient: POST /api/patients/set with what the
 * provider's form sends for the same answers (the serializer of the catalog, over a new
 * patient's empty information). The answers stay with the caller, so a failure loses none.
 */
export function useSendAnswers() {
  const api = useApi();
  const { userId } = useAuthSession();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<SendFailure | null>(null);

  async function send(values: FormValues): Promise<boolean> {
    setSending(true);
    setFailure(null);
    const email = textOf(values, EMAIL).trim();
    try {
      await api.savePatient({
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
    } catch (error) {
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setFailure(refused && error.status !== 401 && error.status !== 403 ? 'refused' : 'failed');
      return false;
    } finally {
      setSending(false);
    }
  }

  return { send, sending, failure };
}
