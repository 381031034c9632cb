/**
 * A save's messages beside the answers they concern (docs/product.md, "What a save sends"): a
 * refusal from the backend's error list at the field it names, and an answer the backend did
 * not keep at its field. The banner above the form says the same in full.
 */
import { ApiError } from '../../../api/api-error';
import { intakeCatalog, type FieldDef } from '../../../domain/intake/catalog';
import { formKeysOf } from '../../../domain/intake/model/codec';
import { usageEntryCount } from '../../../domain/intake/model/usage';
import type { FormStore } from './form-store';

/** A field's key as a backend may write it: with colons, dots or slashes between its parts. */
function namesField(text: string, field: FieldDef): boolean {
  return [':', '.', '/'].some((separator) => {
    const key = field.key.replaceAll(':', separator);
    const at = text.indexOf(key);
    if (at === -1) return false;
    // A whole key: "hypertension" is not named by "hypertension_bp", nor "cancer" by
    // "family_history:cancer"; "weight: too large" names weight.
    const before = text.slice(0, at);
    const after = text.slice(at + key.length);
    return !/([\w./]|\w:)$/.test(before) && !/^([\w./]|:\w)/.test(after);
  });
}

/** Each refused field with the backend's message: the field its pair names, or its message. */
function refusedFields(error: unknown): { field: FieldDef; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  return error.problems.flatMap(({ field: named, message }) => {
    const field = intakeCatalog.find(
      (each) => (named !== null && namesField(named, each)) || namesField(message, each),
    );
    return field ? [{ field, message }] : [];
  });
}

/** The form key whose control a field's message is shown under: its first. */
function messageKey(store: FormStore, field: FieldDef): string {
  return formKeysOf(field, usageEntryCount(store.values(), field))[0] ?? field.key;
}

/** The backend's refusals as errors beside their fields (nothing when none names one). */
export function markRefused(store: FormStore, error: unknown): void {
  const refused = refusedFields(error);
  if (refused.length === 0) return;
  const errors = { ...store.errors() };
  for (const { field, message } of refused) errors[messageKey(store, field)] = message;
  store.setErrors(errors);
}

/** Answers the backend did not keep, marked beside their fields without blocking a save. */
export function markNotKept(store: FormStore, fields: readonly FieldDef[], message: string): void {
  const warnings = { ...store.warnings() };
  for (const field of fields) warnings[messageKey(store, field)] = message;
  store.setWarnings(warnings);
}
