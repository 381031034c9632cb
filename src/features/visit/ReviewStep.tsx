import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Patient } from '../../api/schemas';
import { fieldsByKey, type FieldKey } from '../../domain/intake/catalog';
import type { FormErrors } from '../../domain/intake/model';
import { encodeField } from '../../domain/intake/model/codec';
import { readPath } from '../../domain/intake/model/path';
import type { FormValues } from '../../domain/intake/model/form-values';
import { reviewGroups } from '../../domain/visit/review';
import { Button } from '../../ui/Button';
import summary from '../../ui/intake/intake-summary.module.css';
import type { SaveFailure } from '../../ui/patient-save-problem';
import typo from '../../ui/text.module.css';
import { AnswerCorrection } from './AnswerCorrection';
import { useAnswerCorrection } from './use-answer-correction';
import type { Correction } from './visit-state';
import { Checkbox } from '../../ui/field/Checkbox';
import styles from './visit.module.css';

/**
 * Her answers that the safety check reads, reviewed with her before anything is decided (the
 * protocols, U.S. SPR 2024), each with its value as the intake summary shows it or "Not answered"
 * (domain/visit/review.ts). One at a time can be edited in place and saved to her record (its
 * button says "Edit": "Correct" beside an answer reads as "this is correct"); what is typed is
 * held in the visit (`correction`), so moving between steps or a failed save loses none of it.
 */
export function ReviewStep({
  patient,
  refresh,
  reviewed,
  onReviewed,
  askedToReview,
  correction,
  onCorrection,
}: {
  patient: Patient;
  refresh: () => void;
  reviewed: boolean;
  onReviewed: (reviewed: boolean) => void;
  /** How often going on was refused before the review was ticked: each time, it takes focus. */
  askedToReview: number;
  correction: Correction | undefined;
  onCorrection: (correction: Correction | undefined) => void;
}) {
  const idPrefix = useId();
  const groups = useMemo(() => reviewGroups(patient.information), [patient.information]);
  const { submit, sending } = useAnswerCorrection(patient, refresh);
  const [errors, setErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState<SaveFailure>();
  const [saved, setSaved] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const reviewBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (askedToReview > 0) reviewBox.current?.focus();
  }, [askedToReview]);

  const open = (key: FieldKey) => {
    const values = encodeField(fieldsByKey.get(key)!, readPath(patient.information, key));
    setErrors({});
    setProblem(undefined);
    setSaved('');
    onCorrection({ key, values });
  };
  // Focus goes back to where a correction was opened, once its button is drawn again.
  const returnTo = useRef<string>(undefined);
  useEffect(() => {
    if (correction || !returnTo.current) return;
    buttons.current.get(returnTo.current)?.focus();
    returnTo.current = undefined;
  }, [correction]);
  const close = (key: string) => {
    returnTo.current = key;
    onCorrection(undefined);
    setErrors({});
    setProblem(undefined);
  };
  const change = (changes: FormValues) =>
    correction && onCorrection({ ...correction, values: { ...correction.values, ...changes } });
  const save = async () => {
    if (!correction) return;
    const field = fieldsByKey.get(correction.key)!;
    setProblem(undefined);
    const outcome = await submit(field, correction.values);
    if (outcome.kind === 'invalid') return setErrors(outcome.errors);
    setErrors({});
    if (outcome.kind === 'failed') return setProblem(outcome.problem);
    setSaved(`Saved: ${field.label}.`);
    close(correction.key);
  };

  return (
    <>
      <div>
        <p className={typo.body}>
          Go through the answers the safety check reads with the patient. Edit any that have
          changed: the change is saved to her record.
        </p>
        <p role="status" className={typo.body}>
          {saved}
        </p>
      </div>
      {groups.map(({ section, title, answers }) => (
        <section
          key={section}
          aria-labelledby={`${idPrefix}-${section}`}
          className={summary.section}
        >
          <h3 id={`${idPrefix}-${section}`} className={`${typo.lead} ${summary.title}`}>
            {title}
          </h3>
          <dl className={summary.list}>
            {answers.map(({ field, value }) => (
              <div
                key={field.key}
                className={`${summary.row} ${correction?.key === field.key ? styles.correcting : ''}`}
              >
                <dt>{field.label}</dt>
                <dd className={styles.answer}>
                  {correction?.key === field.key ? (
                    <AnswerCorrection
                      field={field}
                      values={correction.values}
                      errors={errors}
                      problem={problem}
                      sending={sending}
                      onChange={change}
                      onSubmit={() => void save()}
                      onCancel={() => close(field.key)}
                    />
                  ) : (
                    <>
                      <span dir="auto">{value}</span>
                      <Button
                        size="small"
                        variant="outlined"
                        aria-label={`Edit ${field.label}`}
                        disabled={correction !== undefined}
                        ref={(button: HTMLButtonElement | null) => {
                          if (button) buttons.current.set(field.key, button);
                          else buttons.current.delete(field.key);
                        }}
                        onClick={() => open(field.key)}
                      >
                        Edit
                      </Button>
                    </>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <Checkbox
        ref={reviewBox}
        checked={reviewed}
        onChange={onReviewed}
        error={
          askedToReview > 0 && !reviewed
            ? 'Go over these answers with her, then tick this box to go on.'
            : undefined
        }
      >
        Reviewed with the patient
      </Checkbox>
    </>
  );
}
