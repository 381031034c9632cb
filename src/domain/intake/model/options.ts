import type { FieldDef, Option } from '../catalog';
import type { FormValue } from './form-values';

/**
 * The options the form offers for a select or multi-select: the offered ones, plus a
 * display-only or patient-only one the record already holds, so saving never drops a stored
 * answer.
 */
export function formOptions(field: FieldDef, current: FormValue | undefined): Option[] {
  const held = Array.isArray(current) ? current : [current];
  return (field.options ?? []).filter(
    (option) => !(option.displayOnly || option.patientOnly) || held.includes(option.value),
  );
}
