import { useId, type ReactNode } from 'react';
import { Field, fieldAria, type FieldMessages } from './Field';
import { SelectInput, type BoxWidth } from './controls';

interface SelectFieldProps<Value extends string> extends FieldMessages {
  label: ReactNode;
  value: Value | '';
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value | '') => void;
  /** The empty first choice's words, shown until one is chosen. */
  placeholder?: string;
  required?: boolean;
  width?: BoxWidth;
}

/** A labelled list to choose one from, whose value the screen holds. */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  placeholder = 'Choose…',
  required,
  width,
  hint,
  error,
  warning,
}: SelectFieldProps<Value>) {
  const id = useId();
  const messages = { hint, error, warning };
  return (
    <Field {...{ id, label, required }} {...messages}>
      <SelectInput
        id={id}
        width={width}
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value as Value | '')}
        {...fieldAria(id, messages)}
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
