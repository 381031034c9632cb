import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toApiError } from '../../../api/resources';
import { lookFor, type CreateCheckState } from '../../../api/create-check';
import { endpoints } from '../../../api/endpoints';
import { sameData } from '../../../api/same-data';
import type { Patient, PatientInformation, PatientSaveRequest } from '../../../api/schemas';
import { useCreateCheck } from '../../../api/use-create-check';
import { useMutation } from '../../../api/use-mutation';
import { savedState } from '../../../ui/saved-state';
import { paths } from '../../../config/paths';
import {
  answersNotKept,
  EMAIL_KEY,
  textOf,
  toPatientInformation,
  type FormValues,
} from '../../../domain/intake/model';
import { checkForm } from './form-check';
import type { FormStore } from './form-store';
import { markNotKept, markRefused } from './answers-at-fields';
import {
  NOT_KEPT_AT_FIELD,
  notKeptProblem,
  readBackFailedProblem,
  recheckFailedProblem,
  saveProblemOf,
} from '../../../ui/patient-save-problem';
import { changedElsewhereProblem, createCheckProblem, type SaveProblem } from './save-problem';

/** Where the submit button stands: a save (or the re-read before it) or a check under way. */
export type SubmitState = 'ready' | 'saving' | 'checking';

interface PatientSave {
  submitState: SubmitState;
  /** "Submit"; "Create", or "Send again" once a check found the first one was not saved. */
  submitLabel: string;
  problem: SaveProblem | null;
  /** Unsaved changes, read when the provider leaves; none once the save succeeded. */
  hasChanges: () => boolean;
  /** `overwrite`: the deliberate second press that saves over a record changed elsewhere. */
  submit: (form: HTMLFormElement, options?: { overwrite?: boolean }) => Promise<void>;
  /** Looks for a new patient that may have been saved (the banner's button). */
  check: () => void;
  /** The record as the server holds it now, when it changed since the form opened it. */
  changedRecord: Patient | null;
  /** For a draft kept now (the session is ending): the create in flight or maybe saved. */
  unsettledCreate: () => PatientSaveRequest | undefined;
  /** A restored draft's create that may have been saved: looked for at once. */
  resumeCreate: (sent: PatientSaveRequest) => void;
}

