import { useId, type ReactNode } from 'react';
import { FieldHelp, fieldAria, type FieldMessages } from './Field';
import styles from './field.module.css';
import hidden from '../visually-hidden.module.css';

const layouts = { row: styles.options, grid: styles.optionsGrid, stack: styles.optionsStack };

interface ChoiceOption<Value extends string> {
  value: Value;
  label: ReactNode;
  disabled?: boolean;
  /** The id of what says more of this one choice (why it is not offered, what it means). */
  describedBy?: string;
  /** Drawn under this one choice: what says more of it. */
  after?: ReactNode;
}

interface ChoicesProps<Value extends string> extends FieldMessages {
  /** The group's id: its help's id is made from it. */
  id: string;
  legend: ReactNode;
  /** Where a heading just above already names the group: kept for screen readers only. */
  legendHidden?: boolean;
  /** The inputs' shared name. */
  name: string;
  /** One of several (radio buttons) or several of several (checkboxes). */
  multiple?: boolean;
  options: readonly ChoiceOption<Value>[];
  checked: (value: Value) => boolean;
  onChange: (value: Value, checked: boolean) => void;
  /** A short list in a row; a long one in a grid of columns; one whose choices say more, stacked. */
  layout?: 'row' | 'grid' | 'stack';
  /** Drawn after the choices: what a chosen answer brings (reasons, a result). */
  children?: ReactNode;
}

/**
 * Radio buttons or checkboxes under their legend, with the group's messages and hint: the
 * field layer's one group of choices. None chosen is "not answered".
 */
export function Choices<Value extends string>({
  id,
  legend,
  legendHidden = false,
  name,
  multiple = false,
  options,
  checked,
  onChange,
  layout = 'row',
  hint,
  error,
  warning,
  children,
}: ChoicesProps<Value>) {
  const described = fieldAria(id, { hint, error, warning })['aria-describedby'];
  return (
    <fieldset id={id} className={styles.choices} aria-describedby={described}>
      <legend className={legendHidden ? hidden.visuallyHidden : undefined}>{legend}</legend>
      <div className={layouts[layout]}>
        {options.map((option) => {
          const choice = (
            <label key={option.value} className={styles.option}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option.value}
                checked={checked(option.value)}
                disabled={option.disabled}
                aria-describedby={option.describedBy}
                onChange={(event) => onChange(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          );
          return option.after ? (
            <div key={option.value}>
              {choice}
              {option.after}
            </div>
          ) : (
            choice
          );
        })}
      </div>
      <FieldHelp id={id} hint={hint} error={error} warning={warning} />
      {children}
    </fieldset>
  );
}

/** One answer of several, whose value the screen holds; none chosen is "not answered". */
export function OneChoice<Value extends string>({
  value,
  onChange,
  ...group
}: Omit<ChoicesProps<Value>, 'id' | 'name' | 'multiple' | 'checked' | 'onChange'> & {
  value: Value | undefined;
  onChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <Choices
      {...group}
      id={id}
      name={id}
      checked={(option) => option === value}
      onChange={onChange}
    />
  );
}

/**
 * Several answers of several, as checkboxes: one ticked is added after those already chosen,
 * one unticked is taken out; none chosen is "not answered".
 */
export function SeveralChoices<Value extends string>({
  selected,
  onChange,
  ...group
}: Omit<ChoicesProps<Value>, 'multiple' | 'checked' | 'onChange'> & {
  selected: readonly Value[];
  onChange: (selected: Value[]) => void;
}) {
  return (
    <Choices
      {...group}
      multiple
      checked={(value) => selected.includes(value)}
      onChange={(value, on) =>
        onChange(on ? [...selected, value] : selected.filter((each) => each !== value))
      }
    />
  );
}
