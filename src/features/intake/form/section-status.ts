import {
  fieldsByKey,
  fieldsOfSection,
  type FieldDef,
  type SectionId,
} from '../../../domain/intake/catalog';
import { validateFormValues, type FormErrors, type FormValues } from '../../../domain/intake/model';
import { isShown } from '../../../domain/rules/decide';

export type SectionStatus = 'complete' | 'incomplete' | 'has-errors';

/** The catalog field a form key belongs to ("lab_details:lab_results:cbc:flags" → the CBC panel). */
export function fieldOfFormKey(formKey: string): FieldDef | undefined {
  const segments = formKey.split(':');
  for (let length = segments.length; length > 0; length -= 1) {
    const field = fieldsByKey.get(segments.slice(0, length).join(':'));
    if (field) return field;
  }
  return undefined;
}

/**
 * "has-errors" while a shown field of the section carries a message; "complete" when every
 * shown required field is answered (and valid, a warning aside); otherwise "incomplete".
 */
export function sectionStatus(
  section: SectionId,
  values: FormValues,
  errors: FormErrors,
  loaded?: FormValues,
): SectionStatus {
  const flagged = Object.keys(errors).some((key) => {
    const field = fieldOfFormKey(key);
    return field?.section === section && isShown(field, values);
  });
  if (flagged) return 'has-errors';
  const problems = validateFormValues(values, { fields: fieldsOfSection(section), loaded });
  return Object.keys(problems).length === 0 ? 'complete' : 'incomplete';
}
