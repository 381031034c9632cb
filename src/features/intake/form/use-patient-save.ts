import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { endpoints } from '../../../api/endpoints';
import type { Patient, PatientInformation, PatientSaveRequest } from '../../../api/schemas';
import { useMutation } from '../../../api/use-mutation';
import { EMAIL_KEY, textOf, toPatientInformation } from '../../../domain/intake/model';
import { checkForm } from './form-check';
import type { FormStore } from './form-store';
import { saveProblemOf, type SaveProblem } from './save-problem';

interface PatientSave {
  saving: boolean;
  problem: SaveProblem | null;
  /** Unsaved changes, read when the provider leaves; none once the save succeeded. */
  hasChanges: () => boolean;
  submit: (form: HTMLFormElement) => Promise<void>;
}

/**
 * Checks and sends the form: POST /api/patients/set (create) or /set/{uuid} (update).
 * On success it refreshes the cached list and patient and returns to the list; on failure
 * it keeps every value, re-enables submit and shows the problem at the top.
 */
export function usePatientSave(
  store: FormStore,
  patient: Patient | undefined,
  existing: PatientInformation,
): PatientSave {
  const save = useMutation(
    (api, { body, uuid }: { body: PatientSaveRequest; uuid: string | undefined }) =>
      api.savePatient(body, uuid),
    // The list and the record as they are now.
    ({ uuid }) => [endpoints.patients, ...(uuid ? [endpoints.patient(uuid)] : [])],
  );
  const navigate = useNavigate();
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const saved = useRef(false);
  const hasChanges = useCallback(() => !saved.current && store.isDirty(), [store]);

  const submit = useCallback(
    async (form: HTMLFormElement) => {
      if (!checkForm(form, store)) return;
      const uuid = patient?.uuid;
      const body = {
        patient: { email: textOf(store.values(), EMAIL_KEY).trim(), ...(uuid && { uuid }) },
        patient_information: toPatientInformation(store.values(), existing, store.loaded()),
      };
      setProblem(null);
      try {
        await save.send({ body, uuid });
      } catch (error) {
        setProblem(saveProblemOf(error));
        window.scrollTo({ top: 0 });
        return;
      }
      saved.current = true;
      navigate(paths.dashboard.patients.href());
    },
    [save, existing, navigate, patient, store],
  );

  return { saving: save.isSending || save.sent, problem, hasChanges, submit };
}
