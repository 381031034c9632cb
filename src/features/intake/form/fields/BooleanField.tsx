import { Choices } from '../../../../ui/field/Choices';
import { inputId } from '../field-ids';
import { useFormStore } from '../store-context';
import { useFormText } from '../store-hooks';
import type { FieldProps } from './field-props';

/** '' is unanswered, which the summary shows as Unknown. */
const answers = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: '', label: 'Unknown' },
] as const;

/** kind boolean: yes, no or unknown */
export function BooleanField({ field }: FieldProps) {
  const store = useFormStore();
  const value = useFormText(field.key);
  return (
    <Choices
      id={inputId(field.key)}
      legend={field.label}
      name={field.key}
      options={answers}
      checked={(answer) => value === answer}
      onChange={(answer) => store.set(field.key, answer)}
      hint={field.help}
    />
  );
}
