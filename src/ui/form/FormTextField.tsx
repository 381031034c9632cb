import { Field, fieldAria } from '../field/Field';
import { TextInput } from '../field/controls';
import type { ApiForm, TextValues } from './use-api-form';

interface Props<Values extends TextValues> {
  name: keyof Values & string;
  form: ApiForm<Values>;
  label: string;
  /** Always shown below the field; a problem with the value replaces it. */
  help?: string;
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
  label,
  help,
  type = 'text',
  required,
  maxLength,
  id = `field-${name}`,
}: Props<Values>) {
  const { value, problem, onChange, onBlur } = form.field(name);
  const said = problem === undefined ? { hint: help } : { error: problem };
  return (
    <Field id={id} label={label} required={required} {...said}>
      <TextInput
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        id={id}
        type={type}
        required={required}
        maxLength={maxLength}
        {...fieldAria(id, said)}
      />
    </Field>
  );
}
