import { formOptions } from '../../../../domain/intake/model';
import { Choices } from '../../../../ui/field/Choices';
import { inputId } from '../field-ids';
import { useFormStore } from '../store-context';
import { useFormValue } from '../store-hooks';
import type { FieldProps } from './field-props';

const NONE: string[] = [];

/** kind multi-select: a group of checkboxes */
export function MultiSelectField({ field }: FieldProps) {
  const store = useFormStore();
  const stored = useFormValue(field.key);
  const selected = Array.isArray(stored) ? stored : NONE;
  return (
    <Choices
      id={inputId(field.key)}
      legend={field.label}
      name={field.key}
      multiple
      layout="grid"
      options={formOptions(field, selected)}
      checked={(value) => selected.includes(value)}
      onChange={(value, checked) =>
        store.set(
          field.key,
          checked ? [...selected, value] : selected.filter((item) => item !== value),
        )
      }
      hint={field.help}
    />
  );
}
