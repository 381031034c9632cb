import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import type { Patient } from '../../../api/schemas';
import {
  checkFormValues,
  EMAIL_KEY,
  emptyPatientInformation,
  toFormValues,
  type FormValues,
} from '../../../domain/intake/model';
import { displayName } from '../../../domain/patient/display-name';
import { DemoDataNotice } from '../../../ui/DemoDataNotice';
import { FormProblems } from '../../../ui/form/FormProblems';
import { TabletEntryNotice } from '../../../ui/tablet-entries';
import { TabletPriorities } from '../../../ui/tablet-priorities';
import typo from '../../../ui/text.module.css';
import { EmailField } from './EmailField';
import { useFieldRendering } from './field-rendering';
import { createFormStore, REFUSAL } from './form-store';
import { FormSections } from './FormSections';
import { SaveBanner } from './SaveBanner';
import { SectionIndex } from './SectionIndex';
import { SparseRecordNotice } from './SparseRecordNotice';
import { FormStoreContext, useFormStore } from './store-context';
import { useFormSelector } from './store-hooks';
import { SubmitBar } from './SubmitBar';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { useDraftKeeping } from './use-draft-keeping';
import { usePatientSave } from './use-patient-save';
import styles from './patient-form.module.css';

const RestoreDraftDialog = lazy(() => import('./RestoreDraftDialog'));

/** Above the fields after a refused save: every problem the check found, in page order. */
function RefusedSave() {
  const store = useFormStore();
  const refusal = useFormSelector([REFUSAL], () => store.refusal());
  if (!refusal) return null;
  return (
    <div className={styles.problems}>
      <FormProblems key={refusal.attempt} problems={refusal.problems} />
    </div>
  );
}

/**
 * The patient form, create (no patient) or edit. The values live in a store, not in React
 * state, so typing re-renders one field rather than the whole form.
 */
export function PatientForm({
  patient,
  changes,
  onReload,
}: {
  patient?: Patient;
  /** Changes typed before the record was reloaded, put back over it. */
  changes?: FormValues;
  /** Opens the form again on the record as the server holds it now, with these changes. */
  onReload?: (patient: Patient, changes?: FormValues) => void;
}) {
  // The record as loaded: later refetches must not overwrite what is being typed.
  const [existing] = useState(() => patient?.information ?? emptyPatientInformation());
  const [store] = useState(() => {
    const created = createFormStore(
      { ...toFormValues(existing), [EMAIL_KEY]: patient?.email ?? '' },
      { isNew: !patient },
    );
    if (changes) created.update((values) => ({ ...values, ...changes }));
    // A stored value the product's own rules question is pointed out from the start.
    if (patient) {
      created.setWarnings(
        checkFormValues(created.values(), { loaded: created.loaded(), today: new Date() }).warnings,
      );
    }
    return created;
  });
  const save = usePatientSave(store, patient, existing);
  const draft = useDraftKeeping(store, patient?.uuid, {
    unsettled: save.unsettledCreate,
    resume: save.resumeCreate,
  });
  const rendering = useFieldRendering(store);
  const form = useRef<HTMLFormElement>(null);

  // The checks before a save read every field's control and list the problems in page order
  // (form-check.ts): fields not drawn yet are drawn first.
  const submit = (target: HTMLFormElement, options?: { overwrite: boolean }) => {
    if (save.submitState !== 'ready') return;
    rendering.drawThrough();
    void save.submit(target, options);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(event.currentTarget);
  };
  const bannerActions = {
    onCheck: save.check,
    onReload: (keepChanges: boolean) => {
      if (!save.changedRecord) return;
      onReload?.(save.changedRecord, keepChanges ? store.changes() : undefined);
    },
    onOverwrite: () => {
      if (form.current) submit(form.current, { overwrite: true });
    },
  };

  return (
    <FormStoreContext value={store}>
      <h1 id="patient-form-heading" className={`${typo.pageTitle} ${styles.heading}`}>
        {patient ? <bdi>{displayName(patient)}</bdi> : 'New Patient'}
      </h1>
      <DemoDataNotice />
      <TabletEntryNotice email={patient?.email} />
      <TabletPriorities email={patient?.email} />
      {patient && <SparseRecordNotice information={existing} />}
      {save.problem && <SaveBanner problem={save.problem} actions={bannerActions} />}
      <div className={styles.layout}>
        <SectionIndex patientUuid={patient?.uuid} rendering={rendering} />
        <form
          ref={form}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="patient-form-heading"
          className={styles.form}
        >
          <RefusedSave />
          <div className={styles.email}>
            <EmailField />
          </div>
          <FormSections rendering={rendering} />
          <SubmitBar label={save.submitLabel} state={save.submitState} />
        </form>
      </div>
      <UnsavedChangesGuard
        hasChanges={save.hasChanges}
        keep={draft.keep}
        question="Leave without saving?"
        loss="The changes you made to this patient have not been saved. If you leave now, they will be lost."
      />
      {draft.offered && (
        <Suspense fallback={null}>
          <RestoreDraftDialog
            isNew={!patient}
            mayHaveBeenSaved={draft.offered.mayHaveBeenSaved}
            onRestore={() => draft.answer(true)}
            onDiscard={() => draft.answer(false)}
          />
        </Suspense>
      )}
    </FormStoreContext>
  );
}
