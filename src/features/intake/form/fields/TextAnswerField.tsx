import { StoreTextField } from './StoreTextField';
import type { FieldProps } from './field-props';

/** kind text */
export function TextAnswerField({ field }: FieldProps) {
  return (
    <StoreTextField
      formKey={field.key}
      label={field.label}
      required={field.required}
      hint={field.help}
    />
  );
}
