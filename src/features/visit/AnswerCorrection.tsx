import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { FieldDef } from '../../domain/intake/catalog';
import { formKeysOf, formOptions, type FormErrors } from '../../domain/intake/model';
import { selectionsOf, textOf, type FormValues } from '../../domain/intake/model/form-values';
import {
  isNotDone,
  labBoxes,
  labBoxLabel,
  labBoxPairs,
  NOT_DONE,
  type LabBox,
} from '../../domain/intake/model/lab-values';
import { NOT_ANSWERED } from '../../domain/visit/review';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/field/Checkbox';
import { OneChoice, SeveralChoices } from '../../ui/field/Choices';
import { TextField } from '../../ui/field/TextField';
import { SaveFailureNotice } from '../../ui/SaveFailureNotice';
import type { SaveFailure } from '../../ui/patient-save-problem';
import hidden from '../../ui/visually-hidden.module.css';
import styles from './visit.module.css';

/** The words of a reading's parts, by the last segment of their form key. */
const PART_LABELS: Record<string, string> = {
  systolic: 'Systolic',
  diastolic: 'Diastolic',
};

/** Several answers changed at once (a panel marked "Not done"), or one. */
type Change = (changes: FormValues) => void;

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
  return (
    <TextField
      label={label}
      labelHidden={!labelShown}
      unit={field.unit}
      width="wide"
      inputMode={field.kind === 'integer' ? 'numeric' : undefined}
      placeholder={field.kind === 'date' ? 'YYYY-MM-DD' : undefined}
      value={textOf(values, formKey)}
      onChange={(value) => onChange({ [formKey]: value })}
      error={errors[formKey]}
      hint={field.kind === 'list' ? 'Separate them with commas.' : undefined}
    />
  );
}

/**
 * A lab panel's boxes, each value's result and flag side by side, and "Not done", as in the
 * patient form (features/intake/form/fields/LabField.tsx): ticked, every box holds NOT_DONE;
 * unticked, they get back what they held.
 */
function LabParts({
  field,
  values,
  errors,
  onChange,
}: {
  field: FieldDef;
  values: FormValues;
  errors: FormErrors;
  onChange: Change;
}) {
  const keys = labBoxes(field).map((box) => box.key);
  const notDone = keys.every((key) => isNotDone(textOf(values, key)));
  const before = useRef<FormValues>({});
  const mark = (checked: boolean) => {
    if (checked) before.current = Object.fromEntries(keys.map((key) => [key, textOf(values, key)]));
    onChange(
      Object.fromEntries(
        keys.map((key) => [key, checked ? NOT_DONE : textOf(before.current, key)]),
      ),
    );
  };
  const box = (part: LabBox) => (
    <TextField
      label={labBoxLabel(part)}
      unit={part.unit}
      width="short"
      value={textOf(values, part.key)}
      onChange={(value) => onChange({ [part.key]: value })}
      error={errors[part.key]}
      hint={part.part === 'flags' ? '"-" for none.' : undefined}
    />
  );
  return (
    <>
      <Checkbox checked={notDone} onChange={mark}>
        Not done
      </Checkbox>
      {!notDone &&
        labBoxPairs(field).map(({ result, flag }) => (
          <div key={result.key} className={styles.readings}>
            {box(result)}
            {box(flag)}
          </div>
        ))}
    </>
  );
}

/** The answers a choice offers: yes or no, or the catalog's options; one may be "not answered". */
function choicesOf(field: FieldDef, values: FormValues) {
  const options =
    field.kind === 'boolean'
      ? [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]
      : formOptions(field, values[field.key]);
  return field.kind === 'multi-select' ? options : [...options, { value: '', label: NOT_ANSWERED }];
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
    (
      find('[aria-invalid="true"]') ??
      find('input:checked') ??
      find('input:not([type=checkbox])') ??
      find('input')
    )?.focus();
  }, [errors]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const keys = formKeysOf(field, 0);
  const id = useId();
  // The answer's label is drawn just above: the legend names the group for a screen reader.
  const group = {
    legend: `Edit: ${field.label}`,
    legendHidden: true,
    options: choicesOf(field, values),
    error: errors[field.key],
  };
  return (
    <form ref={form} className={styles.correction} onSubmit={submit} noValidate>
      {field.kind === 'multi-select' ? (
        <SeveralChoices
          {...group}
          id={id}
          name={id}
          selected={selectionsOf(values, field.key)}
          onChange={(next) => onChange({ [field.key]: next })}
        />
      ) : field.kind === 'boolean' || field.kind === 'select' ? (
        <OneChoice
          {...group}
          value={textOf(values, field.key)}
          onChange={(value) => onChange({ [field.key]: value })}
        />
      ) : (
        <fieldset className={styles.fieldset}>
          <legend className={hidden.visuallyHidden}>Edit: {field.label}</legend>
          {field.kind === 'lab' ? (
            <LabParts field={field} values={values} errors={errors} onChange={onChange} />
          ) : (
            <div className={styles.readings}>
              {keys.map((key) => (
                <TextPart
                  key={key}
                  formKey={key}
                  label={
                    keys.length > 1 ? (PART_LABELS[key.split(':').at(-1)!] ?? key) : field.label
                  }
                  labelShown={keys.length > 1}
                  field={field}
                  values={values}
                  errors={errors}
                  onChange={onChange}
                />
              ))}
            </div>
          )}
        </fieldset>
      )}
      {problem && <SaveFailureNotice problem={problem} />}
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
