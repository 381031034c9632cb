import type { FieldDef, Option, PatientKey } from '../intake/catalog';
import type { IntakeTexts, PatientQuestion } from './en/intake';

/** The question as she reads it, in the language of `wording` (en/intake.ts, es/intake.ts). */
export function questionOf(wording: IntakeTexts, field: FieldDef): PatientQuestion {
  return wording.questions[field.key as PatientKey];
}

/** An option as she reads it: its own wording, or the form's label. */
export function optionOf(wording: IntakeTexts, field: FieldDef, option: Option): string {
  return wording.options[field.key as PatientKey]?.[option.value] ?? option.label;
}
