import type { ApiForm, TextValues } from './use-api-form';
import styles from './FormTextField.module.css';

/** After a required field's label: a thin space and an asterisk. */
const ASTERISK = '\u2009*';

interface Props<Values extends TextValues> {
  name: keyof Values & string;
  form: ApiForm<Values>;
  label: string;
  /** Always shown below the field; a problem with the value replaces it. */
  help?: string;
  type?: 'text' | 'email';
  required?: boolean;
  /** The most characters typing or pasting can enter: the schema's limit for the field. */
  maxLength?: number;
  id?: string;
}

/**
 * A text field bound to the form: its value, and its problem (the check's or the server's).
 * An outlined field: the label sits in the box until the field has focus or a value, then rests
 * in a gap of its border; the asterisk is hidden from screen
 * readers, which hear the field is required.
 */
export function FormTextField<Values extends TextValues>({
  name,
  form,
  label,
  help,
  type = 'text',
  required,
  maxLength,
  id = `field-${name}`,
}: Props<Values>) {
  const { value, problem, onChange, onBlur } = form.field(name);
  const helperText = problem ?? help;
  const helperId = `${id}-helper-text`;
  const states = [value !== '' && styles.filled, problem && styles.invalid].filter(Boolean);
  return (
    <div className={[styles.field, ...states].join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true">{ASTERISK}</span>}
      </label>
      <div className={styles.box}>
        <input
          name={name}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          id={id}
          type={type}
          required={required}
          maxLength={maxLength}
          autoComplete="off"
          aria-invalid={Boolean(problem)}
          aria-describedby={helperText ? helperId : undefined}
          className={styles.input}
        />
        {/* The border, with a gap the width of the label for it to rest in. */}
        <fieldset aria-hidden="true" className={styles.outline}>
          <legend className={styles.legend}>
            <span>
              {label}
              {required && ASTERISK}
            </span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p id={helperId} className={styles.helper}>
          {helperText}
        </p>
      )}
    </div>
  );
}
