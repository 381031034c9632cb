import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useParams } from 'react-router-dom';
import { readsLoader } from '../../api/route-reads';
import { resourceRequests } from '../../api/resource-requests';
import { usePatient } from '../../api/resources';
import type { Patient } from '../../api/schemas';
import { useAuthSession } from '../../auth/session';
import { ageOn } from '../../domain/clinical/age';
import { displayName } from '../../domain/patient/display-name';
import { pregnancyResult } from '../../domain/visit/pregnancy';
import { visitInformation } from '../../domain/visit/visit-check';
import { visitBloodPressure } from '../../domain/visit/visit-blood-pressure';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { PageState } from '../../ui/PageState';
import { RestoreDialog } from '../../ui/RestoreDialog';
import { Spinner } from '../../ui/Spinner';
import { useSafetyCheck } from '../../ui/safety/use-safety-check';
import { PatientLoadFailed, patientLoadMessage } from '../../ui/PatientLoadFailed';
import typo from '../../ui/text.module.css';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { draftKey, keepDraft, keptDraft, takeDraft } from '../../tab-memory/kept-drafts';
import { tabletPriorities } from '../../tab-memory/tablet-priorities';
import { keepPharmacySettings, pharmacySettings } from '../../tab-memory/pharmacy-settings';
import { BloodPressureStep } from './BloodPressureStep';
import { EligibilityStep } from './EligibilityStep';
import { PregnancyStep } from './PregnancyStep';
import { ReviewStep } from './ReviewStep';
import { newVisit, readingOf, visitSteps, type VisitState, type VisitStep } from './visit-state';
import styles from './visit.module.css';

const DecisionStep = lazy(() => import('./DecisionStep'));
const DocumentsStep = lazy(() => import('./DocumentsStep'));
const CompleteStep = lazy(() => import('./CompleteStep'));

/** The steps whose answers make the visit: once it is stored in her record, they are shown only. */
const ANSWERING: readonly VisitStep[] = ['review', 'blood_pressure', 'pregnancy', 'decision'];

const update = (state: VisitState, patch: Partial<VisitState>): VisitState => ({
  ...state,
  ...patch,
});

/**
 * Whether anything of the visit has been answered and not yet stored in her record: leaving then
 * asks first. Its id, its start and the pharmacy's settings, which a visit starts with, are not answers,
 * nor is the review's tick, which takes one click again.
 */
const begun = (visit: VisitState) =>
  !visit.completed &&
  JSON.stringify({
    ...visit,
    id: newVisit.id,
    startedAt: newVisit.startedAt,
    step: newVisit.step,
    reviewed: newVisit.reviewed,
    settings: newVisit.settings,
  }) !== JSON.stringify(newVisit);

