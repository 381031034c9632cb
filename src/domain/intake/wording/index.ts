/**
 * The patient's wording of the intake, one module per language (en.ts, es.ts), loaded only by
 * the chat and only for the language she chose (features/tablet/chat/language): the provider's
 * screens carry none of it, and a chat one language (docs/patient-wording.md).
 */
import type { FieldDef, Option } from '../catalog';
import type { PatientKey, PatientQuestion, Wording } from './types';

export type { PatientKey, PatientQuestion, Wording } from './types';

/** The question as she reads it. */
export function questionOf(wording: Wording, field: FieldDef): PatientQuestion {
  return wording.questions[field.key as PatientKey];
}

/** An option as she reads it: its own wording, or the form's label. */
export function optionOf(wording: Wording, field: FieldDef, option: Option): string {
  return wording.options[field.key as PatientKey]?.[option.value] ?? option.label;
}
