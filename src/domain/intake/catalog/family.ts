import type { FieldDef } from './types';
import { ask } from './wording';

/** Each condition: the form's label, and the condition in a patient's English and Spanish. */
const relatives = [
  ['cardio', 'Cardiovascular disease', 'heart disease', 'una enfermedad del corazón'],
  ['htn', 'Hypertension', 'high blood pressure', 'presión arterial alta'],
  ['diabetes', 'Diabetes', 'diabetes', 'diabetes'],
  ['cancer', 'Cancer', 'cancer', 'cáncer'],
  ['stroke', 'Stroke', 'a stroke', 'un derrame cerebral'],
  ['thyroid_disorders', 'Thyroid disorders', 'a thyroid condition', 'un problema de la tiroides'],
  [
    'mental_health',
    'Mental health conditions',
    'a mental health condition',
    'un problema de salud mental',
  ],
  ['thrombosis', 'Thrombosis (blood clots)', 'blood clots', 'coágulos de sangre'],
] as const;

export const familyFields: FieldDef[] = relatives.map(([condition, label, en, es]) => ({
  key: `family_history:${condition}`,
  section: 'family',
  label,
  kind: 'boolean',
  required: false,
  patientWording: ask(
    `Has a parent, brother or sister had ${en}?`,
    `¿Su madre, padre, hermano o hermana ha tenido ${es}?`,
  ),
}));
