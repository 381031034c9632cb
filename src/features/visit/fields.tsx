import { useId, type ReactNode } from 'react';
import typo from '../../ui/text.module.css';
import styles from './visit.module.css';

/** A whole number typed into a labelled box; `problem` says what is wrong with it. */
export function NumberField({
  label,
  value,
  onChange,
  problem,
  help,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  help?: string;
}) {
  const id = useId();
  const said = problem ?? help;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={typo.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(problem)}
        aria-describedby={said ? `${id}-said` : undefined}
      />
      {said && (
        <span
          id={`${id}-said`}
          className={`${typo.small} ${problem ? styles.problem : typo.secondary}`}
        >
          {said}
        </span>
      )}
    </div>
  );
}

/** A label above its control; `children` draws the control with the id the label names. */
export function LabelledField({
  label,
  children,
}: {
  label: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={typo.label}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** One answer of several, as radio buttons under a legend; none chosen is "not answered". */
export function Choice<Value extends string>({
  legend,
  options,
  value,
  onChange,
  help,
}: {
  legend: ReactNode;
  options: readonly { value: Value; label: string; disabled?: boolean }[];
  value: Value | undefined;
  onChange: (value: Value) => void;
  help?: ReactNode;
}) {
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={`${typo.body} ${styles.legend}`}>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {help}
    </fieldset>
  );
}

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** A yes/no question; unanswered until one is chosen. */
export function YesNo({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
}) {
  return (
    <Choice
      legend={legend}
      options={YES_NO}
      value={value === undefined ? undefined : value ? 'yes' : 'no'}
      onChange={(answer) => onChange(answer === 'yes')}
    />
  );
}
