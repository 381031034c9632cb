import type { ReactNode } from 'react';
import hidden from '../visually-hidden.module.css';
import styles from './field.module.css';

/** What is said under a control: its problem, a stored value to check, its hint. */
export interface FieldMessages {
  /** What is wrong with the value: the form's check's or the server's words. */
  error?: string;
  /** A message that does not block a save: a stored value to check. */
  warning?: string;
  hint?: ReactNode;
}

export interface FieldProps extends FieldMessages {
  /** The control's id, which the label names. */
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Said beside the control, and read with its name. */
  unit?: string;
  /** Where another heading already shows the label: kept for screen readers only. */
  labelHidden?: boolean;
  children: ReactNode;
}

const unitId = (id: string) => `${id}-unit`;
/** The id of the messages and hint under a control or a group. */
const helpId = (id: string) => `${id}-help`;

/**
 * The aria wiring of a control in a Field: whether it is refused, and the ids of what describes
 * it (its messages and hint, then its unit). Every control of the field layer takes these.
 */
export function fieldAria(
  id: string,
  { unit, hint, error, warning }: FieldMessages & { unit?: string },
) {
  const ids = [(error || warning || hint) && helpId(id), unit && unitId(id)].filter(Boolean);
  return {
    'aria-invalid': error !== undefined && error !== '',
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  };
}

/** The messages and hint under a control or a group, in one paragraph. */
export function FieldHelp({ id, error, warning, hint }: FieldMessages & { id: string }) {
  if (!error && !warning && !hint) return null;
  return (
    <p className={styles.help} id={helpId(id)}>
      {error && <span className={styles.error}>{error}</span>}
      {error && (warning || hint) && ' '}
      {warning && <span className={styles.warning}>{warning}</span>}
      {warning && hint && ' '}
      {hint}
    </p>
  );
}

/**
 * One field: its label above (with the required mark, hidden from screen readers, which hear
 * that the control is required), its control with the unit beside it, its messages and hint
 * below. The control takes `fieldAria(id, …)` for its wiring.
 */
export function Field({
  id,
  label,
  required = false,
  unit,
  labelHidden = false,
  hint,
  error,
  warning,
  children,
}: FieldProps) {
  return (
    <div className={styles.field}>
      <label className={labelHidden ? hidden.visuallyHidden : styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.mark} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {unit ? (
        <div className={styles.row}>
          {children}
          <span className={styles.unit} id={unitId(id)}>
            {unit}
          </span>
        </div>
      ) : (
        children
      )}
      <FieldHelp id={id} hint={hint} error={error} warning={warning} />
    </div>
  );
}
