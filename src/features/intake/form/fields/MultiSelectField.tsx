import { formOptions } from '../../../../domain/intake/model';
import { inputId } from '../field-ids';
import styles from '../patient-form.module.css';
import { helpId } from './FieldFrame';
import { useFormStore } from '../store-context';
import { useFormValue } from '../store-hooks';
import type { FieldProps } from './field-props';

const NONE: string[] = [];

/** kind multi-select: a group of checkboxes */
export function MultiSelectField({ field }: FieldProps) {
  const store = useFormStore();
  const stored = useFormValue(field.key);
  const selected = Array.isArray(stored) ? stored : NONE;
  const toggle = (value: string) =>
    store.set(
      field.key,
      selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value],
    );
  const help = helpId(inputId(field.key));
  return (
    <fieldset className={styles.choices} aria-describedby={field.help ? help : undefined}>
      <legend>{field.label}</legend>
      {field.help && (
        <p className={styles.help} id={help}>
          {field.help}
        </p>
      )}
      <div className={styles.optionsGrid}>
        {formOptions(field, selected).map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="checkbox"
              name={field.key}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={() => toggle(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