/**
 * Checks and sends the form: POST /api/patients/set (create) or /set/{uuid} (update).
 * On success it refreshes the cached list and patient and returns to the list; on failure
 * it keeps every value, re-enables submit and shows the problem at the top.
 *
 * Neither may make a second record or undo another's save (docs/architecture.md, "Errors"):
 * a create that may have been stored is looked for before it is sent again
 * (useCreateCheck), and an update is sent only while the server's copy is still the one the
 * form opened, unless the provider chooses to overwrite it.
 *
 * An update is read back once it is answered with success, and the form is left only when the
 * record holds every answer sent (docs/product.md, "What a save sends"): a backend may answer
 * 200 and keep only some. What it did not keep stays on the form, each answer marked.
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
  // The server's copy as it is now, past the cache: another tab's save must show.
  const reread = useMutation((api, uuid: string) => api.getPatient(uuid));
  const createCheck = useCreateCheck(lookFor.patient);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<SaveProblem | null>(null);
  const [changedRecord, setChangedRecord] = useState<Patient | null>(null);
  const [leaving, setLeaving] = useState(false);
  const saved = useRef(false);
  // The server's copy an update is checked against: the one the form opened, then the one a
  // save that stayed on the form stored (or sent, when it could not be read back).
  const baseline = useRef({
    email: textOf(store.loaded() ?? {}, EMAIL_KEY),
    information: existing,
  });
  // The values a create sent, and once a check found them stored, the values saved.
  const sentValues = useRef<FormValues>(undefined);
  const savedValues = useRef<FormValues>(undefined);

  const hasChanges = useCallback(
    () =>
      !saved.current &&
      store.isDirty() &&
      !(savedValues.current && sameData(savedValues.current, store.values())),
    [store],
  );

  const noteCheck = (state: CreateCheckState<PatientSaveRequest>) => {
    if (state.step === 'found' && state.found.kind === 'saved') {
      savedValues.current = sentValues.current;
    }
  };

  const fail = (problem: SaveProblem) => {
    setFailure(problem);
    window.scrollTo({ top: 0 });
  };

  const done = () => {
    saved.current = true;
    setLeaving(true);
    navigate(paths.dashboard.patients.href(), { state: savedState });
  };

  /** Whether the server's copy differs from the one the form is checked against. */
  const changedSince = (current: Patient) =>
    current.email !== baseline.current.email ||
    !sameData(current.information, baseline.current.information);

  /** The record as it is after a save answered with success: done, or what it did not keep. */
  async function readBack(body: PatientSaveRequest, uuid: string) {
    let stored: Patient;
    try {
      stored = await reread.send(uuid);
    } catch (error) {
      baseline.current = { email: body.patient.email, information: body.patient_information };
      return fail(readBackFailedProblem(toApiError(error)!));
    }
    const notKept = answersNotKept(body.patient_information, stored.information);
    if (notKept.length === 0) return done();
    baseline.current = { email: stored.email, information: stored.information };
    markNotKept(store, notKept, NOT_KEPT_AT_FIELD);
    fail(notKeptProblem(notKept.map((field) => field.label)));
  }

  async function update(body: PatientSaveRequest, uuid: string, overwrite: boolean) {
    if (!overwrite) {
      let current: Patient;
      try {
        current = await reread.send(uuid);
      } catch (error) {
        return fail(recheckFailedProblem(toApiError(error)!));
      }
      if (changedSince(current)) {
        setChangedRecord(current);
        return window.scrollTo({ top: 0 });
      }
    }
    try {
      await save.send({ body, uuid });
    } catch (error) {
      markRefused(store, error);
      return fail(saveProblemOf(error));
    }
    await readBack(body, uuid);
  }

  async function create(body: PatientSaveRequest) {
    try {
      const attempt = await createCheck.create(body, (sent) => {
        sentValues.current = { ...store.values() };
        return save.send({ body: sent, uuid: undefined });
      });
      if (!attempt.created) {
        noteCheck(attempt.state);
        return window.scrollTo({ top: 0 });
      }
    } catch (error) {
      markRefused(store, error);
      return fail(saveProblemOf(error));
    }
    done();
  }

  async function submit(form: HTMLFormElement, { overwrite = false } = {}) {
    if (!checkForm(form, store)) return;
    const uuid = patient?.uuid;
    const body = {
      patient: { email: textOf(store.values(), EMAIL_KEY).trim(), ...(uuid && { uuid }) },
      patient_information: toPatientInformation(
        store.values(),
        baseline.current.information,
        store.loaded(),
      ),
    };
    setFailure(null);
    setChangedRecord(null);
    await (uuid ? update(body, uuid, overwrite) : create(body));
  }

  const problem = useMemo(
    () =>
      (changedRecord ? changedElsewhereProblem : createCheckProblem(createCheck.state)) ?? failure,
    [changedRecord, createCheck.state, failure],
  );

  const sending = save.isSending || leaving || reread.isSending;
  return {
    submitState: sending ? 'saving' : createCheck.state.step === 'checking' ? 'checking' : 'ready',
    submitLabel: patient ? 'Submit' : createCheck.state.step === 'absent' ? 'Send again' : 'Create',
    problem,
    hasChanges,
    submit,
    check: () => void createCheck.check().then(noteCheck),
    changedRecord,
    unsettledCreate: createCheck.unsettled,
    resumeCreate: (sent) => {
      sentValues.current = { ...store.values() };
      void createCheck.resume(sent).then(noteCheck);
    },
  };
}
