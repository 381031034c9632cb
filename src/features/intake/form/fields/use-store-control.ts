import type { ChangeEvent } from 'react';
import { fieldAria } from '../../../../ui/field/Field';
import { inputId } from '../field-ids';
import { useFormStore } from '../store-context';
import { useFormError, useFormWarning } from '../store-hooks';

interface ControlOptions {
  required: boolean;
  unit?: string;
  hint?: string;
}

/**
 * The patient form's binding of the field layer: what a control bound to one key of the form
 * store needs, the props of its Field (id, messages) and of the control itself (name, change
 * handler, and the layer's aria wiring).
 */
export function useStoreControl(formKey: string, { required, unit, hint }: ControlOptions) {
  const store = useFormStore();
  const error = useFormError(formKey);
  const warning = useFormWarning(formKey);
  const id = inputId(formKey);
  return {
    store,
    field: { id, required, unit, hint, error, warning },
    control: {
      id,
      name: formKey,
      required,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        store.set(formKey, event.target.value),
      ...fieldAria(id, { unit, hint, error, warning }),
    },
  };
}
