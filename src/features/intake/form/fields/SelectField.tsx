import { StoreSelect } from './StoreSelect';
import type { FieldProps } from './field-props';

/** kind select */
export function SelectField({ field }: FieldProps) {
  return (
    <StoreSelect
      formKey={field.key}
      label={field.label}
      required={field.required}
      field={field}
      hint={field.help}
    />
  );
}
