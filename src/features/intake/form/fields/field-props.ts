import type { FieldDef } from '../../../../domain/intake/catalog';

/** Every kind's renderer takes its catalog field and nothing else. */
export interface FieldProps {
  field: FieldDef;
}

/** The store key, label and required flag a field's control takes from the catalog. */
export function boundTo(field: FieldDef) {
  return { formKey: field.key, label: field.label, required: field.required };
}
