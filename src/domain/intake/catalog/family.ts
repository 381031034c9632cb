import type { FieldDef } from './types';

/** Each condition and the form's label for it. */
const relatives = [
  ['cardio', 'Cardiovascular disease'],
  ['htn', 'Hypertension'],
  ['diabetes', 'Diabetes'],
  ['cancer', 'Cancer'],
  ['stroke', 'Stroke'],
  ['thyroid_disorders', 'Thyroid disorders'],
  ['mental_health', 'Mental health conditions'],
  ['thrombosis', 'Thrombosis (blood clots)'],
] as const;

export const familyFields: FieldDef[] = relatives.map(([condition, label]) => ({
  key: `family_history:${condition}`,
  section: 'family',
  label,
  kind: 'boolean',
  required: false,
}));
