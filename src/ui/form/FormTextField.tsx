import { TextField } from '../field/TextField';
import type { ApiForm, TextValues } from './use-api-form';

interface Props<Values extends TextValues> {
  name: keyof Values & string;
  form: ApiForm<Values>;
  label: string;
  /** Always shown below the field; a problem with the value replaces it. */
  help?: string;
  /** Said below the field without blocking the submit (the field layer's warning). */
  warning?: string;
  type?: 'text' | 'email';
  required?: boolean;
  /** The most characters typing or pasting can enter: the schema's limit for the field. */
  maxLength?: number;
  id?: string;
}

/**
 * The small forms' binding of the field layer: a text field bound to the form, its value and
 * its problem (the check's or the server's), which takes the help's place while it stands.
 */
export function FormTextField<Values extends TextValues>({
  name,
  form,
  help,
  id = `field-${name}`,
  ...field
}: Props<Values>) {
  const { value, problem, onChange, onBlur } = form.field(name);
  return (
    <TextField
      {...field}
      id={id}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      {...(problem === undefined ? { hint: help } : { error: problem })}
    />
  );
}
