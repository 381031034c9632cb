import type { FieldDef } from '../../../../domain/intake/catalog';

/** Every kind's renderer takes its catalog field and nothing else. */
export interface FieldProps {
  field: FieldDef;
}
