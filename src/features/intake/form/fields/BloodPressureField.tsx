import { FieldGroup } from '../../../../ui/field/FieldGroup';
import styles from '../patient-form.module.css';
import { StoreTextField } from './StoreTextField';
import { BLOOD_PRESSURE_PART_LABELS } from './part-labels';
import type { FieldProps } from './field-props';

/** kind blood-pressure: systolic and diastolic, whole numbers in mm Hg. */
export function BloodPressureField({ field }: FieldProps) {
  return (
    <FieldGroup legend={field.label}>
      <div className={styles.parts}>
        {(['systolic', 'diastolic'] as const).map((part) => (
          <StoreTextField
            key={part}
            formKey={`${field.key}:${part}`}
            label={BLOOD_PRESSURE_PART_LABELS[part]}
            required={field.required}
            inputMode="numeric"
            unit={field.unit}
          />
        ))}
      </div>
    </FieldGroup>
  );
}
