import type { Option } from './types';

/** Options from [value, label] pairs; display-only values go in the second list. */
export function options(
  offered: readonly (readonly [string, string])[],
  displayOnly: readonly (readonly [string, string])[] = [],
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

/** Options whose values are derived from their labels. */
export function optionsFromLabels(labels: readonly string[]): Option[] {
  return labels.map((label) => ({ value: valueOf(label), label }));
}
