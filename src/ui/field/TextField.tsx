import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, fieldAria, type FieldMessages } from './Field';
import { TextArea, TextInput, type BoxWidth } from './controls';

interface TextFieldProps
  extends
    FieldMessages,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'value' | 'onChange' | 'id' | 'width' | 'aria-invalid' | 'aria-describedby'
    > {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  unit?: string;
  labelHidden?: boolean;
  width?: BoxWidth;
  /** Several lines: a box that grows with what is typed. */
  multiline?: boolean;
}

/** A labelled box whose value the screen holds: the field layer's controlled text field. */
export function TextField({
  label,
  value,
  onChange,
  id: givenId,
  unit,
  labelHidden,
  width,
  multiline = false,
  hint,
  error,
  warning,
  required,
  ...input
}: TextFieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const messages = { hint, error, warning };
  const box = {
    id,
    width,
    value,
    required,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    ...fieldAria(id, { unit, ...messages }),
  };
  return (
    <Field {...{ id, label, required, unit, labelHidden }} {...messages}>
      {multiline ? (
        <TextArea {...box} maxLength={input.maxLength} rows={3} />
      ) : (
        <TextInput {...input} {...box} />
      )}
    </Field>
  );
}
