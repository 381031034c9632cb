import { formOptions } from '../../../../domain/intake/model';
import { SeveralChoices } from '../../../../ui/field/Choices';
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
    <SeveralChoices
      id={inputId(field.key)}
      legend={field.label}
      name={field.key}
      layout="grid"
      options={formOptions(field, selected)}
      selected={selected}
      onChange={(next) => store.set(field.key, next)}
      hint={field.help}
    />
  );
}
