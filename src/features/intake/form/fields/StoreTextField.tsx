import { memo } from 'react';
import { textOf } from '../../../../domain/intake/model';
import { useFormSelector } from '../store-hooks';
import { Field } from '../../../../ui/field/Field';
import { TextInput } from '../../../../ui/field/controls';
import { useStoreControl } from './use-store-control';

interface StoreTextFieldProps {
  formKey: string;
  label: string;
  required: boolean;
  type?: 'text' | 'email' | 'date';
  inputMode?: 'text' | 'numeric';
  /** The most characters typing or pasting can enter (free text); the intake rules refuse more. */
  maxLength?: number;
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
  maxLength,
  hint,
  unit,
}: StoreTextFieldProps) {
  const { store, field, control } = useStoreControl(formKey, { required, unit, hint });
  const revision = useFormSelector([formKey], () => store.revision(formKey));
  return (
    <Field label={label} {...field}>
      <TextInput
        {...control}
        key={revision}
        type={type}
        inputMode={inputMode}
        maxLength={maxLength}
        defaultValue={textOf(store.values(), formKey)}
      />
    </Field>
  );
});
