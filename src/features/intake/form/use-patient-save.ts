import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '../../../config/paths';
import { useApi } from '../../../api/ApiProvider';
import { endpoints } from '../../../api/endpoints';
import type { Patient, PatientInformation } from '../../../api/schemas';
import { textOf, toPatientInformation } from '../../../domain/intake/model';
import { EMAIL_KEY } from './field-ids';
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
  const api = useApi();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
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
      setSaving(true);
      setProblem(null);
      try {
        await api.savePatient(body, uuid);
      } catch (error) {
        setProblem(saveProblemOf(error));
        setSaving(false);
        window.scrollTo({ top: 0 });
        return;
      }
      saved.current = true;
      void mutate(endpoints.patients);
      if (uuid) void mutate(endpoints.patient(uuid));
      navigate(paths.dashboard.patients.href());
    },
    [api, existing, mutate, navigate, patient, store],
  );

  return { saving, problem, hasChanges, submit };
}
