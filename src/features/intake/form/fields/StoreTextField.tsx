import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { inputId } from '../field-ids';
import { useFormStore } from '../store-context';
import { textOf } from '../../model';
import { useFormError, useFormSelector } from '../store-hooks';
import { helperText } from './helper-text';

interface StoreTextFieldProps {
  formKey: string;
  label: string;
  required: boolean;
  type?: 'text' | 'email' | 'date';
  inputMode?: 'text' | 'numeric';
  hint?: string;
  unit?: string;
}

/**
 * A text input bound to one key of the form store. It keeps its own text, so a keystroke
 * renders nothing in React; it is re-created only when the form changes the value itself
 * (a usage entry removed above it) and re-rendered when its message changes.
 */
export const StoreTextField = memo(function StoreTextField({
  formKey,
  label,
  required,
  type = 'text',
  inputMode,
  hint,
  unit,
}: StoreTextFieldProps) {
  const store = useFormStore();
  const revision = useFormSelector([formKey], () => store.revision(formKey));
  const error = useFormError(formKey);
  return (
    <TextField
      key={revision}
      id={inputId(formKey)}
      name={formKey}
      label={label}
      type={type}
      defaultValue={textOf(store.values(), formKey)}
      onChange={(event) => store.set(formKey, event.target.value)}
      required={required}
      error={error !== undefined}
      helperText={helperText(error, hint)}
      fullWidth
      size="small"
      slotProps={{
        htmlInput: { inputMode },
        input: unit
          ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> }
          : undefined,
        inputLabel: type === 'date' ? { shrink: true } : undefined,
      }}
    />
  );
});
