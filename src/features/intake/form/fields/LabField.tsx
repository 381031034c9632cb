import type { FieldDef } from '../../../../domain/intake/catalog';
import { maxLengthAt } from '../../../../domain/intake/model';
import { FieldGroup } from '../../../../ui/field/FieldGroup';
import styles from '../patient-form.module.css';
import { StoreTextField } from './StoreTextField';
import { LAB_PART_LABELS } from './part-labels';
import type { FieldProps } from './field-props';

function resultsHint(field: FieldDef): string {
  return field.listResults
    ? `${field.help ?? ''} Reference ranges: ${field.referenceRange ?? ''}.`.trim()
    : `Unit: ${field.unit ?? ''}. Reference range: ${field.referenceRange ?? ''}.`;
}

/** kind lab: the panel's results and flags, with its unit and reference range. */
export function LabField({ field }: FieldProps) {
  const resultsKey = `${field.key}:results`;
  const flagsKey = `${field.key}:flags`;
  return (
    <FieldGroup legend={field.label}>
      <div className={`${styles.parts} ${styles.partsLab}`}>
        <StoreTextField
          formKey={resultsKey}
          label={LAB_PART_LABELS.results}
          maxLength={maxLengthAt(field, resultsKey)}
          required={field.required}
          unit={field.listResults ? undefined : field.unit}
          hint={resultsHint(field)}
        />
        <StoreTextField
          formKey={flagsKey}
          label={LAB_PART_LABELS.flags}
          maxLength={maxLengthAt(field, flagsKey)}
          required={field.required}
          hint={
            field.listResults ? 'One per result, comma-separated; "-" for none.' : '"-" for none.'
          }
        />
      </div>
    </FieldGroup>
  );
}
