import { inputId } from '../field-ids';
import styles from '../patient-form.module.css';
import { helpId } from './FieldFrame';
import { useFormStore } from '../store-context';
import { useFormText } from '../store-hooks';
import type { FieldProps } from './field-props';

/** '' is unanswered, which the summary shows as Unknown. */
const answers = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: '', label: 'Unknown' },
] as const;

/** kind boolean: yes, no or unknown */
export function BooleanField({ field }: FieldProps) {
  const store = useFormStore();
  const value = useFormText(field.key);
  const help = helpId(inputId(field.key));
  return (
    <fieldset className={styles.choices} aria-describedby={field.help ? help : undefined}>
      <legend>{field.label}</legend>
      <div className={styles.options}>
        {answers.map((answer) => (
          <label key={answer.value} className={styles.option}>
            <input
              type="radio"
              name={field.key}
              value={answer.value}
              checked={value === answer.value}
              onChange={() => store.set(field.key, answer.value)}
            />
            {answer.label}
          </label>
        ))}
      </div>
      {field.help && (
        <p className={styles.help} id={help}>
          {field.help}
        </p>
      )}
    </fieldset>
  );
}
