import type { FieldDef } from '../../catalog';

/** Every kind's renderer takes its catalog field and nothing else. */
export interface FieldProps {
  field: FieldDef;
}
