import { endpoints } from '../../api/endpoints';
import { toApiError } from '../../api/resources';
import { sameData } from '../../api/same-data';
import type { Patient, PatientInformation, PatientSaveRequest } from '../../api/schemas';
import { useMutation } from '../../api/use-mutation';
import type { FieldDef } from '../../domain/intake/catalog';
import { answersNotKept } from '../../domain/intake/model';
import {
  KEPT,
  notKeptProblem,
  readBackFailedProblem,
  recheckFailedProblem,
  saveProblemOf,
  type SaveFailure,
} from '../../ui/patient-save-problem';

/** What became of an update of her record: saved, or not (and why, in words). */
export type UpdateOutcome = { kind: 'saved' } | { kind: 'failed'; problem: SaveFailure };

/**
 * The visit's one way to write her record: the patient form's call,
 * POST /api/patients/set/{uuid}, sent only while the server's copy is still the one the visit
 * shows (docs/architecture.md, "Errors"); otherwise the visit's copy is read again (`refresh`)
 * and nothing is sent. Like the form's update it is read back after the save: an answer the
 * backend did not keep is said, not taken for saved. The answer corrected in the review and the
 * completed visit both go through it, with the patient form's words for a failure
 * (ui/patient-save-problem.ts). `what` names what was not saved, for a record changed elsewhere.
 */
export function useRecordUpdate(patient: Patient, refresh: () => void) {
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

  async function send(
    information: PatientInformation,
    fields: readonly FieldDef[],
    what: string,
  ): Promise<UpdateOutcome> {
    if (sameData(information, patient.information)) return { kind: 'saved' };
    let current: Patient;
    try {
      current = await reread.send(patient.uuid);
    } catch (error) {
      return { kind: 'failed', problem: recheckFailedProblem(toApiError(error)!) };
    }
    if (current.email !== patient.email || !sameData(current.information, patient.information)) {
      refresh();
      return { kind: 'failed', problem: changedElsewhere(what) };
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
    const notKept = answersNotKept(information, stored.information, fields);
    if (notKept.length > 0) {
      return { kind: 'failed', problem: notKeptProblem(notKept.map(({ label }) => label)) };
    }
    return { kind: 'saved' };
  }

  return { send, sending: save.isSending || reread.isSending };
}

function changedElsewhere(what: string): SaveFailure {
  return {
    severity: 'warning',
    lines: [
      `This record was changed (in another tab or by someone else) since the visit opened it, so ${what} was not saved. ${KEPT}. The answers now show the record as it is: check them, then save ${what} again.`,
    ],
  };
}
