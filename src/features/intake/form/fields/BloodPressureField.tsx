import styles from '../patient-form.module.css';
import { StoreTextField } from './StoreTextField';
import type { FieldProps } from './field-props';

/** kind blood-pressure: systolic and diastolic, whole numbers in mm Hg. */
export function BloodPressureField({ field }: FieldProps) {
  return (
    <fieldset className={styles.group}>
      <legend>{field.label}</legend>
      <div className={styles.parts}>
        {(['systolic', 'diastolic'] as const).map((part) => (
          <StoreTextField
            key={part}
            formKey={`${field.key}:${part}`}
            label={part === 'systolic' ? 'Systolic' : 'Diastolic'}
            required={field.required}
            inputMode="numeric"
            unit={field.unit}
          />
        ))}
      </div>
    </fieldset>
  );
}