function Visit({ patient, refresh }: { patient: Patient; refresh: () => void }) {
  const { userId } = useAuthSession();
  const [visit, change] = useReducer(update, newVisit, (empty) => ({
    ...empty,
    id: crypto.randomUUID(),
    startedAt: new Date().toISOString(),
    settings: pharmacySettings(userId),
  }));
  const bloodPressure = visitBloodPressure(readingOf(visit.first), readingOf(visit.second));
  const { systolic, diastolic } = bloodPressure.reading ?? {};
  const pregnancy = pregnancyResult(visit.pregnancy);
  const facts = { pregnancy, bloodPressure };
  // One intake object per reading, so the check is made once for it (ui/safety/use-safety-check.ts).
  const information = useMemo(
    () =>
      visitInformation(
        patient.information,
        systolic !== undefined && diastolic !== undefined ? { systolic, diastolic } : undefined,
      ),
    [patient.information, systolic, diastolic],
  );
  const check = useSafetyCheck(information);
  const age = ageOn(patient.information.date_of_birth, new Date());

  // A new step's heading takes focus, so keyboard and screen-reader users start at its top.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [visit.step]);
  // Nothing is decided before her answers are gone over with her (the protocols, U.S. SPR 2024):
  // going on first asks for the review's tick, which takes focus.
  const [askedToReview, setAskedToReview] = useState(0);
  const go = (step: VisitStep) => {
    if (!visit.reviewed && step !== 'review') {
      change({ step: 'review' });
      setAskedToReview((asked) => asked + 1);
      return;
    }
    moved.current = true;
    change({ step });
  };
  const index = visitSteps.findIndex(({ id }) => id === visit.step);
  const shownOnly = visit.completed && ANSWERING.includes(visit.step);
  const current = visitSteps[index]!;

  // Read when leaving, from the last render's visit.
  const visitRef = useRef(visit);
  useEffect(() => {
    visitRef.current = visit;
  }, [visit]);
  const hasChanges = useCallback(() => begun(visitRef.current), []);

  // A visit the session ended in is kept in memory for the same user, who is offered it on
  // opening this patient's visit again in this tab (tab-memory/kept-drafts.ts).
  const key = draftKey(userId ?? '', `visit:${patient.uuid}`);
  const keep = useCallback(() => {
    if (userId) keepDraft(key, { values: visitRef.current });
  }, [userId, key]);
  const [offered, setOffered] = useState(() => userId !== null && keptDraft(key) !== undefined);
  const answerKept = (restore: boolean) => {
    const kept = takeDraft(key);
    if (restore && kept) change(kept.values as VisitState);
    setOffered(false);
  };

  return (
    <>
      <h1 className={typo.pageTitle}>Visit</h1>
      <div className={styles.bar}>
        <p className={`${typo.lead} ${styles.who}`}>
          <bdi>{displayName(patient)}</bdi>
          {age !== undefined && `, ${age} years`}
        </p>
        <nav aria-label="Visit steps">
          <ol className={styles.steps}>
            {visitSteps.map(({ id, title }, number) => (
              <li key={id}>
                <Button
                  variant="outlined"
                  size="small"
                  className={styles.stepButton}
                  aria-current={id === visit.step ? 'step' : undefined}
                  onClick={() => go(id)}
                >
                  {`${number + 1}. ${title}`}
                </Button>
              </li>
            ))}
          </ol>
        </nav>
      </div>
      <section className={styles.section} aria-labelledby="visit-step-title">
        <h2
          id="visit-step-title"
          ref={heading}
          tabIndex={-1}
          className={`${typo.sectionTitle} ${styles.stepTitle}`}
        >
          {current.title}
        </h2>
        {shownOnly && (
          <Notice severity="info" role="status">
            This visit is completed and stored in her record: its answers are shown, and can no
            longer be changed.
          </Notice>
        )}
        {/* Disabled, every control in it is: a completed visit's answers are read only. */}
        <fieldset disabled={shownOnly} className={styles.stepBody}>
          {visit.step === 'review' && (
            <ReviewStep
              patient={patient}
              refresh={refresh}
              reviewed={visit.reviewed}
              onReviewed={(reviewed) => change({ reviewed })}
              askedToReview={askedToReview}
              correction={visit.correction}
              onCorrection={(correction) => change({ correction })}
            />
          )}
          {visit.step === 'blood_pressure' && (
            <BloodPressureStep
              first={visit.first}
              second={visit.second}
              bloodPressure={bloodPressure}
              onChange={change}
            />
          )}
          {visit.step === 'pregnancy' && (
            <PregnancyStep
              screen={visit.pregnancy}
              result={pregnancy}
              emergency={visit.emergency}
              onChange={change}
            />
          )}
          {visit.step === 'eligibility' && (
            <EligibilityStep
              patientUuid={patient.uuid}
              information={information}
              check={check}
              facts={facts}
              priorities={tabletPriorities(userId, patient.email)}
            />
          )}
          {visit.step === 'decision' && (
            <Suspense fallback={<Spinner label="Loading the decision" />}>
              <DecisionStep
                visit={visit}
                check={check}
                facts={facts}
                onScope={(scope) => {
                  const settings = { ...visit.settings, scope };
                  keepPharmacySettings(userId, settings);
                  change({ settings });
                }}
                onChange={change}
              />
            </Suspense>
          )}
          {visit.step === 'documents' && (
            <Suspense fallback={<Spinner label="Loading the documents" />}>
              <DocumentsStep
                patient={patient}
                visit={visit}
                check={check}
                facts={facts}
                onChange={change}
              />
            </Suspense>
          )}
          {visit.step === 'complete' && (
            <Suspense fallback={<Spinner label="Loading the completion" />}>
              <CompleteStep
                patient={patient}
                refresh={refresh}
                visit={visit}
                check={check}
                facts={facts}
                onCompleted={() => change({ completed: true })}
                onDocuments={() => go('documents')}
              />
            </Suspense>
          )}
        </fieldset>
        <div className={styles.buttons}>
          {index > 0 && (
            <Button variant="outlined" onClick={() => go(visitSteps[index - 1]!.id)}>
              Back
            </Button>
          )}
          {index < visitSteps.length - 1 && (
            <Button variant="contained" onClick={() => go(visitSteps[index + 1]!.id)}>
              Next
            </Button>
          )}
        </div>
      </section>
      <UnsavedChangesGuard
        hasChanges={hasChanges}
        keep={keep}
        question="Leave the visit?"
        loss="This visit is not finished. If you leave now, its answers will be lost."
      />
      {offered && (
        <RestoreDialog
          title="Restore the visit?"
          restoreLabel="Restore the visit"
          onRestore={() => answerKept(true)}
          onDiscard={() => answerKept(false)}
        >
          When your last session ended, a visit with this patient was not finished. It was kept in
          this browser tab only. Restore it to go on where you left off, or discard it to start a
          new visit.
        </RestoreDialog>
      )}
    </>
  );
}

/** /d/providers/dashboard/patients/{uuid}/visit */
export function Component() {
  const { patientUuid = '' } = useParams();
  const patient = usePatient(patientUuid);
  return (
    <PageState
      resource={patient}
      loadingLabel="Loading the patient"
      errorMessage={patientLoadMessage}
      errorLayout={(alert) => <PatientLoadFailed alert={alert} />}
    >
      {(data) => <Visit patient={data} refresh={patient.retry} />}
    </PageState>
  );
}

/**
 * What the page reads as it opens, preloaded beside the role check
 * (docs/adr/0003-route-loaders.md): the patient. Not the backend's recommendation: the
 * eligibility step reads it steps later, after any answer corrected on the way, which a
 * preloaded copy would not show.
 */
export const loader = readsLoader(({ patientUuid }) =>
  patientUuid ? [resourceRequests.patient(patientUuid)] : [],
);
