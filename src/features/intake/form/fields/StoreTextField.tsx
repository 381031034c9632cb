import { memo } from 'react';
import { textOf } from '../../../../domain/intake/model';
import { inputId } from '../field-ids';
import { useFormStore } from '../store-context';
import { useFormError, useFormWarning, useFormSelector } from '../store-hooks';
import { describedBy, FieldFrame } from './FieldFrame';

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
  const warning = useFormWarning(formKey);
  const id = inputId(formKey);
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      unit={unit}
      hint={hint}
      error={error}
      warning={warning}
    >
      <input
        key={revision}
        id={id}
        name={formKey}
        type={type}
        inputMode={inputMode}
        className="pf-input"
        defaultValue={textOf(store.values(), formKey)}
        onChange={(event) => store.set(formKey, event.target.value)}
        required={required}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, { unit, hint, error, warning })}
      />
    </FieldFrame>
  );
});
