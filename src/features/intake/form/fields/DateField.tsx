import { StoreTextField } from './StoreTextField';
import type { FieldProps } from './field-props';

/** kind date (YYYY-MM-DD, the value a date input holds) */
export function DateField({ field }: FieldProps) {
  return (
    <StoreTextField
      formKey={field.key}
      label={field.label}
      required={field.required}
      type="date"
      hint={field.help}
    />
  );
}
