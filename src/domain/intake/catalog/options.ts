import type { Option } from './types';

/**
 * Options from [value, label] pairs; display-only values, which the form and the patient's
 * chat do not offer, go in the second list. A patient reads each in her language's wording
 * (domain/intake/wording), or as its label where that is a name.
 */
export function options(
  offered: readonly (readonly [value: string, label: string])[],
  displayOnly: readonly (readonly [value: string, label: string])[] = [],
): Option[] {
  return [
    ...offered.map(([value, label]) => ({ value, label })),
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
