import { StoreTextField } from './StoreTextField';
import type { FieldProps } from './field-props';

/** kind list: items entered comma-separated */
export function ListField({ field }: FieldProps) {
  return (
    <StoreTextField
      formKey={field.key}
      label={field.label}
      required={field.required}
      hint={field.help ?? 'Separate items with commas.'}
    />
  );
}
