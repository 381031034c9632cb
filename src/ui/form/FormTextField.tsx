import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

interface Props<Values extends FieldValues> {
  name: Path<Values>;
  control: Control<Values>;
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
 * An MUI outlined text field bound to the form: its value, and its problem (the check's or
 * the server's). Built from the parts TextField is made of, without its select mode, whose
 * menu and popover would weigh down every page with a small form.
 */
export function FormTextField<Values extends FieldValues>({
  name,
  control,
  label,
  help,
  type = 'text',
  required,
  maxLength,
  id = `field-${name}`,
}: Props<Values>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ name, control });
  const helperText = fieldState.error?.message ?? help;
  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth required={required} error={Boolean(fieldState.error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...field}
        value={field.value ?? ''}
        // On the input, so a refused submit can focus the first field with a problem.
        inputRef={ref}
        id={id}
        type={type}
        label={label}
        autoComplete="off"
        aria-describedby={helperText ? helperId : undefined}
        slotProps={{ input: { maxLength } }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
