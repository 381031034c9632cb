import { StoreSelect } from './StoreSelect';
import { boundTo, type FieldProps } from './field-props';

/** kind select */
export function SelectField({ field }: FieldProps) {
  return <StoreSelect {...boundTo(field)} field={field} hint={field.help} />;
}
