import { memo } from 'react';
import type { FieldDef, Option } from '../../../../domain/intake/catalog';
import { formOptions } from '../../../../domain/intake/model';
import { humanize } from '../../../../domain/intake/model/format';
import { useFormText } from '../store-hooks';
import { Field } from '../../../../ui/field/Field';
import { SelectInput } from '../../../../ui/field/controls';
import { useStoreControl } from './use-store-control';

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
  const value = useFormText(formKey);
  const { field: frame, control } = useStoreControl(formKey, { required, hint });
  return (
    <Field label={label} {...frame}>
      <SelectInput {...control} value={value}>
        <option value="">Choose…</option>
        {choicesFor(field, value).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectInput>
    </Field>
  );
});
