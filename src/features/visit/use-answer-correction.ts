import { endpoints } from '../../api/endpoints';
import { toApiError } from '../../api/resources';
import { sameData } from '../../api/same-data';
import type { Patient, PatientSaveRequest } from '../../api/schemas';
import { useMutation } from '../../api/use-mutation';
import type { FieldDef } from '../../domain/intake/catalog';
import {
  answersNotKept,
  toFormValues,
  toPatientInformation,
  type FormErrors,
} from '../../domain/intake/model';
import type { FormValues } from '../../domain/intake/model/form-values';
import { IntakeValidationError } from '../../domain/intake/model/serializer';
import {
  KEPT,
  notKeptProblem,
  readBackFailedProblem,
  recheckFailedProblem,
  saveProblemOf,
  type SaveFailure,
} from '../../ui/patient-save-problem';

/** What became of a correction: saved, refused by the form's checks, or not saved. */
export type CorrectionOutcome =
  | { kind: 'saved' }
  | { kind: 'invalid'; errors: FormErrors }
  | { kind: 'failed'; problem: SaveFailure };

const CHANGED_ELSEWHERE: SaveFailure = {
  severity: 'warning',
  lines: [
    `This record was changed (in another tab or by someone else) since the visit opened it, so your correction was not saved. ${KEPT}. The answers now show the record as it is: check them, then submit again to save your correction.`,
  ],
};

/**
 * Saves one corrected answer to the patient's record through the patient form's call,
 * POST /api/patients/set/{uuid}, with its checks (domain/intake/model/validate.ts) and its
 * words for a failure (ui/patient-save-problem.ts). Like the form's update, it is sent only
 * while the server's copy is still the one the visit shows (docs/architecture.md, "Errors");
 * otherwise the visit's copy is read again (`refresh`) and nothing is sent. What it sends is
 * the patient form's rule (toPatientInformation), and like the form's it is read back after
 * the save: an answer the backend did not keep is said, not taken for saved.
 */
export function useAnswerCorrection(patient: Patient, refresh: () => void) {
  const save = useMutation(
    (api, { body, uuid }: { body: PatientSaveRequest; uuid: string }) =>
      api.savePatient(body, uuid),
    // The list, the record and the backend's recommendation, which her answers decide.
    ({ uuid }) => [
      endpoints.patients,
      endpoints.patient(uuid),
      endpoints.patientRecommendations(uuid),
    ],
  );
  const reread = useMutation((api, uuid: string) => api.getPatient(uuid));

  async function submit(field: FieldDef, values: FormValues): Promise<CorrectionOutcome> {
    const loaded = toFormValues(patient.information);
    const existing = patient.information;
    let information;
    try {
      information = toPatientInformation({ ...loaded, ...values }, existing, loaded, [field]);
    } catch (error) {
      if (error instanceof IntakeValidationError) return { kind: 'invalid', errors: error.errors };
      throw error;
    }
    if (sameData(information, existing)) return { kind: 'saved' };
    let current: Patient;
    try {
      current = await reread.send(patient.uuid);
    } catch (error) {
      return { kind: 'failed', problem: recheckFailedProblem(toApiError(error)!) };
    }
    if (current.email !== patient.email || !sameData(current.information, patient.information)) {
      refresh();
      return { kind: 'failed', problem: CHANGED_ELSEWHERE };
    }
    try {
      await save.send({
        body: {
          patient: { email: patient.email, uuid: patient.uuid },
          patient_information: information,
        },
        uuid: patient.uuid,
      });
    } catch (error) {
      return { kind: 'failed', problem: saveProblemOf(error) };
    }
    let stored: Patient;
    try {
      stored = await reread.send(patient.uuid);
    } catch (error) {
      return { kind: 'failed', problem: readBackFailedProblem(toApiError(error)!) };
    }
    if (answersNotKept(information, stored.information, [field]).length > 0) {
      return { kind: 'failed', problem: notKeptProblem([field.label]) };
    }
    return { kind: 'saved' };
  }

  return { submit, sending: save.isSending || reread.isSending };
}
