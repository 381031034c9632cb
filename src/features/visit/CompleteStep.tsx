import { useState } from 'react';
import type { Patient } from '../../api/schemas';
import { paths } from '../../config/paths';
import type { SafetyCheck } from '../../domain/clinical/safety-check';
import { toFormValues, toPatientInformation } from '../../domain/intake/model';
import { IntakeValidationError } from '../../domain/intake/model/serializer';
import type { VisitFacts } from '../../domain/visit/decision';
import {
  completionOf,
  storedBy,
  type Completion,
  type Stored,
} from '../../domain/visit/completion';
import type { VisitRecord } from '../../domain/visit/record';
import { Button, ButtonLink } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { SaveFailureNotice } from '../../ui/SaveFailureNotice';
import type { SaveFailure } from '../../ui/patient-save-problem';
import typo from '../../ui/text.module.css';
import { useRecordUpdate } from './use-record-update';
import { visitRecordOf } from './visit-record';
import type { VisitState } from './visit-state';
import styles from './visit.module.css';

const readingWords = (reading: VisitRecord['bloodPressure']) =>
  reading
    ? `Recent blood pressure: ${reading.systolic}/${reading.diastolic} mm Hg, this visit's reading.`
    : 'No reading was taken at this visit: her recent blood pressure stays as it is.';

const entryWords = (entry: Stored['entry']) =>
  entry
    ? `${entry.history.label}: ${entry.product}, started ${entry.startDate}.`
    : 'Nothing was prescribed: her birth-control history stays as it is.';

/** What completing writes into her record, in words: the same lines before and after. */
function WhatIsStored({ stored }: { stored: Stored }) {
  return (
    <ul className={typo.body}>
      <li>{readingWords(stored.reading)}</li>
      <li>{entryWords(stored.entry)}</li>
    </ul>
  );
}

/** A record that holds an answer the form refuses: which, by its field's label. */
function refusedProblem(completion: Extract<Completion, { kind: 'ready' }>, keys: string[]) {
  const labels = completion.fields
    .filter(({ key }) => keys.some((each) => each === key || each.startsWith(`${key}:`)))
    .map(({ label }) => label);
  return {
    severity: 'error',
    lines: [
      `Nothing was saved: her record holds an answer the patient form refuses (${labels.join('; ')}). Correct it on her record's form, then complete the visit here.`,
    ],
  } satisfies SaveFailure;
}

/**
 * The visit's last step (docs/architecture.md, "The pharmacist visit"): what the visit gives her
 * record, the reading as her recent blood pressure and a prescription's usage entry
 * (domain/visit/completion.ts), saved as the patient form saves, through the visit's one write
 * path. Nothing partial is stored; a failed save keeps the whole visit. Once completed, leaving
 * asks nothing, the documents stay printable and the visit's answers can no longer change.
 */
export default function CompleteStep({
  patient,
  refresh,
  visit,
  check,
  facts,
  onCompleted,
  onDocuments,
}: {
  patient: Patient;
  refresh: () => void;
  visit: VisitState;
  check: SafetyCheck;
  facts: VisitFacts;
  onCompleted: () => void;
  onDocuments: () => void;
}) {
  const update = useRecordUpdate(patient, refresh);
  const [problem, setProblem] = useState<SaveFailure>();

  const made = visitRecordOf({ patient, visit, check, facts });
  if ('missing' in made) {
    return (
      <Notice severity="info" role="status">
        Before completing the visit, give {made.missing.join(', ')}.
      </Notice>
    );
  }
  if (visit.completed) {
    return (
      <>
        <Notice severity="success" title="The visit is completed. Saved to her record:">
          <WhatIsStored stored={storedBy(made.record)} />
        </Notice>
        <div className={styles.buttons}>
          <Button variant="contained" onClick={onDocuments}>
            Print her documents
          </Button>
          <ButtonLink variant="outlined" to={paths.dashboard.patients.href()}>
            Back to the patient list
          </ButtonLink>
        </div>
      </>
    );
  }

  const completion = completionOf(patient.information, made.record);
  if (completion.kind === 'full') {
    return (
      <Notice severity="warning" role="status">
        Her {completion.history.label.toLowerCase()} already holds {completion.max} entries, the
        most her record keeps, so the visit cannot be stored in it: nothing is saved, the reading
        neither. Remove an entry she no longer needs on{' '}
        <a
          href={paths.dashboard.patient.href({ patientUuid: patient.uuid })}
          target="_blank"
          rel="noopener noreferrer"
        >
          her record (opens in a new tab)
        </a>
        , then complete the visit here.
      </Notice>
    );
  }

  const complete = async () => {
    setProblem(undefined);
    const loaded = toFormValues(patient.information);
    let information;
    try {
      information = toPatientInformation(
        completion.values,
        patient.information,
        loaded,
        completion.fields,
      );
    } catch (error) {
      if (!(error instanceof IntakeValidationError)) throw error;
      setProblem(refusedProblem(completion, Object.keys(error.errors)));
      return;
    }
    const outcome = await update.send(information, completion.fields, 'the visit');
    if (outcome.kind === 'saved') onCompleted();
    else setProblem(outcome.problem);
  };

  return (
    <>
      <p className={typo.body}>Completing the visit stores in her record:</p>
      <WhatIsStored stored={completion} />
      {problem && <SaveFailureNotice problem={problem} />}
      <div className={styles.buttons}>
        <Button variant="contained" busy={update.sending} onClick={() => void complete()}>
          Complete visit
        </Button>
      </div>
    </>
  );
}
