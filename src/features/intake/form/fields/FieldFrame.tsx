import type { ReactNode } from 'react';
import styles from '../patient-form.module.css';

interface FieldFrameProps {
  /** The control's id. */
  id: string;
  label: string;
  required: boolean;
  unit?: string;
  hint?: string;
  error?: string;
  /** A message that does not block a save: a stored value to check. */
  warning?: string;
  children: ReactNode;
}

const unitId = (id: string) => `${id}-unit`;
/** The id of the message and hint under a control (or a group of them). */
export const helpId = (id: string) => `${id}-help`;

/** The ids for a control's aria-describedby: its messages and hint, then its unit. */
export function describedBy(
  id: string,
  { unit, hint, error, warning }: Pick<FieldFrameProps, 'unit' | 'hint' | 'error' | 'warning'>,
): string | undefined {
  const ids = [(error || warning || hint) && helpId(id), unit && unitId(id)].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A control with its label above, its unit beside it, and its messages and hint below. */
export function FieldFrame({
  id,
  label,
  required,
  unit,
  hint,
  error,
  warning,
  children,
}: FieldFrameProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
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
      {(error || warning || hint) && (
        <p className={styles.help} id={helpId(id)}>
          {error && <span className={styles.error}>{error}</span>}
          {error && (warning || hint) && ' '}
          {warning && <span className={styles.warning}>{warning}</span>}
          {warning && hint && ' '}
          {hint}
        </p>
      )}
    </div>
  );
}
