import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { FieldDef } from '../../domain/intake/catalog';
import { formKeysOf, formOptions, type FormErrors } from '../../domain/intake/model';
import {
  selectionsOf,
  textOf,
  type FormValue,
  type FormValues,
} from '../../domain/intake/model/form-values';
import { NOT_ANSWERED } from '../../domain/visit/review';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import type { SaveFailure } from '../../ui/patient-save-problem';
import typo from '../../ui/text.module.css';
import hidden from '../../ui/visually-hidden.module.css';
import styles from './visit.module.css';

/** The words of a panel's or a reading's parts, by the last segment of their form key. */
const PART_LABELS: Record<string, string> = {
  systolic: 'Systolic',
  diastolic: 'Diastolic',
  results: 'Results',
  flags: 'Flags',
};

type Change = (key: string, value: FormValue) => void;

function TextPart({
  formKey,
  label,
  labelShown,
  field,
  values,
  errors,
  onChange,
}: {
  formKey: string;
  label: string;
  /** A part's label is drawn; an answer's own is the review's, just above it. */
  labelShown: boolean;
  field: FieldDef;
  values: FormValues;
  errors: FormErrors;
  onChange: Change;
}) {
  const id = useId();
  const problem = errors[formKey];
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={labelShown ? typo.label : hidden.visuallyHidden}>
        {label}
        {field.unit && ` (${field.unit})`}
      </label>
      <span className={styles.withUnit}>
        <input
          id={id}
          className={`${styles.input} ${styles.wide}`}
          inputMode={field.kind === 'integer' ? 'numeric' : undefined}
          placeholder={field.kind === 'date' ? 'YYYY-MM-DD' : undefined}
          autoComplete="off"
          value={textOf(values, formKey)}
          onChange={(event) => onChange(formKey, event.target.value)}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        {field.unit && <span aria-hidden="true">{field.unit}</span>}
      </span>
      {field.kind === 'list' && (
        <span className={`${typo.small} ${typo.secondary}`}>Separate them with commas.</span>
      )}
      {problem && (
        <span id={`${id}-problem`} className={`${typo.small} ${styles.problem}`}>
          {problem}
        </span>
      )}
    </div>
  );
}

function Choices({
  field,
  values,
  onChange,
}: {
  field: FieldDef;
  values: FormValues;
  onChange: Change;
}) {
  const name = useId();
  const { key } = field;
  const multiple = field.kind === 'multi-select';
  const selected = selectionsOf(values, key);
  const options =
    field.kind === 'boolean'
      ? [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]
      : formOptions(field, values[key]);
  return (
    <div className={styles.choices}>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            value={option.value}
            checked={
              multiple ? selected.includes(option.value) : textOf(values, key) === option.value
            }
            onChange={(event) =>
              onChange(
                key,
                multiple
                  ? event.target.checked
                    ? [...selected, option.value]
                    : selected.filter((value) => value !== option.value)
                  : option.value,
              )
            }
          />
          {option.label}
        </label>
      ))}
      {!multiple && (
        <label className={styles.choice}>
          <input
            type="radio"
            name={name}
            value=""
            checked={textOf(values, key) === ''}
            onChange={() => onChange(key, '')}
          />
          {NOT_ANSWERED}
        </label>
      )}
    </div>
  );
}

/**
 * One answer corrected in place in the visit's review: the controls its kind needs, the form's
 * checks' words beside it, and the save's failure above its buttons, with everything typed kept.
 */
export function AnswerCorrection({
  field,
  values,
  errors,
  problem,
  sending,
  onChange,
  onSubmit,
  onCancel,
}: {
  field: FieldDef;
  values: FormValues;
  errors: FormErrors;
  problem: SaveFailure | undefined;
  sending: boolean;
  onChange: Change;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  // The first refused control takes focus after a check; as the correction opens, the answer
  // chosen now, or the first control.
  useEffect(() => {
    const find = (selector: string) => form.current?.querySelector<HTMLElement>(selector);
    (find('[aria-invalid="true"]') ?? find('input:checked') ?? find('input'))?.focus();
  }, [errors]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const keys = formKeysOf(field, 0);
  const choices = ['boolean', 'select', 'multi-select'].includes(field.kind);
  const choiceError = choices ? errors[field.key] : undefined;
  return (
    <form ref={form} className={styles.correction} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset}>
        {/* The answer's label is drawn just above: the legend names the group for a screen reader. */}
        <legend className={hidden.visuallyHidden}>Correct: {field.label}</legend>
        {choices ? (
          <Choices field={field} values={values} onChange={onChange} />
        ) : (
          <div className={styles.readings}>
            {keys.map((key) => (
              <TextPart
                key={key}
                formKey={key}
                label={keys.length > 1 ? (PART_LABELS[key.split(':').at(-1)!] ?? key) : field.label}
                labelShown={keys.length > 1}
                field={field}
                values={values}
                errors={errors}
                onChange={onChange}
              />
            ))}
          </div>
        )}
        {choiceError && <p className={`${typo.small} ${styles.problem}`}>{choiceError}</p>}
      </fieldset>
      {problem && (
        <Notice severity={problem.severity} role="alert">
          {problem.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Notice>
      )}
      <div className={styles.buttons}>
        <Button type="submit" variant="contained" disabled={sending}>
          {sending ? 'Saving…' : 'Submit'}
        </Button>
        <Button variant="outlined" onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
