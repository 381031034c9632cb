/**
 * Stored patient information to the form's flat values, by the rules of docs/product.md,
 * "Validation rules". Apart from the way back (serializer.ts), which checks every answer first: the
 * read-only summary reads through this one and so loads none of the checks.
 */
import type { PatientInformation } from '../../../api/schemas';
import { intakeCatalog } from '../catalog';
import { encodeField } from './codec';
import type { FormValues } from './form-values';
import { readPath } from './path';

export function toFormValues(information: PatientInformation): FormValues {
  const values: FormValues = {};
  for (const field of intakeCatalog) {
    Object.assign(values, encodeField(field, readPath(information, field.key)));
  }
  return values;
}
