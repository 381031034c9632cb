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
  const aria = fieldAria(id, { unit, hint, error, warning });
  return (
    <Field
      id={id}
      label={label}
      required={required}
      unit={unit}
      labelHidden={labelHidden}
      hint={hint}
      error={error}
      warning={warning}
    >
      {multiline ? (
        <TextArea
          id={id}
          width={width}
          value={value}
          required={required}
          maxLength={input.maxLength}
          rows={3}
          onChange={(event) => onChange(event.target.value)}
          {...aria}
        />
      ) : (
        <TextInput
          {...input}
          id={id}
          width={width}
          value={value}
          required={required}
          onChange={(event) => onChange(event.target.value)}
          {...aria}
        />
      )}
    </Field>
  );
}
