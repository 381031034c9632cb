import type { Language, Option } from './types';

/**
 * How a patient reads an offered option: its Spanish label (the English one is the form's
 * label), or both languages where the form's label is clinical.
 */
export type PatientLabel = string | Readonly<Record<Language, string>>;

/**
 * Options from [value, label, patient label] triples; display-only values, which the form
 * and the patient's chat do not offer, go in the second list as [value, label] pairs.
 */
export function options(
  offered: readonly (readonly [value: string, label: string, patient: PatientLabel])[],
  displayOnly: readonly (readonly [value: string, label: string])[] = [],
): Option[] {
  return [
    ...offered.map(([value, label, patient]) => ({
      value,
      label,
      patientLabel: typeof patient === 'string' ? { en: label, es: patient } : patient,
    })),
    ...displayOnly.map(([value, label]) => ({ value, label, displayOnly: true as const })),
  ];
}

/** snake_case value for a readable name: "Junel Fe 1/20" -> "junel_fe_1_20". */
export function valueOf(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** Options whose values are derived from their labels (names, read alike in every language). */
export function optionsFromLabels(labels: readonly string[]): Option[] {
  return labels.map((label) => ({ value: valueOf(label), label }));
}
