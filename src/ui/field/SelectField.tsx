import { useId, type ReactNode } from 'react';
import { Field, fieldAria, type FieldMessages } from './Field';
import { SelectInput } from './controls';

/** A labelled list to choose one from, whose value the screen holds; '' is none chosen. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  hint,
  error,
}: FieldMessages & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The words of the empty choice. */
  placeholder: string;
}) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <SelectInput
        id={id}
        width="wide"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...fieldAria(id, { hint, error })}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectInput>
    </Field>
  );
}
