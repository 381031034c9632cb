import { memo } from 'react';
import type { FieldDef, Option } from '../../../../domain/intake/catalog';
import { formOptions, humanize } from '../../../../domain/intake/model';
import { inputId } from '../field-ids';
import { useFormStore } from '../store-context';
import { useFormError, useFormWarning, useFormText } from '../store-hooks';
import { describedBy, FieldFrame } from './FieldFrame';

interface StoreSelectProps {
  formKey: string;
  label: string;
  required: boolean;
  /** The catalog field whose options are offered. */
  field: FieldDef;
  hint?: string;
}

function choicesFor(field: FieldDef, value: string): Option[] {
  const choices = formOptions(field, value);
  // A stored answer the catalog does not know stays selectable, so saving keeps it.
  if (value !== '' && !choices.some((option) => option.value === value)) {
    choices.push({ value, label: humanize(value) });
  }
  return choices;
}

/** A native select bound to one key of the form store. */
export const StoreSelect = memo(function StoreSelect({
  formKey,
  label,
  required,
  field,
  hint,
}: StoreSelectProps) {
  const store = useFormStore();
  const value = useFormText(formKey);
  const error = useFormError(formKey);
  const warning = useFormWarning(formKey);
  const id = inputId(formKey);
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      warning={warning}
    >
      <select
        id={id}
        name={formKey}
        className="pf-input"
        value={value}
        onChange={(event) => store.set(formKey, event.target.value)}
        required={required}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, { hint, error, warning })}
      >
        <option value="">Choose…</option>
        {choicesFor(field, value).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});
