import type { ChangeEvent } from 'react';
import { inputId } from '../field-ids';
import styles from '../patient-form.module.css';
import { useFormStore } from '../store-context';
import { useFormError, useFormWarning } from '../store-hooks';
import { describedBy } from './FieldFrame';

interface ControlOptions {
  required: boolean;
  unit?: string;
  hint?: string;
}

/**
 * What a native control bound to one key of the form store needs: the props
 * of its frame (id, messages) and of the control itself (name, change handler,
 * validity and what describes it).
 */
export function useStoreControl(formKey: string, { required, unit, hint }: ControlOptions) {
  const store = useFormStore();
  const error = useFormError(formKey);
  const warning = useFormWarning(formKey);
  const id = inputId(formKey);
  return {
    store,
    frame: { id, required, unit, hint, error, warning },
    control: {
      id,
      name: formKey,
      className: styles.input,
      required,
      // Patient answers are not offered back by the browser's autofill (docs/architecture.md
      // section 6).
      autoComplete: 'off',
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        store.set(formKey, event.target.value),
      'aria-invalid': error !== undefined,
      'aria-describedby': describedBy(id, { unit, hint, error, warning }),
    },
  };
}
