/**
 * The form's flat values back to patient information (the API shape), by the rules of
 * docs/product.md, "Validation rules"; the other way is to-form-values.ts.
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

/** True when two stored values read as the same answer on the form. */
function sameAnswer(field: FieldDef, a: unknown, b: unknown): boolean {
  const left = encodeField(field, a);
  const right = encodeField(field, b);
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameFormValue(left[key], right[key]));
}

/**
 * The information to send (docs/product.md, "What a save sends"): `existing` with every
 * answer the form shows written over it where it differs from what the record stores. An
 * untouched field keeps its exact stored value (or stays absent); a shown field the record
 * lacks is added once it is answered, so nothing typed is skipped. For a new patient pass
 * `emptyPatientInformation()`. The patient form and the visit's correction both send this.
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
    if (!isShown(field, values)) continue;
    if (unchanged(field, values, readPath(existing, field.key))) continue;
    writePath(information, field.key, decodeField(field, values));
  }
  return information;
}

/**
 * The fields whose answer a save sent but the record read back after it does not hold: a
 * backend may keep only the answers a record already held (the spec's "a change is accepted
 * only for a field that already exists"), and answer 200 all the same.
 */
export function answersNotKept(
  sent: PatientInformation,
  stored: PatientInformation,
  fields: readonly FieldDef[] = intakeCatalog,
): FieldDef[] {
  return fields.filter(
    (field) =>
      hasPath(sent, field.key) &&
      !sameAnswer(field, readPath(sent, field.key), readPath(stored, field.key)),
  );
}
