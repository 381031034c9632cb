import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type Props<Values extends FieldValues> = {
  name: Path<Values>;
  control: Control<Values>;
  label: string;
  /** Always shown below the field; a problem with the value replaces it. */
  help?: string;
} & Omit<TextFieldProps, 'name' | 'label' | 'helperText' | 'error' | 'value' | 'onChange'>;

/** An MUI text field bound to the form: its value, and its problem (the check's or the server's). */
export function FormTextField<Values extends FieldValues>({
  name,
  control,
  label,
  help,
  ...props
}: Props<Values>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...props}
      {...field}
      value={field.value ?? ''}
      id={props.id ?? `field-${name}`}
      label={label}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? help}
      autoComplete="off"
      fullWidth
    />
  );
}
