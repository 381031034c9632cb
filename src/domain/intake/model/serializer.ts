/**
 * The form's flat values back to patient information (the API shape), by the rules of
 * docs/product.md section 5; the other way is to-form-values.ts.
 */
import type { PatientInformation } from '../../../api/schemas';
import { intakeCatalog, type FieldDef } from '../catalog';
import { decodeField, encodeField, formKeysOf } from './codec';
import { sameFormValue, type FormValues } from './form-values';
import { hasPath, readPath, writePath } from './path';
import { isShown } from '../../rules/decide';
import { usageEntryCount } from './usage';
import { validateFormValues, type FormErrors } from './validate';

export class IntakeValidationError extends Error {
  readonly errors: FormErrors;

  constructor(errors: FormErrors) {
    super(`The intake form has ${Object.keys(errors).length} invalid field(s).`);
    this.name = 'IntakeValidationError';
    this.errors = errors;
  }
}

/** True when the form still holds exactly what the stored value encodes to. */
function unchanged(field: FieldDef, values: FormValues, stored: unknown): boolean {
  const original = encodeField(field, stored);
  const keys = new Set([
    ...Object.keys(original),
    ...formKeysOf(field, usageEntryCount(values, field)),
  ]);
  return [...keys].every((key) => sameFormValue(original[key], values[key]));
}

/**
 * The information to send: `existing` with the form's changes applied. A field changes
 * only when it is shown, already exists in `existing`, and its form values differ from
 * what it stores (so an untouched field keeps its exact stored value). For a new
 * patient pass `emptyPatientInformation()`.
 *
 * Throws IntakeValidationError when validateFormValues finds a problem; `loaded` (the
 * values the form was loaded with, none for a new patient) is as there. `fields` are the
 * fields answered (the whole catalog; a patient's chat answers all but the provider's own),
 * the only ones checked and written.
 */
export function toPatientInformation(
  values: FormValues,
  existing: PatientInformation,
  loaded?: FormValues,
  fields: readonly FieldDef[] = intakeCatalog,
): PatientInformation {
  const errors = validateFormValues(values, { loaded, fields });
  if (Object.keys(errors).length > 0) throw new IntakeValidationError(errors);
  const information = structuredClone(existing);
  for (const field of fields) {
    const stored = readPath(existing, field.key);
    if (!hasPath(existing, field.key) || !isShown(field, values)) continue;
    if (unchanged(field, values, stored)) continue;
    writePath(information, field.key, decodeField(field, values));
  }
  return information;
}
