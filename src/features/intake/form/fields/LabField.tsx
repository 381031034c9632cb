import type { FieldDef } from '../../../../domain/intake/catalog';
import { StoreTextField } from './StoreTextField';
import type { FieldProps } from './field-props';

function resultsHint(field: FieldDef): string {
  return field.listResults
    ? `${field.help ?? ''} Reference ranges: ${field.referenceRange ?? ''}.`.trim()
    : `Unit: ${field.unit ?? ''}. Reference range: ${field.referenceRange ?? ''}.`;
}

/** kind lab: the panel's results and flags, with its unit and reference range. */
export function LabField({ field }: FieldProps) {
  return (
    <fieldset className="pf-group">
      <legend>{field.label}</legend>
      <div className="pf-parts pf-parts-lab">
        <StoreTextField
          formKey={`${field.key}:results`}
          label="Results"
          required={field.required}
          unit={field.listResults ? undefined : field.unit}
          hint={resultsHint(field)}
        />
        <StoreTextField
          formKey={`${field.key}:flags`}
          label="Flags"
          required={field.required}
          hint={
            field.listResults ? 'One per result, comma-separated; "-" for none.' : '"-" for none.'
          }
        />
      </div>
    </fieldset>
  );
}
