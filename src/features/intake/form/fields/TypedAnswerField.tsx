import type { FieldKind } from '../../../../domain/intake/catalog';
import { maxLengthAt } from '../../../../domain/intake/model';
import { StoreTextField } from './StoreTextField';
import { boundTo, type FieldProps } from './field-props';

interface TypedInput {
  type?: 'date';
  inputMode?: 'numeric';
  hint?: string;
}

/** What sets each typed kind's input apart. */
const inputs: Partial<Record<FieldKind, TypedInput>> = {
  // YYYY-MM-DD, the value a date input holds.
  date: { type: 'date' },
  // Typed as text so the intake rules, not the browser, judge whole numbers.
  integer: { inputMode: 'numeric' },
  list: { hint: 'Separate items with commas.' },
};

/** kinds text, date, integer and list: one input the provider types into. */
export function TypedAnswerField({ field }: FieldProps) {
  const { type, inputMode, hint } = inputs[field.kind] ?? {};
  return (
    <StoreTextField
      {...boundTo(field)}
      type={type}
      inputMode={inputMode}
      maxLength={maxLengthAt(field, field.key)}
      unit={field.unit}
      hint={field.help ?? hint}
    />
  );
}
