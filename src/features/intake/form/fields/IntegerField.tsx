import { StoreTextField } from './StoreTextField';
import type { FieldProps } from './field-props';

/** kind integer: typed as text so the intake rules, not the browser, judge whole numbers. */
export function IntegerField({ field }: FieldProps) {
  return (
    <StoreTextField
      formKey={field.key}
      label={field.label}
      required={field.required}
      inputMode="numeric"
      unit={field.unit}
      hint={field.help}
    />
  );
}
